import type { IncomingHttpHeaders } from 'node:http';
import { forbidden } from './http-errors.js';

/** Whether a socket address is this machine (never read from X-Forwarded-For, which a client can write). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/** Headers a proxy adds when it passes a request on (standard, de facto, and the common CDNs' own). */
const FORWARDING_HEADERS = [
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'x-original-forwarded-for',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
];

/** Whether a request carries any sign of having come through a proxy (every `x-forwarded-*` header included). */
export function hasForwardingHeader(headers: IncomingHttpHeaders): boolean {
  return Object.keys(headers).some((name) => {
    const lower = name.toLowerCase();
    return lower.startsWith('x-forwarded-') || FORWARDING_HEADERS.includes(lower);
  });
}

interface LocalRequest {
  socket: { remoteAddress?: string | undefined };
  headers: IncomingHttpHeaders;
}

/**
 * Whether a request came straight from this machine: a loopback socket and no forwarding header. A reverse proxy
 * on the same machine connects from loopback too, so the socket alone would open the door to the whole internet.
 */
export function isDirectFromThisMachine(request: LocalRequest): boolean {
  return isLoopback(request.socket.remoteAddress) && !hasForwardingHeader(request.headers);
}

/**
 * The guard of every development door (the OTP peek, the SMS outbox, the job clock): an onRequest hook that
 * answers 403 with `message` unless the request came straight from this machine.
 */
export function thisMachineOnly(message: string): (request: LocalRequest) => Promise<void> {
  return async (request) => {
    if (!isDirectFromThisMachine(request)) throw forbidden(message);
  };
}
