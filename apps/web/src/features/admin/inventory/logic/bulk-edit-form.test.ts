import { describe, expect, it } from 'vitest';
import type { FieldMessage } from '../../../../components/form/form-kit';
import { sentence } from '../../logic/form-values';
import { type BulkDraft, bulkEditFormSchema, bulkEditMessages, emptyBulkDraft, valueField } from './bulk-edit-form';

const ROOM_TYPE = '00000000-0000-4000-8000-000000000000';
const TODAY = '2030-02-01'; // a Friday; 1 March 2030 is a Friday, 4 March a Monday
const schema = bulkEditFormSchema(ROOM_TYPE, TODAY);
const draft = (over: Partial<BulkDraft> = {}): BulkDraft => ({
  ...emptyBulkDraft,
  from: '2030-03-01',
  to: '2030-03-10',
  rate: '7500',
  ...over,
});

/** What the operator reads under each field: the first issue per field, as the form kit words it. */
function shown(d: BulkDraft): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of schema.safeParse(d).error?.issues ?? []) {
    const path = issue.path.join('.');
    if (path in out) continue;
    const custom: FieldMessage | undefined = bulkEditMessages[path];
    out[path] =
      custom === undefined
        ? sentence(issue.message)
        : typeof custom === 'string'
          ? custom
          : custom({ type: issue.code, message: issue.message });
  }
  return out;
}

describe('the bulk edit form schema', () => {
  it.each<[string, Partial<BulkDraft>, Record<string, string>]>([
    ['a valid rate edit', {}, {}],
    [
      'an empty form',
      { from: '', to: '', rate: '' },
      {
        from: 'Choose the first night.',
        to: 'Choose the last night.',
        rate: 'Enter a rate in whole rupees from ₹1 to ₹10,00,000.',
      },
    ],
    [
      'a night before today',
      { from: '2030-01-31' },
      {
        from: 'Nights before today (Fri, 01 Feb 2030) cannot be edited.',
      },
    ],
    [
      'a night before today, with the rate missing',
      { from: '2030-01-31', rate: '' },
      {
        from: 'Nights before today (Fri, 01 Feb 2030) cannot be edited.',
        rate: 'Enter a rate in whole rupees from ₹1 to ₹10,00,000.',
      },
    ],
    ['a reversed range', { to: '2030-02-20' }, { to: 'The last night must be on or after the first.' }],
    ['a range too long', { to: '2031-04-10' }, { to: 'One edit can cover at most 400 nights.' }],
    [
      'weekdays outside the range',
      { from: '2030-03-04', to: '2030-03-04', weekdays: [6] },
      {
        weekdays: 'None of these nights falls on the chosen weekdays.',
      },
    ],
    ['a rate of 0', { rate: '0' }, { rate: 'Enter a rate in whole rupees from ₹1 to ₹10,00,000.' }],
    ['a rate in paise', { rate: '7500.5' }, { rate: 'Enter a rate in whole rupees from ₹1 to ₹10,00,000.' }],
    [
      'a change of 0%',
      { action: 'adjust_rate', percent: '0' },
      { percent: 'Enter a change from -90% to +500%, not 0.' },
    ],
    [
      'a change of -95%',
      { action: 'adjust_rate', percent: '-95' },
      {
        percent: 'Enter a change from -90% to +500%, not 0.',
      },
    ],
    ['a change of -12.5%', { action: 'adjust_rate', percent: '-12.5' }, {}],
    ['half a room', { action: 'set_rooms', rooms: '2.5' }, { rooms: 'Enter a whole number of rooms from 0 to 500.' }],
    ['no rooms', { action: 'set_rooms', rooms: '0' }, {}],
    ['closing, with no value', { action: 'close', rate: '' }, {}],
  ])('%s', (_name, over, expected) => {
    expect(shown(draft(over))).toEqual(expected);
  });

  it('parses into the API body: the room type, weekdays in order and the action’s value as a number', () => {
    expect(schema.parse(draft({ weekdays: [0, 6], rate: ' 8200 ' }))).toEqual({
      roomTypeId: ROOM_TYPE,
      from: '2030-03-01',
      to: '2030-03-10',
      weekdays: [0, 6],
      action: 'set_rate',
      rate: 8200,
    });
    expect(schema.parse(draft({ action: 'adjust_rate', percent: '-12.5' }))).toMatchObject({ percent: -12.5 });
    expect(schema.parse(draft({ action: 'open', rate: '' }))).toEqual({
      roomTypeId: ROOM_TYPE,
      from: '2030-03-01',
      to: '2030-03-10',
      weekdays: [],
      action: 'open',
    });
  });

  it('has one value box per action that takes one', () => {
    expect(['set_rate', 'adjust_rate', 'set_rooms', 'close', 'open'].map((a) => valueField(a as never))).toEqual([
      'rate',
      'percent',
      'rooms',
      null,
      null,
    ]);
  });
});
