import { describe, expect, it } from 'vitest';
import type { LineSum } from './ledger-rules.js';
import { companyRecipient, documentsOfPayer, splitByPayer } from './payer-split-rules.js';

const line = (key: string, over: Partial<LineSum> = {}): LineSum => ({
  key,
  date: '2026-12-01',
  roomTypeId: '',
  roomTypeName: key,
  gstBp: 500,
  roomNights: 0,
  rentPaise: 100_000,
  taxPaise: 5_000,
  ...over,
});

describe('splitByPayer', () => {
  it('keeps rooms and the guest’s extras together and gives each company its own lines, by GSTIN', () => {
    const room = line('room', { roomTypeId: 'rt1', roomNights: 1 });
    const breakfast = line('breakfast', { folioChargeId: 'c1', sac: '996331' });
    const acme = line('transfer', { folioChargeId: 'c2', sac: '996601', payerName: 'Acme', payerGstin: '30B' });
    const beta = line('laundry', { folioChargeId: 'c3', sac: '999712', payerName: 'Beta', payerGstin: '27A' });
    const acme2 = line('scooter', { folioChargeId: 'c4', sac: '997311', payerName: 'Acme', payerGstin: '30B' });
    const split = splitByPayer(new Map([room, breakfast, acme, beta, acme2].map((l) => [l.key, l])));
    expect([...split.guest.keys()]).toEqual(['room', 'breakfast']);
    expect(split.companies.map((c) => [c.gstin, c.name, [...c.charged.keys()]])).toEqual([
      ['27A', 'Beta', ['laundry']],
      ['30B', 'Acme', ['transfer', 'scooter']],
    ]);
  });
});

describe('documentsOfPayer', () => {
  it('reads a document as a company’s when its lines name the company, the booking’s otherwise', () => {
    const docs = [
      { id: 'a', lines: [{ stayDate: '2026-12-01' }] },
      { id: 'b', lines: [{ stayDate: '2026-12-01', payerGstin: '30B' }] },
    ];
    expect(documentsOfPayer(docs, null).map((d) => d.id)).toEqual(['a']);
    expect(documentsOfPayer(docs, '30B').map((d) => d.id)).toEqual(['b']);
    expect(documentsOfPayer(docs, '27A')).toEqual([]);
  });
});

describe('companyRecipient', () => {
  it('prints the company and the state its GSTIN names, with the guest who stayed', () => {
    expect(
      companyRecipient(
        { name: 'Acme Travel', gstin: '27AAKCS9999M1Z5' },
        { guestName: 'Rohan', guestEmail: null, guestPhone: '9811100001' },
      ),
    ).toEqual({
      name: 'Rohan',
      email: null,
      phone: '9811100001',
      companyName: 'Acme Travel',
      gstin: '27AAKCS9999M1Z5',
      address: null,
      state: '27-Maharashtra',
    });
  });
});
