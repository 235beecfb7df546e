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
  '\u0000',
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

function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

describe('OpenAPI-driven hostile input sweep [pglite]', () => {
  let app: FastifyInstance;
  let database: Database;
  let ops: Operation[] = [];

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
    await app?.close();
    await database?.close();
  });

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
            let url = op.path;
            op.pathParams.forEach((name, i) => {
              url = url.replace(`{${name}}`, encodeURIComponent(asText(input.path[i]).slice(0, 300) || 'x'));
            });
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
            const res = await Promise.race([
              app.inject({
                method: op.method as 'GET',
                url: query.size ? `${url}?${query}` : url,
                payload,
                headers: payload ? { 'content-type': 'application/json' } : {},
              }),
              new Promise<never>((_, reject) =>
                setTimeout(() => reject(new Error(`${op.method} ${url} hung`)), 10_000),
              ),
            ]);
            const where = `${op.method} ${op.path} → ${res.statusCode}`;
            if (res.statusCode >= 500) failures.push(`${where}: ${res.body.slice(0, 200)}`);
            if (res.statusCode >= 400) {
              const body = (() => {
                try {
                  return res.json();
                } catch {
                  return null;
                }
              })();
              if (typeof body?.error?.code !== 'string' || typeof body?.error?.message !== 'string')
                failures.push(`${where}: not the error envelope: ${res.body.slice(0, 120)}`);
            }
            return true;
          },
        ),
        { numRuns: 20, seed: 20261122 },
      );
    }
    expect({} as Record<string, unknown>).not.toHaveProperty('polluted');
    expect([...new Set(failures)].slice(0, 20)).toEqual([]);
  }, 300_000);
});
