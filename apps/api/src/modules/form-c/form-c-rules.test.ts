import { randomBytes } from 'node:crypto';
import { formCGuestSchema } from '@staybook/contract/form-c';
import { describe, expect, it } from 'vitest';
import { arrivalInstant, istDateAndTime, portalDate, retentionCheckOutBefore } from './form-c-rules';
import { openDetails, sealDetails } from './form-c-sealing';

describe('Form C rules', () => {
  it('reads the arrival as IST and writes it back the same, across midnight UTC', () => {
    const at = arrivalInstant('2026-12-31', '02:15');
    expect(at.toISOString()).toBe('2026-12-30T20:45:00.000Z');
    expect(istDateAndTime(at)).toEqual({ date: '2026-12-31', time: '02:15' });
  });

  it('writes dates day first, as the portal does', () => {
    expect(portalDate('2024-02-29')).toBe('29/02/2024');
    expect(portalDate(undefined)).toBe('');
  });

  it('keeps records until the retention days after check-out have passed, counted in IST days', () => {
    // 1 Jan 2028 00:30 IST is still 31 Dec 2027 in UTC: the IST day counts.
    const now = new Date('2027-12-31T19:00:00Z');
    expect(retentionCheckOutBefore(now, 365)).toBe('2027-01-01');
    expect(retentionCheckOutBefore(new Date('2027-03-01T06:00:00Z'), 365)).toBe('2026-03-01');
  });
});

describe('Form C sealing', () => {
  const details = formCGuestSchema.parse({
    surname: 'Tanaka',
    givenName: 'Yui',
    sex: 'F',
    dateOfBirth: '1995-03-03',
    nationality: 'Japan',
    homeAddress: '1-2-3 Shibuya, Tokyo',
    passportNumber: 'TZ1234567',
    passportPlaceOfIssue: 'Tokyo',
    passportIssuedOn: '2021-05-05',
    passportExpiresOn: '2031-05-05',
    visaNumber: 'OCI12345',
    visaType: 'OCI card',
    visaPlaceOfIssue: 'Tokyo',
    visaIssuedOn: '2022-01-01',
    arrivedFrom: 'Tokyo, Japan',
    arrivedInIndiaOn: '2026-12-01',
    portOfArrival: 'Mumbai airport',
    arrivedAtHotelOn: '2026-12-02',
    arrivedAtHotelTime: '11:00',
    departureOn: '2026-12-05',
    purposeOfVisit: 'Tourism',
    nextDestination: 'Kochi, India',
  });
  const key = randomBytes(32);

  it('opens what it sealed for the same record, and shows nothing in clear', () => {
    const sealed = sealDetails(key, 'guest-1', details);
    expect(Buffer.from(sealed, 'base64').toString('latin1')).not.toContain('TZ1234567');
    expect(sealed).not.toContain('Tanaka');
    expect(openDetails(key, 'guest-1', sealed)).toEqual(details);
  });

  it('refuses to open a sealed value moved to another record, or under another key', () => {
    const sealed = sealDetails(key, 'guest-1', details);
    expect(() => openDetails(key, 'guest-2', sealed)).toThrow();
    expect(() => openDetails(randomBytes(32), 'guest-1', sealed)).toThrow();
  });
});
