import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { createTestDatabase, testConfig } from './setup-db.js';

/**
 * A property-based sweep driven by the OpenAPI document: every route, present and future, gets malformed,
 * missing, oversized and hostile values in every path parameter, query parameter and body field, and must
 * answer below 500 with the error envelope (or succeed), quickly.
 */

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
  hasBody: boolean;
}

const hostileStrings = [
  '',
  ' ',
  '-1',
  '0',
  'NaN',
  'Infinity',
  '1e309',
  '99999999999999999999999',
  "' OR 1=1 --",
  '"; DROP TABLE properties; --',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  '../../../../etc/passwd',
  '%00',
  // Control characters (PostgreSQL refuses NUL in text; the input guard refuses them all before any handler).
  '\u0000',
  'Asha\u0000Naik',
  '\u0001',
  'Candolim\u001b[31m',
  '\u007f',
  'x\ud800',
  '💥🏝️',
  'x'.repeat(10_000),
  '00000000-0000-4000-8000-000000000000',
  'true',
  '2026-13-45',
];

const scalar = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: false }),
  fc.boolean(),
  fc.constant(null),
);
const anyValue = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }),
);

function operations(doc: {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string }>;
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
      }
    >
  >;
}): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const schema = Object.values(content)[0]?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: Object.keys(schema?.properties ?? {}),
        hasBody: Boolean(op.requestBody),
      });
    }
  }
  return ops;
}

/** Every text field must refuse these with a 4xx (the input guard), whatever the route. */
const controlStrings = ['\u0000', 'Asha\u0000Naik', '\u0001', 'Candolim\u001b[31m', '\u007f'];

function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

describe('OpenAPI-driven hostile input sweep [pglite]', () => {
  let app: FastifyInstance;
  let database: Database;
  let ops: Operation[] = [];
  let requests = 0;
  let serverErrors = 0;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildApp({
      config: testConfig({ DATA_DIR: `/tmp/staybook-fuzz-${process.pid}` }),
      database,
      logger: false,
    });
    await app.ready();
    ops = operations((await app.inject({ method: 'GET', url: '/api/docs/json' })).json());
  }, 120_000);
  afterAll(async () => {
    // The closing note of a change quotes these figures.
    console.log(`hostile input sweep: ${ops.length} routes, ${requests} requests, ${serverErrors} answered 5xx`);
    await app?.close();
    await database?.close();
  });

  /** One request, with a deadline; returns what is wrong with the answer (5xx, not the envelope), if anything. */
  async function send(
    op: Operation,
    url: string,
    query: URLSearchParams,
    payload: string | undefined,
  ): Promise<{ status: number; problem: string | null }> {
    const res = await Promise.race([
      app.inject({
        method: op.method as 'GET',
        url: query.size ? `${url}?${query}` : url,
        payload,
        headers: payload ? { 'content-type': 'application/json' } : {},
      }),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${op.method} ${url} hung`)), 10_000)),
    ]);
    requests += 1;
    const where = `${op.method} ${op.path} → ${res.statusCode}`;
    if (res.statusCode >= 500) {
      serverErrors += 1;
      return { status: res.statusCode, problem: `${where}: ${res.body.slice(0, 200)}` };
    }
    if (res.statusCode >= 400) {
      const body = (() => {
        try {
          return res.json();
        } catch {
          return null;
        }
      })();
      if (typeof body?.error?.code !== 'string' || typeof body?.error?.message !== 'string')
        return { status: res.statusCode, problem: `${where}: not the error envelope: ${res.body.slice(0, 120)}` };
    }
    return { status: res.statusCode, problem: null };
  }

  const pathOf = (op: Operation, values: string[]) =>
    op.pathParams.reduce(
      (url, name, i) => url.replace(`{${name}}`, encodeURIComponent(values[i]?.slice(0, 300) || 'x')),
      op.path,
    );

  it('finds the documented routes', () => {
    expect(ops.length).toBeGreaterThan(15);
    expect(ops.map((o) => `${o.method} ${o.path}`)).toContain('GET /property/v1/app/property');
  });

  it('never answers 5xx, never hangs, and always uses the error envelope', async () => {
    const failures: string[] = [];
    for (const op of ops) {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            path: fc.array(anyValue, { minLength: op.pathParams.length, maxLength: op.pathParams.length }),
            query: fc.array(fc.option(anyValue, { nil: undefined }), {
              minLength: op.queryParams.length,
              maxLength: op.queryParams.length,
            }),
            body: fc.array(fc.option(anyValue, { nil: undefined }), {
              minLength: op.bodyFields.length,
              maxLength: op.bodyFields.length,
            }),
            extra: fc.option(fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'role'), { nil: undefined }),
            rawBody: fc.option(anyValue, { nil: undefined, freq: 4 }),
          }),
          async (input) => {
            const url = pathOf(op, input.path.map(asText));
            const query = new URLSearchParams();
            op.queryParams.forEach((name, i) => {
              const v = input.query[i];
              if (v !== undefined) query.set(name, asText(v));
            });
            let payload: string | undefined;
            if (op.hasBody || op.method !== 'GET') {
              if (input.rawBody !== undefined) payload = JSON.stringify(input.rawBody);
              else {
                const body: Record<string, unknown> = {};
                op.bodyFields.forEach((name, i) => {
                  if (input.body[i] !== undefined) body[name] = input.body[i];
                });
                if (input.extra) body[input.extra] = { polluted: true };
                payload = JSON.stringify(body);
              }
            }
            const { problem } = await send(op, url, query, payload);
            if (problem) failures.push(problem);
            return true;
          },
        ),
        { numRuns: 20, seed: 20261122 },
      );
    }
    expect({} as Record<string, unknown>).not.toHaveProperty('polluted');
    expect([...new Set(failures)].slice(0, 20)).toEqual([]);
  }, 300_000);

  it('refuses a control character in every path parameter, query parameter and body field with a 4xx', async () => {
    const failures: string[] = [];
    for (const op of ops) {
      const fields = [
        ...op.pathParams.map((name, i) => ({ where: 'path', name, i })),
        ...op.queryParams.map((name, i) => ({ where: 'query', name, i })),
        ...op.bodyFields.map((name, i) => ({ where: 'body', name, i })),
      ];
      for (const field of fields) {
        for (const hostile of controlStrings) {
          const url = pathOf(
            op,
            op.pathParams.map((_, i) => (field.where === 'path' && field.i === i ? hostile : 'x')),
          );
          const query = new URLSearchParams(field.where === 'query' ? { [field.name]: hostile } : {});
          const payload =
            field.where === 'body'
              ? JSON.stringify({ [field.name]: hostile })
              : op.hasBody || op.method !== 'GET'
                ? '{}'
                : undefined;
          const { status, problem } = await send(op, url, query, payload);
          if (problem) failures.push(problem);
          else if (status < 400)
            failures.push(
              `${op.method} ${op.path} accepted ${JSON.stringify(hostile)} in ${field.where} ${field.name}`,
            );
        }
      }
    }
    expect([...new Set(failures)].slice(0, 20)).toEqual([]);
  }, 300_000);
});
