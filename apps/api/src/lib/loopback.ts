import type { IncomingHttpHeaders } from 'node:http';
import { forbidden } from './http-errors.js';

/** Whether a socket address is this machine (never read from X-Forwarded-For, which a client can write). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/**
 * Headers by which a proxy says whom it passes a request on for: the standard `Forwarded`, `Via`, every
 * `X-Forwarded-*`, and the de facto and CDN headers that carry the client's address (X-Real-IP, True-Client-IP,
 * CF-Connecting-IP, Fastly-Client-IP, X-Client-IP, X-Cluster-Client-IP, X-Originating-IP, X-Remote-Addr,
 * X-Appengine-User-IP, X-Azure-ClientIP, X-Envoy-External-Address…). Names are compared in lower case with `_` read as
 * `-`, since some servers and CGI gateways pass `X_Forwarded_For` on as X-Forwarded-For.
 */
const FORWARDING_NAME =
  /forwarded|^via$|(?:^|-)(?:real|client|clientip|connecting|remote|originating|user|socket|proxyuser|cluster-client)-?ip$|remote-addr(?:ess)?$|external-address$/;

/** Whether a request carries any sign of having come through a proxy, whatever address it names. */
export function hasForwardingHeader(headers: IncomingHttpHeaders): boolean {
  return Object.keys(headers).some((name) => FORWARDING_NAME.test(name.toLowerCase().replaceAll('_', '-')));
}

interface LocalRequest {
  socket: { remoteAddress?: string | undefined };
  headers: IncomingHttpHeaders;
}

/**
 * Whether a request came straight from this machine: a loopback socket and no forwarding header. A reverse proxy
 * on the same machine connects from loopback too, so the socket alone would open the door to the whole internet.
 * The socket's own address is read, never `request.ip`: with TRUST_PROXY set, Fastify takes that from
 * X-Forwarded-For, and a request a proxy passed on came from elsewhere whatever address the header claims.
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
