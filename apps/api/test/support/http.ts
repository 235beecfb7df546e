import http from 'node:http';
import net from 'node:net';

/**
 * Plain HTTP to an API process of a suite's own (many-processes, database-drops): a real socket, so a process that
 * died or cut the connection shows as a failed request, which `app.inject()` could not show.
 */

/** A port nothing listens on at this moment. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

export interface HttpAnswer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads the JSON it expects, as app.inject's json() does
  json: () => any;
}

export function request(
  port: number,
  method: string,
  url: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<HttpAnswer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers, json: () => JSON.parse(text) });
        });
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('request timed out')));
    if (body) req.write(body);
    req.end();
  });
}
