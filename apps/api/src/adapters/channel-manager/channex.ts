import type { Config } from '../../config.js';
import {
  type AvailabilityValue,
  type BookingRevision,
  type ChannelManagerApi,
  ChannelManagerError,
  type RestrictionValue,
} from './types.js';

/** Channex's error body: `{ errors: { code, title, details } }` (details an object or a list). */
interface ChannexErrors {
  errors?: { code?: string; title?: string; details?: unknown };
}

/**
 * Channex's PMS API (docs.channex.io): every call authenticated by the `user-api-key` header, JSON both ways.
 * ARI: POST /api/v1/availability and POST /api/v1/restrictions, each `{ values: [...] }` (Channex takes a message of
 * up to 10 MB and processes ARI first in, first out). Bookings: GET /api/v1/booking_revisions/feed (the revisions not
 * yet acknowledged) and POST /api/v1/booking_revisions/:id/ack.
 */
export function createChannexApi(config: Config, fetchImpl: typeof fetch = fetch): ChannelManagerApi {
  const key = config.CHANNEX_API_KEY;
  if (!key) throw new Error('CHANNEX_API_KEY is required when CHANNEL_MANAGER=channex');

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchImpl(new URL(path, config.CHANNEX_BASE_URL), {
        method,
        headers: {
          'user-api-key': key!,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(config.CHANNEX_TIMEOUT_MS),
      });
    } catch (err) {
      const timedOut = (err as Error).name === 'TimeoutError';
      throw new ChannelManagerError(
        timedOut
          ? `Channex did not answer within ${config.CHANNEX_TIMEOUT_MS / 1000} s`
          : `Channex could not be reached (${(err as Error).message})`,
        { transient: true },
      );
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (response.ok) return json;
    const errors = (json as ChannexErrors | null)?.errors;
    const detail = errors?.details ? ` ${JSON.stringify(errors.details).slice(0, 300)}` : '';
    throw new ChannelManagerError(
      `Channex answered ${response.status}${errors?.title ? ` (${errors.title})` : ''}${detail}`,
      {
        transient: response.status >= 500 || response.status === 429 || response.status === 408,
        status: response.status,
      },
    );
  }

  return {
    name: 'channex',
    async pushAvailability(values: AvailabilityValue[]) {
      if (values.length > 0) await call('POST', '/api/v1/availability', { values });
    },
    async pushRestrictions(values: RestrictionValue[]) {
      if (values.length > 0) await call('POST', '/api/v1/restrictions', { values });
    },
    async readFeed(propertyId: string) {
      const query = new URLSearchParams({ 'filter[property_id]': propertyId });
      const json = (await call('GET', `/api/v1/booking_revisions/feed?${query}`)) as {
        data?: Array<{ id?: string; attributes?: Partial<BookingRevision> }>;
      } | null;
      return (json?.data ?? [])
        .filter((d) => d.attributes)
        .map((d) => ({ ...d.attributes, id: d.attributes!.id ?? d.id }) as BookingRevision);
    },
    async acknowledge(revisionId: string) {
      await call('POST', `/api/v1/booking_revisions/${encodeURIComponent(revisionId)}/ack`);
    },
  };
}
