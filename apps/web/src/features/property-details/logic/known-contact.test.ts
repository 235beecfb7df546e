import { describe, expect, it } from 'vitest';
import { knownContact } from './use-unlocked-price';

const none = { name: '', mobile: '' };

describe('who an automatic unlock is for (a signed-in guest is never asked)', () => {
  it.each([
    [
      'signed in with a name',
      { name: 'Meera Naik', phone: '9822012345' },
      none,
      { name: 'Meera Naik', mobile: '9822012345' },
    ],
    [
      'signed in without a name: the server uses the account',
      { name: null, phone: '9822012345' },
      none,
      { mobile: '9822012345' },
    ],
    [
      'signed in without a name, the device gave one',
      { name: null, phone: '9822012345' },
      { name: 'Meera', mobile: '9822012345' },
      { name: 'Meera', mobile: '9822012345' },
    ],
    [
      'not signed in, the device unlocked before',
      null,
      { name: 'Meera', mobile: '9822012345' },
      { name: 'Meera', mobile: '9822012345' },
    ],
    ['not signed in, nothing known: the form asks', null, none, null],
  ])('%s', (_name, user, saved, expected) => {
    expect(knownContact(user, saved)).toEqual(expected);
  });
});
