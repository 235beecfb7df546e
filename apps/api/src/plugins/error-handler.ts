import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/http-errors.js';
import { describeErrorForLog, redactPrivateFields } from '../lib/log-redaction.js';
import { isUniqueViolation } from '../lib/unique-violation.js';

interface Issue {
  path: string;
  message: string;
}

function describeValidation(error: FastifyError & { validation?: unknown; validationContext?: string }): {
  message: string;
  issues: Issue[];
} {
  const where = error.validationContext ?? 'request';
  const raw = Array.isArray(error.validation) ? error.validation : [];
  const issues: Issue[] = raw.map(
    (v: { instancePath?: string; message?: string; params?: { issue?: { path?: unknown[] } } }) => {
      const path = (v.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
      return { path: path || where, message: v.message ?? 'is invalid' };
    },
  );
  const first = issues[0];
  const message = first ? `${first.path}: ${first.message}` : `Invalid ${where}.`;
  return { message, issues };
}

/**
 * Network failures and PostgreSQL ending or refusing the connection, anywhere in the cause chain: shutting down or
 * terminated by an administrator (57P01–03), its idle timeouts ending the session (57P05, 25P03), no connection
 * slot left while clients reconnect after a restart (53300), and the connection classes (08xxx). Each is retryable.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '57P05',
  '25P03',
  '53300',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'connection terminated unexpectedly',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 6;
    depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * One error shape for every failure: { error: { code, message, details? } }. 5xx details never leave the server,
 * and the log keeps only what `describeErrorForLog` lets through: a driver's error carries the query's
 * parameters (the guest's name, phone, address), which must not reach the log either.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        error: {
          code: error.code,
          message: error.message,
          ...(error.details === undefined ? {} : { details: error.details }),
        },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const { message, issues } = describeValidation(error);
      return reply.status(400).send({ error: { code: 'VALIDATION_ERROR', message, details: { issues } } });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: describeErrorForLog(error), issues: redactPrivateFields(error.cause?.issues) },
        'response did not match its schema',
      );
      return reply
        .status(500)
        .send({ error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } });
    }
    // The database is restarting or unreachable: a clean, retryable answer (nothing was written), not a crash report.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: describeErrorForLog(error) }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({
          error: {
            code: 'SERVICE_UNAVAILABLE',
            message: 'We are briefly unavailable. Nothing was changed; please try again in a few seconds.',
          },
        });
    }
    // Two requests raced to create the same thing and the unique index let one in. Services that know what the thing
    // is say so themselves (staff invite: "already on the staff list"); anything else still gets a 409, not a 500.
    if (isUniqueViolation(error)) {
      request.log.warn({ err: describeErrorForLog(error) }, 'unique violation answered 409');
      return reply.status(409).send({
        error: {
          code: 'CONFLICT',
          message: 'This already exists: another request saved the same thing a moment ago. Reload to see it.',
        },
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: describeErrorForLog(error) }, 'unhandled error');
      return reply
        .status(500)
        .send({ error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } });
    }
    const code =
      status === 413
        ? 'PAYLOAD_TOO_LARGE'
        : status === 415
          ? 'UNSUPPORTED_MEDIA_TYPE'
          : status === 429
            ? 'RATE_LIMITED'
            : status === 404
              ? 'NOT_FOUND'
              : status === 401
                ? 'UNAUTHORIZED'
                : status === 403
                  ? 'FORBIDDEN'
                  : 'BAD_REQUEST';
    return reply.status(status).send({ error: { code, message: error.message } });
  });

  app.setNotFoundHandler(async (request, reply) => {
    return reply
      .status(404)
      .send({ error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}.` } });
  });
});
