import { type GstStateCode, gstStateCodeOf, gstStates } from '@staybook/contract/gst';

/**
 * Which of the brand's GST registrations issues a property's documents, and under which series (issue 41). Pure:
 * the registrations are given.
 *
 * Accommodation is supplied where the property stands (IGST Act s.12(3)), so a property is invoiced from the
 * registration of its state and its stay is intra-state (CGST + SGST of that state). A state with no registration
 * (production refuses to start with a published property in one; development only warns) falls back to the home
 * registration, which then charges IGST as before.
 */

/** A GST registration of the brand: the supplier printed on the documents it issues. */
export interface Registration {
  stateCode: GstStateCode;
  gstin: string;
  legalName: string;
  /** As printed: the registered address with its state and PIN, nothing appended. */
  address: string;
  /** 'configuration': the home state's BRAND_GSTIN, standing in until the console saves a registration for it. */
  source: 'console' | 'configuration';
}

export type DocumentKind = 'invoice' | 'credit_note' | 'debit_note' | 'receipt_voucher' | 'refund_voucher';

/**
 * The home registration's series, unchanged since the first document ('SB/26-27/000123'); receipt and refund vouchers
 * (advances, rules 50 and 51) have their own ('RV', 'RF').
 */
export const HOME_SERIES = {
  invoice: 'SB',
  credit_note: 'CN',
  debit_note: 'DN',
  receipt_voucher: 'RV',
  refund_voucher: 'RF',
} as const satisfies Record<DocumentKind, string>;

/**
 * The series of a registration's documents of a kind: the home state's keep their prefixes, so documents issued
 * before registrations per state stay valid and their numbers continue; another state's carry its GST code
 * ('SB08' invoices, 'CN08' credit notes in Rajasthan), so every number is unique across the brand and a series
 * belongs to one GSTIN, as GSTR-1's documents table wants.
 */
export function seriesOf(kind: DocumentKind, stateCode: GstStateCode, homeStateCode: GstStateCode): string {
  return stateCode === homeStateCode ? HOME_SERIES[kind] : `${HOME_SERIES[kind]}${stateCode}`;
}

/** The most characters a document number may have (CGST rule 46(b)). */
export const DOCUMENT_NUMBER_MAX = 16;

/**
 * 'SB/26-27/000123' or 'SB08/26-27/00123': series, financial year ('2026-27' → '26-27') and the sequence, zero-padded
 * to fill the 16 characters the law allows (six digits at home, five in another state's longer series).
 */
export function documentNumber(series: string, financialYear: string, sequence: number): string {
  const fy = `${financialYear.slice(2, 4)}-${financialYear.slice(5, 7)}`;
  const digits = Math.min(6, DOCUMENT_NUMBER_MAX - series.length - fy.length - 2);
  const number = `${series}/${fy}/${String(sequence).padStart(digits, '0')}`;
  if (number.length > DOCUMENT_NUMBER_MAX)
    throw new Error(`document number ${number} is longer than ${DOCUMENT_NUMBER_MAX} characters`);
  return number;
}

/**
 * The registrations in force: those saved in the console, and the configured home registration for the home state
 * when the console has none for it (so a deployment with only BRAND_GSTIN keeps invoicing as before). Home first,
 * then by state code.
 */
export function registrationsInForce(saved: readonly Registration[], home: Registration): Registration[] {
  const all = saved.some((r) => r.stateCode === home.stateCode) ? [...saved] : [home, ...saved];
  return all.sort((a, b) =>
    a.stateCode === home.stateCode ? -1 : b.stateCode === home.stateCode ? 1 : a.stateCode.localeCompare(b.stateCode),
  );
}

export interface Supply {
  /** Who issues the document. */
  registration: Registration;
  /** The property's state (its GST code): where accommodation is supplied. */
  placeOfSupply: GstStateCode;
  /** CGST + SGST when the registration is in the place of supply; IGST otherwise. */
  intraState: boolean;
}

/**
 * The supply of a stay at a property in `propertyState` (a state's name as the catalogue writes it): from that
 * state's registration, intra-state; from home with IGST when the state has none. A property whose state is not a
 * GST state or union territory is taken to be at home.
 */
export function supplyFor(
  registrations: readonly Registration[],
  home: Registration,
  propertyState: string | null,
): Supply {
  const placeOfSupply = (propertyState && gstStateCodeOf(propertyState)) || home.stateCode;
  const registration =
    registrations.find((r) => r.stateCode === placeOfSupply) ??
    registrations.find((r) => r.stateCode === home.stateCode) ??
    home;
  return { registration, placeOfSupply, intraState: registration.stateCode === placeOfSupply };
}

/** A published property and the state it stands in (the catalogue's name of it). */
export interface PublishedProperty {
  name: string;
  state: string;
}

/**
 * Published properties whose state has no registration, by state (a state the GST portal does not know counts as
 * unregistered: its code cannot be found), in the words production refuses to start with.
 */
export function unregisteredStates(
  registrations: readonly Registration[],
  properties: readonly PublishedProperty[],
): Array<{ state: string; properties: string[] }> {
  const registered = new Set(registrations.map((r) => r.stateCode));
  const byState = new Map<string, string[]>();
  for (const p of properties) {
    const code = gstStateCodeOf(p.state);
    if (code && registered.has(code)) continue;
    const state = code ? gstStates[code] : p.state;
    byState.set(state, [...(byState.get(state) ?? []), p.name]);
  }
  return [...byState].map(([state, names]) => ({ state, properties: names.sort() }));
}

/** One line per state: what production says when it refuses to start. */
export function unregisteredStateProblems(unregistered: ReturnType<typeof unregisteredStates>): string[] {
  return unregistered.map(
    ({ state, properties }) =>
      `${properties.join(', ')} ${properties.length === 1 ? 'is' : 'are'} published in ${state}, where the brand has no GST registration: add ${state}'s GSTIN in the console (Money → GST registrations) or take ${properties.length === 1 ? 'the property' : 'them'} off sale.`,
  );
}

/**
 * The property's address as printed on a document: the catalogue's address, with its city and state only where it
 * does not already name them (the demo's addresses end with the state and PIN, and 'Goa, Goa' was printed); a city
 * the address lacks goes before the state it names ('Old City, Udaipur, Rajasthan 313001').
 */
export function propertyAddressLine(address: string, city: string, state: string): string {
  const parts = address
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const names = (text: string, word: string) =>
    new RegExp(`(^|[^A-Za-z])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^A-Za-z]|$)`, 'i').test(text);
  const cityName = city.trim();
  const stateName = state.trim();
  if (cityName && !names(parts.join(', '), cityName)) {
    const at = stateName ? parts.findIndex((p) => names(p, stateName)) : -1;
    parts.splice(at === -1 ? parts.length : at, 0, cityName);
  }
  if (stateName && !names(parts.join(', '), stateName)) parts.push(stateName);
  return parts.join(', ');
}
