import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Channex, built from its PMS API documentation (docs.channex.io: Availability and Rates, Bookings Collection):
 * every call needs the `user-api-key` header (401 otherwise); POST /api/v1/availability and /api/v1/restrictions take
 * `{ values: [...] }` and answer `{ data: [{ id, type: 'task' }], meta: { message: 'Success', warnings } }` (422 with
 * `{ errors: { code: 'validation_error', details } }` for a value it cannot take); GET /api/v1/booking_revisions/feed
 * lists the revisions not yet acknowledged (`filter[property_id]`); POST /api/v1/booking_revisions/:id/ack
 * acknowledges one. Tests make it fail the next pushes, and add revisions to its feed; run as a process of its own
 * (fake-channex-server.ts, for the browser stories) it is read and fed through `GET /__fake/state` and
 * `POST /__fake/revisions`.
 */
export interface FakeChannex {
  url: string;
  key: string;
  /** Every push taken, in the order taken. */
  pushes: Array<{ kind: 'availability' | 'restrictions'; values: Array<Record<string, unknown>> }>;
  acks: string[];
  /** Revisions served by the feed until acknowledged (attributes as Channex gives them). */
  revisions: Array<Record<string, unknown> & { id: string; property_id: string }>;
  /** The next `count` pushes answer `status` (503 by default) and are not taken. */
  failNext(count: number, status?: number): void;
  /** The next `count` pushes get no answer at all (the caller's timeout ends them) and are not taken. */
  hangNext(count: number): void;
  /** The next `count` acknowledgements answer 503 (the revision stays in the feed). */
  failAcks(count: number): void;
  addRevision(attributes: Record<string, unknown> & { id?: string; property_id: string }): string;
  reset(): void;
  close(): Promise<void>;
}

const FEED_PAGE = 10;
const AVAILABILITY_KEYS = ['property_id', 'room_type_id', 'availability'];
const RESTRICTION_KEYS = ['property_id', 'rate_plan_id'];

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function bodyOf(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return undefined;
  }
}

/** Why Channex would refuse these values (a missing key, no dates), or null. */
function invalidValues(values: unknown, required: string[]): string | null {
  if (!Array.isArray(values) || values.length === 0) return 'values must be a non-empty list';
  for (const [i, v] of values.entries()) {
    const value = v as Record<string, unknown>;
    for (const key of required) if (value[key] === undefined) return `values[${i}].${key} is required`;
    if (!value.date && !(value.date_from && value.date_to)) return `values[${i}] needs date or date_from and date_to`;
    if (value.date_from && value.date_to && String(value.date_to) < String(value.date_from))
      return `values[${i}].date_to is before date_from`;
  }
  return null;
}

export async function startFakeChannex(key = 'test-channex-key', port = 0): Promise<FakeChannex> {
  let failing = 0;
  let failStatus = 503;
  let failingAcks = 0;
  let hanging = 0;
  const hung: ServerResponse[] = [];
  const fake: Omit<FakeChannex, 'url' | 'close'> = {
    key,
    pushes: [],
    acks: [],
    revisions: [],
    failNext(count, status = 503) {
      failing = count;
      failStatus = status;
    },
    failAcks(count) {
      failingAcks = count;
    },
    hangNext(count) {
      hanging = count;
    },
    addRevision(attributes) {
      const id = attributes.id ?? randomUUID();
      fake.revisions.push({ ...attributes, id });
      return id;
    },
    reset() {
      fake.pushes.length = 0;
      fake.acks.length = 0;
      fake.revisions.length = 0;
      failing = 0;
      failingAcks = 0;
      hanging = 0;
      for (const res of hung.splice(0)) res.destroy();
    },
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    // The story's controls, when the fake runs as a process of its own (fake-channex-server.ts): not Channex's API.
    if (url.pathname === '/__fake/state' && req.method === 'GET')
      return send(res, 200, { pushes: fake.pushes, acks: fake.acks });
    if (url.pathname === '/__fake/revisions' && req.method === 'POST') {
      const attributes = (await bodyOf(req)) as (Record<string, unknown> & { property_id: string }) | undefined;
      if (!attributes?.property_id) return send(res, 400, { error: 'property_id is required' });
      return send(res, 201, { id: fake.addRevision(attributes) });
    }
    if (req.headers['user-api-key'] !== key)
      return send(res, 401, { errors: { code: 'unauthorized', title: 'Unauthorized' } });
    const push = url.pathname.match(/^\/api\/v1\/(availability|restrictions)$/);
    if (push && req.method === 'POST') {
      const kind = push[1] as 'availability' | 'restrictions';
      const body = (await bodyOf(req)) as { values?: unknown } | undefined;
      if (hanging > 0) {
        hanging--;
        hung.push(res);
        return;
      }
      if (failing > 0) {
        failing--;
        return send(res, failStatus, { errors: { code: 'service_unavailable', title: 'Service Unavailable' } });
      }
      const problem = invalidValues(body?.values, kind === 'availability' ? AVAILABILITY_KEYS : RESTRICTION_KEYS);
      if (problem)
        return send(res, 422, { errors: { code: 'validation_error', title: 'Validation Error', details: [problem] } });
      fake.pushes.push({ kind, values: body!.values as Array<Record<string, unknown>> });
      return send(res, 200, { data: [{ id: randomUUID(), type: 'task' }], meta: { message: 'Success', warnings: [] } });
    }
    if (url.pathname === '/api/v1/booking_revisions/feed' && req.method === 'GET') {
      const property = url.searchParams.get('filter[property_id]');
      const open = fake.revisions.filter((r) => !fake.acks.includes(r.id) && (!property || r.property_id === property));
      // A page of at most 10, oldest first: what is acknowledged leaves the feed, so the next read gives the rest.
      return send(res, 200, {
        data: open.slice(0, FEED_PAGE).map((r) => ({ id: r.id, type: 'booking_revision', attributes: r })),
        meta: { page: 1, limit: FEED_PAGE, total: open.length },
      });
    }
    const ack = url.pathname.match(/^\/api\/v1\/booking_revisions\/([^/]+)\/ack$/);
    if (ack && req.method === 'POST') {
      const id = decodeURIComponent(ack[1]!);
      if (!fake.revisions.some((r) => r.id === id))
        return send(res, 404, { errors: { code: 'resource_not_found', title: 'Resource Not Found' } });
      if (failingAcks > 0) {
        failingAcks--;
        return send(res, 503, { errors: { code: 'service_unavailable', title: 'Service Unavailable' } });
      }
      if (!fake.acks.includes(id)) fake.acks.push(id);
      return send(res, 200, { meta: { message: 'Success' } });
    }
    return send(res, 404, { errors: { code: 'resource_not_found', title: 'Resource Not Found' } });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    url,
    close: () => {
      for (const res of hung.splice(0)) res.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
