import { describe, expect, it } from 'vitest';
import { mobileNumberSchema, phoneSchema } from './common';
import { contactRequestSchema } from './contact';
import {
  dialableIndianNumber,
  formatIndianMobile,
  isIndianMobile,
  mobileFieldValue,
  normalizeIndianMobile,
  PHONE_MESSAGE_PAGE,
  phoneSearchDigits,
} from './phone';

/** Every spelling people paste or type for one number. */
const spellings = [
  '9822000003',
  '+91 98220 00003',
  '+91-98220-00003',
  '+919822000003',
  '+91 9822000003',
  '919822000003',
  '91 98220 00003',
  '09822000003',
  '0 98220 00003',
  '098220-00003',
  '98220-00003',
  '98220 00003',
  '982 200 0003',
  '(+91) 98220 00003',
  '98220.00003',
  '98220–00003', // an en dash, as word processors write it
  '  9822000003  ',
  '+91\u00a098220\u00a000003', // no-break spaces from a web page
];

describe('normalizeIndianMobile', () => {
  it.each(spellings)('reads %j as 9822000003', (input) => {
    expect(normalizeIndianMobile(input)).toBe('9822000003');
  });

  it.each([
    ['6000000000', '6000000000'], // lowest first digit
    ['7012345678', '7012345678'],
    ['9198220000', '9198220000'], // a number that itself starts with 91
    ['+91 91982 20000', '9198220000'],
  ])('keeps %s as %s', (input, digits) => {
    expect(normalizeIndianMobile(input)).toBe(digits);
  });

  it.each([
    ['', 'empty'],
    ['982200000', '9 digits'],
    ['+91 982200000', '+91 and 9 digits'],
    ['98220000031', '11 digits not starting 0'],
    ['91982200000', '11 digits starting 91'],
    ['9198220000031', '13 digits'],
    ['5822000003', 'starting 5'],
    ['0582200000', '0 then a number starting 5'],
    ['+91 58220 00003', '+91 then a number starting 5'],
    ['1234567890', 'starting 1'],
    ['+44 7911 123456', 'another country'],
    ['+1 982 200 0003', 'another country with 10 digits'],
    ['9822o00003', 'a letter'],
    ['98220 00003 ext 1', 'words'],
    ['98+9822000003', "a '+' inside"],
    ['09822000003 / 09822000004', 'two numbers'],
  ])('refuses %j (%s)', (input) => {
    expect(normalizeIndianMobile(input)).toBeNull();
  });
});

describe('isIndianMobile', () => {
  it.each([
    ['9822000003', true],
    ['6000000000', true],
    ['5822000003', false],
    ['+919822000003', false],
    ['982200000', false],
  ])('%s → %s', (digits, ok) => {
    expect(isIndianMobile(digits)).toBe(ok);
  });
});

describe('mobileFieldValue (what a phone field keeps)', () => {
  it.each(spellings)('turns a pasted %j into 9822000003', (pasted) => {
    expect(mobileFieldValue(pasted)).toBe('9822000003');
  });

  it('ends with the 10 digits whichever spelling is typed key by key', () => {
    for (const spelling of ['+91 98220 00003', '09822000003', '919822000003', '98220-00003']) {
      let value = '';
      for (const key of spelling) value = mobileFieldValue(value + key);
      expect(value, spelling).toBe('9822000003');
    }
  });

  it.each([
    ['98220abc', '98220'], // digits only
    ['98220000031', '9822000003'], // an 11th digit after a whole number is dropped
    ['5822000003999', '5822000003'], // at most 10 without a prefix
    ['0982200000', '0982200000'], // a 0 prefix being typed keeps room for 11 digits
    ['91982200000', '91982200000'], // a 91 prefix being typed keeps room for 12
    ['0000000000000', '00000000000'],
    ['', ''],
  ])('keeps %j as %j', (input, value) => {
    expect(mobileFieldValue(input)).toBe(value);
  });
});

describe('phoneSearchDigits', () => {
  it.each([
    ['+91 98220 00003', '9822000003'],
    ['09822000003', '9822000003'],
    ['919822000003', '9822000003'],
    ['98220', '98220'],
    ['+91 982', '982'],
    ['0982', '982'],
    ['91982', '91982'], // may be the start of a number beginning 91
    ['', ''],
    [undefined, ''],
  ])('searches %j as %j', (text, digits) => {
    expect(phoneSearchDigits(text)).toBe(digits);
  });
});

describe('formatIndianMobile', () => {
  it('groups the number as people say it', () => {
    expect(formatIndianMobile('9876543210')).toBe('+91 98765 43210');
  });
});

describe('the API accepts the same spellings', () => {
  it.each(spellings)('phoneSchema reads %j as 9822000003', (input) => {
    expect(phoneSchema.parse(input)).toBe('9822000003');
  });

  it.each(['', '982200000', '5822000003', '98765abcde', '98765432101'])('phoneSchema refuses %j', (input) => {
    const result = phoneSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([PHONE_MESSAGE_PAGE]);
  });

  it('says "required" for a blank field when given the words, and only that', () => {
    const schema = mobileNumberSchema({ required: 'Mobile number is required', invalid: 'Bad number' });
    expect(schema.safeParse('  ').error?.issues.map((i) => i.message)).toEqual(['Mobile number is required']);
    expect(schema.safeParse(undefined).error?.issues.map((i) => i.message)).toEqual(['Mobile number is required']);
    expect(schema.safeParse('12345').error?.issues.map((i) => i.message)).toEqual(['Bad number']);
  });

  it('keeps an optional phone optional', () => {
    const base = { name: 'Asha', email: 'asha@example.com', subject: 'other', message: 'Hello' };
    expect(contactRequestSchema.parse({ ...base, phone: '' }).phone).toBeUndefined();
    expect(contactRequestSchema.parse({ ...base, phone: '+91 98220 00003' }).phone).toBe('9822000003');
    expect(contactRequestSchema.safeParse({ ...base, phone: 'call me' }).success).toBe(false);
  });
});

describe('dialableIndianNumber', () => {
  it.each([
    ['+91 832 245 6789', '+918322456789'],
    ['+91 22 2204 5678', '+912222045678'],
    ['+91 2114 273 456', '+912114273456'],
    ['+91 98220 00003', '+919822000003'],
    ['0832 2456789', '+918322456789'],
    ['9822000003', '+919822000003'],
    // The old demo numbers: a Mumbai code with 7 digits, and 11 digits after +91.
    ['+91 22 245 6789', null],
    ['+91 1902 245 6789', null],
    ['', null],
  ])('%s → %s', (input, expected) => expect(dialableIndianNumber(input)).toBe(expected));
});
