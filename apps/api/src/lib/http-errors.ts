import type { ErrorCode } from '@staybook/contract';

/** A failure the client can act on; the error handler turns it into the one error envelope. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: ErrorCode,
    message: string,
    public readonly details?: unknown,
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) => new AppError(400, 'BAD_REQUEST', message, details);
export const validationError = (message: string, details?: unknown) =>
  new AppError(400, 'VALIDATION_ERROR', message, details);
export const unauthorized = (message = 'Please sign in to continue.') => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have access to this.') => new AppError(403, 'FORBIDDEN', message);
export const notFound = (what = 'Resource') => new AppError(404, 'NOT_FOUND', `${what} not found.`);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT', details?: unknown) =>
  new AppError(409, code, message, details);
/** `facts` (optional) say which limit it was, beside the wait, so a client can word it in its own language. */
export const tooManyRequests = (message: string, retryAfterSeconds: number, facts?: Record<string, unknown>) =>
  new AppError(
    429,
    'RATE_LIMITED',
    message,
    { ...facts, retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );
