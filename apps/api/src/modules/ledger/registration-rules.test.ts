import { describe, expect, it } from 'vitest';
import {
  documentNumber,
  propertyAddressLine,
  type Registration,
  registrationsInForce,
  seriesOf,
  supplyFor,
  unregisteredStateProblems,
  unregisteredStates,
} from './registration-rules.js';

const home: Registration = {
  stateCode: '30',
  gstin: '30AAKCS9999M1ZC',
  legalName: 'Staybook Hospitality Private Limited',
  address: 'Dr. Atmaram Borkar Road, Panaji, Goa 403001',
  source: 'configuration',
};
const rajasthan: Registration = {
  stateCode: '08',
  gstin: '08AAKCS9999M1ZZ',
  legalName: 'Staybook Hospitality Private Limited',
  address: 'C-Scheme, Jaipur, Rajasthan 302001',
  source: 'console',
};
const goaSaved: Registration = { ...home, address: 'Patto Plaza, Panaji, Goa 403001', source: 'console' };

describe('which registration issues a stay', () => {
  const all = registrationsInForce([rajasthan], home);
  it.each([
    ['Rajasthan', '08AAKCS9999M1ZZ', '08', true],
    ['Goa', '30AAKCS9999M1ZC', '30', true],
    [' goa ', '30AAKCS9999M1ZC', '30', true],
    // No registration in Karnataka: issued from home, between states (IGST).
    ['Karnataka', '30AAKCS9999M1ZC', '29', false],
    // Not a state the GST portal knows: taken to be at home.
    ['Atlantis', '30AAKCS9999M1ZC', '30', true],
  ] as const)(
    'a property in %s is invoiced from %s, place of supply %s, intra-state %s',
    (state, gstin, pos, intra) => {
      const supply = supplyFor(all, home, state);
      expect([supply.registration.gstin, supply.placeOfSupply, supply.intraState]).toEqual([gstin, pos, intra]);
    },
  );

  it('uses the configuration for the home state until the console saves one, then the saved one', () => {
    expect(registrationsInForce([], home)).toEqual([home]);
    expect(registrationsInForce([rajasthan, goaSaved], home)).toEqual([goaSaved, rajasthan]);
    expect(supplyFor(registrationsInForce([goaSaved], home), home, 'Goa').registration.address).toBe(
      'Patto Plaza, Panaji, Goa 403001',
    );
  });
});

describe('series and numbers per registration', () => {
  it.each([
    ['invoice', '30', 'SB'],
    ['credit_note', '30', 'CN'],
    ['debit_note', '30', 'DN'],
    ['invoice', '08', 'SB08'],
    ['credit_note', '27', 'CN27'],
    ['debit_note', '34', 'DN34'],
  ] as const)('%s in state %s is series %s', (kind, state, series) => {
    expect(seriesOf(kind, state, '30')).toBe(series);
  });

  it.each([
    ['SB', '2026-27', 1, 'SB/26-27/000001'],
    ['CN', '2025-26', 42, 'CN/25-26/000042'],
    ['DN', '2099-00', 999_999, 'DN/99-00/999999'],
    ['SB', '2026-27', 1_234_567, 'SB/26-27/1234567'],
    ['SB08', '2026-27', 1, 'SB08/26-27/00001'],
    ['CN27', '2026-27', 99_999, 'CN27/26-27/99999'],
  ] as const)('%s %s #%i is %s (at most 16 characters)', (series, fy, seq, number) => {
    expect(documentNumber(series, fy, seq)).toBe(number);
    expect(number.length).toBeLessThanOrEqual(16);
  });

  it('refuses a number GST would not accept', () => {
    expect(() => documentNumber('SB', '2026-27', 12_345_678)).toThrow(/longer than 16/);
    expect(() => documentNumber('SB08', '2026-27', 100_000)).toThrow(/longer than 16/);
  });
});

describe('states on sale without a registration', () => {
  const published = [
    { name: 'Lake Pichola Haveli', state: 'Rajasthan' },
    { name: 'Coorg Estate', state: 'Karnataka' },
    { name: 'Bay Villa', state: 'Goa' },
    { name: 'Madikeri Hills', state: 'Karnataka' },
  ];
  it('names each property by state, and nothing when every state is registered', () => {
    const missing = unregisteredStates(registrationsInForce([rajasthan], home), published);
    expect(missing).toEqual([{ state: 'Karnataka', properties: ['Coorg Estate', 'Madikeri Hills'] }]);
    expect(unregisteredStateProblems(missing)[0]).toMatch(
      /^Coorg Estate, Madikeri Hills are published in Karnataka, where the brand has no GST registration/,
    );
    expect(unregisteredStates([home, rajasthan], published.slice(0, 1))).toEqual([]);
  });
});

describe('the property address on a document', () => {
  it.each([
    [
      '12, Baga Road, Calangute, North Goa, Goa 403516',
      'Goa',
      'Goa',
      '12, Baga Road, Calangute, North Goa, Goa 403516',
    ],
    ['Assagao, North Goa', 'Goa', 'Goa', 'Assagao, North Goa'],
    ['7, Lake Palace Road', 'Udaipur', 'Rajasthan', '7, Lake Palace Road, Udaipur, Rajasthan'],
    ['7, Lake Palace Road, Udaipur 313001', 'Udaipur', 'Rajasthan', '7, Lake Palace Road, Udaipur 313001, Rajasthan'],
    [
      '223, Hanuman Ghat, Old City, Rajasthan 313001',
      'Udaipur',
      'Rajasthan',
      '223, Hanuman Ghat, Old City, Udaipur, Rajasthan 313001',
    ],
  ])('%s in %s, %s prints as %s (each place once)', (address, city, state, printed) => {
    expect(propertyAddressLine(address, city, state)).toBe(printed);
  });
});
