import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for `options`, worked out once. The policy is the same for every response (no nonces, no
 * per-request directives), so there is nothing to compute per request; @fastify/helmet built a whole helmet
 * middleware on every request, about an eighth of the CPU of a cached search answer.
 */
export function securityHeaderSet(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * What a response that is never a document needs of them: the content security policy, frame, opener, referrer and
 * DNS-prefetch headers govern a document (and what it loads), not a picture. Pictures are WebP only (uploads are
 * converted, demo pictures drawn as WebP), so none can be opened as a document that runs anything.
 */
const SUBRESOURCE_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'];

/**
 * Every response carries the security headers (content security policy, frame, referrer, HSTS and the rest), except
 * those under `picturePrefix`, which carry SUBRESOURCE_HEADERS: ~0.8 KB less on each picture, where a page's main
 * picture of ~14 KB arrives in one round trip of a new connection (ten segments, 14.6 KB) or two.
 */
export const securityHeadersPlugin = fp<{ options: HelmetOptions; picturePrefix: string }>(
  async (app: FastifyInstance, { options, picturePrefix }) => {
    const headers = securityHeaderSet(options);
    const pictureHeaders = Object.fromEntries(
      Object.entries(headers).filter(([name]) => SUBRESOURCE_HEADERS.includes(name)),
    );
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith(picturePrefix) ? pictureHeaders : headers);
      done();
    });
  },
);
