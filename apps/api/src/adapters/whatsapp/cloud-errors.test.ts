import { describe, expect, it } from 'vitest';
import { isPassingCloudFailure } from './cloud-errors.js';

describe("the Cloud API's refusals", () => {
  it.each([
    [429, 130429, true, 'throughput reached'],
    [400, 131056, true, 'too many messages to one number'],
    [400, 80007, true, "the business account's rate limit"],
    [503, 131016, true, 'service unavailable'],
    [500, 131000, true, 'something went wrong'],
    [500, undefined, true, 'a 5xx without a code'],
    [429, undefined, true, 'a 429 without a code'],
    [400, 131047, false, 'outside the 24-hour window'],
    [400, 131026, false, 'undeliverable'],
    [404, 132001, false, 'no such template'],
    [400, 132000, false, 'wrong number of parameters'],
    [401, 190, false, 'an expired token'],
    [500, 3, false, 'a permission missing, even on a 500'],
    [400, undefined, false, 'a 400 without a code'],
  ])('%i code %s passes: %s (%s)', (status, code, passing, _why) => {
    expect(isPassingCloudFailure(status, code)).toBe(passing);
  });
});
