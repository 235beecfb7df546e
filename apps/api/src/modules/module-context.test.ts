import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.js';
import { jobLog } from './module-context.js';

describe('jobLog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes a failed query without its parameters or the guest fields around it', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => lines.push(line));
    const log = jobLog(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' }), 'hold-sweeper');
    const err = new Error(
      'Failed query: insert into "bookings" ("guest_name", "guest_phone") values ($1, $2)\nparams: Asha Naik,9822012345',
    );
    log.error({ err, bookingId: 'b1', guestPhone: '9822012345', guestEmail: 'asha@example.com' }, 'job failed');
    const out = lines.join('\n');
    expect(out).toContain('job failed');
    expect(out).toContain('b1');
    expect(out).toContain('Failed query');
    for (const secret of ['9822012345', 'Asha Naik', 'asha@example.com']) expect(out).not.toContain(secret);
  });
});
