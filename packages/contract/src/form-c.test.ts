import { describe, expect, it } from 'vitest';
import {
  type FormCGuestInput,
  formCGuestIssues,
  formCGuestSchema,
  formCGuestSchemaOn,
  formCState,
  formCTimeText,
  markFormCSubmittedSchema,
} from './form-c';

const today = '2026-12-10';

const valid: FormCGuestInput = {
  surname: 'Silva',
  givenName: 'João',
  sex: 'M',
  dateOfBirth: '1985-06-30',
  nationality: 'Portugal',
  homeAddress: 'Rua Augusta 10, Lisboa',
  passportNumber: 'cb 123456',
  passportPlaceOfIssue: 'Lisboa',
  passportIssuedOn: '2019-01-15',
  passportExpiresOn: '2029-01-14',
  visaNumber: 'ev998877',
  visaType: 'e-Tourist',
  visaPlaceOfIssue: 'New Delhi',
  visaIssuedOn: '2026-11-01',
  visaExpiresOn: '2027-01-30',
  arrivedFrom: 'Lisbon, Portugal',
  arrivedInIndiaOn: '2026-12-08',
  portOfArrival: 'Goa (Dabolim) airport',
  arrivedAtHotelOn: '2026-12-09',
  arrivedAtHotelTime: '14:20',
  departureOn: '2026-12-12',
  purposeOfVisit: 'Tourism',
  nextDestination: 'Mumbai, India',
  contactInIndia: '',
};

const issuesOf = (over: Partial<FormCGuestInput>) =>
  formCGuestIssues(formCGuestSchema.parse({ ...valid, ...over }), today).map((i) => `${i.path}: ${i.message}`);

describe('Form C guest details', () => {
  it('keeps passport and visa numbers in capitals without spaces, and leaves empty optionals out', () => {
    const parsed = formCGuestSchema.parse(valid);
    expect(parsed.passportNumber).toBe('CB123456');
    expect(parsed.visaNumber).toBe('EV998877');
    expect(parsed.contactInIndia).toBeUndefined();
    expect(formCGuestIssues(parsed, today)).toEqual([]);
  });

  it.each([
    [{ dateOfBirth: '2026-12-11' }, 'dateOfBirth: the date of birth cannot be in the future'],
    [
      { passportExpiresOn: '2026-12-08' },
      'passportExpiresOn: the passport expired on 08 Dec 2026, before the guest arrived (09 Dec 2026)',
    ],
    [
      { visaExpiresOn: '2026-12-01' },
      'visaExpiresOn: the visa expired on 01 Dec 2026, before the guest arrived (09 Dec 2026)',
    ],
    [{ visaExpiresOn: '' }, 'visaExpiresOn: enter the visa’s date of expiry (only an OCI card has none)'],
    [
      { passportIssuedOn: '1980-01-01' },
      'passportIssuedOn: the passport cannot have been issued before the date of birth',
    ],
    [{ passportExpiresOn: '2019-01-15' }, 'passportExpiresOn: the passport’s expiry must be after its date of issue'],
    [
      { arrivedInIndiaOn: '2026-12-10' },
      'arrivedInIndiaOn: the arrival in India must be on or before the arrival at the hotel',
    ],
    [{ arrivedInIndiaOn: '2026-10-30' }, 'arrivedInIndiaOn: the arrival in India cannot be before the visa was issued'],
    [
      { arrivedAtHotelOn: '2026-12-11', departureOn: '2026-12-12' },
      'arrivedAtHotelOn: the arrival at the hotel cannot be in the future',
    ],
    [{ departureOn: '2026-12-08' }, 'departureOn: the departure must be on or after the arrival at the hotel'],
    [{ nationality: 'indian' }, 'nationality: Form C is for foreign nationals: an Indian citizen is not reported'],
  ])('refuses %o with a message under its field', (over, message) => {
    expect(issuesOf(over)).toContain(message);
  });

  it('needs no visa expiry for an OCI card (a lifelong card)', () => {
    expect(issuesOf({ visaType: 'OCI card', visaExpiresOn: '' })).toEqual([]);
  });

  it('puts the shape’s and the rules’ messages under the fields in the form’s schema', () => {
    const result = formCGuestSchemaOn(today).safeParse({ ...valid, passportNumber: '!!', dateOfBirth: '2030-01-01' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toContain('passportNumber');
    expect(formCGuestSchemaOn(today).safeParse({ ...valid, dateOfBirth: '2030-01-01' }).error?.issues).toContainEqual(
      expect.objectContaining({ path: ['dateOfBirth'], message: 'the date of birth cannot be in the future' }),
    );
  });

  it('refuses a date that is not on the calendar and a time that is not on the clock', () => {
    const result = formCGuestSchema.safeParse({ ...valid, visaIssuedOn: '2026-02-30', arrivedAtHotelTime: '24:10' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['visaIssuedOn', 'must be a real calendar date'],
      ['arrivedAtHotelTime', 'enter the time of arrival at the hotel (HH:MM)'],
    ]);
  });
});

describe('Form C due and overdue', () => {
  const due = 1_000_000;
  it('is due until the 24 hours are up, overdue after, and submitted once marked', () => {
    expect(formCState(due, null, due)).toBe('due');
    expect(formCState(due, null, due + 1)).toBe('overdue');
    expect(formCState(due, due + 50, due + 100)).toBe('submitted');
  });

  it('says the time left or overdue in hours and minutes', () => {
    expect(formCTimeText(due, due - 5 * 3600 - 20 * 60)).toBe('Due in 5 h 20 min');
    expect(formCTimeText(due, due - 45 * 60)).toBe('Due in 45 min');
    expect(formCTimeText(due, due + 2 * 3600)).toBe('Overdue by 2 h');
    expect(formCTimeText(due, due + 26 * 3600 + 60)).toBe('Overdue by 26 h 1 min');
  });

  it('asks the FRRO reference as the portal gives it', () => {
    expect(markFormCSubmittedSchema.safeParse({ frroReference: ' GOA/2026/0001 ' }).data?.frroReference).toBe(
      'GOA/2026/0001',
    );
    expect(markFormCSubmittedSchema.safeParse({ frroReference: 'a' }).error?.issues[0]?.message).toBe(
      'enter the FRRO application or reference number',
    );
    expect(markFormCSubmittedSchema.safeParse({ frroReference: 'GOA 1; DROP' }).success).toBe(false);
  });
});
