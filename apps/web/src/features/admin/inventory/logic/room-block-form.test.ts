import { describe, expect, it } from 'vitest';
import type { FieldMessage } from '../../../../components/form/form-kit';
import { sentence } from '../../logic/form-values';
import {
  describeNights,
  emptyRoomBlockDraft,
  type RoomBlockDraft,
  releaseConsequence,
  roomBlockFormSchema,
  roomBlockMessages,
} from './room-block-form';

const ROOM_TYPE = '00000000-0000-4000-8000-000000000000';
const TODAY = '2030-02-01';
const schema = roomBlockFormSchema(ROOM_TYPE, TODAY);
const draft = (over: Partial<RoomBlockDraft> = {}): RoomBlockDraft => ({
  ...emptyRoomBlockDraft,
  from: '2030-03-01',
  to: '2030-03-03',
  roomCount: '2',
  reason: 'Mr Mehta, the owner, and family',
  ...over,
});

/** What the operator reads under each field: the first issue per field, as the form kit words it. */
function shown(d: RoomBlockDraft): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of schema.safeParse(d).error?.issues ?? []) {
    const path = issue.path.join('.');
    if (path in out) continue;
    const custom: FieldMessage | undefined = roomBlockMessages[path];
    out[path] =
      custom === undefined
        ? sentence(issue.message)
        : typeof custom === 'string'
          ? custom
          : custom({ type: issue.code, message: issue.message });
  }
  return out;
}

describe('the Block rooms form', () => {
  it('parses into the API body with the rooms as a number and the reason trimmed', () => {
    expect(schema.parse(draft({ kind: 'maintenance', reason: '  Bathroom retiling  ' }))).toEqual({
      roomTypeId: ROOM_TYPE,
      kind: 'maintenance',
      from: '2030-03-01',
      to: '2030-03-03',
      roomCount: 2,
      reason: 'Bathroom retiling',
    });
  });

  it('names every missing field in the operator’s words', () => {
    expect(shown(draft({ from: '', to: '', roomCount: '', reason: ' ' }))).toEqual({
      from: 'Choose the first night.',
      to: 'Choose the last night.',
      roomCount: 'Enter a whole number of rooms from 1 to 500.',
      reason: 'Say who stays or what is being repaired.',
    });
    expect(shown(draft({ roomCount: '0' }))).toEqual({ roomCount: 'Enter a whole number of rooms from 1 to 500.' });
    expect(shown(draft({ roomCount: '1.5' }))).toEqual({ roomCount: 'Enter a whole number of rooms from 1 to 500.' });
    expect(shown(draft({ reason: 'x'.repeat(301) }))).toEqual({ reason: 'Keep the reason to 300 characters.' });
  });

  it('refuses a last night before the first, a block longer than a year and past nights', () => {
    expect(shown(draft({ from: '2030-03-05', to: '2030-03-04' }))).toEqual({
      to: 'The last night must be on or after the first.',
    });
    expect(shown(draft({ from: '2030-03-01', to: '2031-03-02' }))).toEqual({
      to: 'One block can cover at most 366 nights.',
    });
    expect(shown(draft({ from: '2030-01-31', to: '2030-02-02' }))).toEqual({
      from: 'Blocks start today (Fri, 01 Feb 2030) or later: past nights cannot be blocked.',
    });
    // Today itself may be blocked (a room that broke this morning).
    expect(shown(draft({ from: TODAY, to: TODAY }))).toEqual({});
  });

  it('describes a block’s nights and what releasing it gives back', () => {
    expect(describeNights({ from: '2030-03-01', to: '2030-03-01', nights: 1 })).toBe('Fri, 01 Mar 2030 (1 night)');
    expect(
      releaseConsequence({ roomCount: 2, roomTypeName: 'Lake Suite', from: '2030-03-01', to: '2030-03-03', nights: 3 }),
    ).toBe(
      'Releasing gives back 2 rooms of Lake Suite for Fri, 01 Mar 2030 to Sun, 03 Mar 2030 (3 nights): guests can book them at once.',
    );
  });
});
