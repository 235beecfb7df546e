import { type GstStateCode, gstinCheckCharacter, gstStateCodeOf } from '@staybook/contract/gst';
import type { Config } from '../config.js';
import type { DbOrTx } from '../db/client.js';
import {
  homeRegistrationOf,
  type Registration,
  saveRegistrations,
  seedEcommerceOperators,
} from '../modules/ledger/index.js';
import { cityPlans } from './places.js';

/**
 * The demo's GST registrations (issue 41): one in every state it has properties in, so each property is invoiced
 * from its own state with CGST + SGST. Fictional: the demo company's PAN (AAKCS9999M) with each state's code and a
 * check character that passes the GSTIN's rule. The home state's is the configuration's (BRAND_GSTIN), so a
 * developer's own BRAND_* settings are never overwritten by the demo's.
 */
const DEMO_PAN = 'AAKCS9999M';
const DEMO_LEGAL_NAME = 'Staybook Hospitality Private Limited (demo)';

/** A registered office per state, in the city the demo's properties are in (fictional buildings, real roads). */
const demoOffices: Partial<Record<GstStateCode, string>> = {
  '27': 'Office 702, Demo Towers, Linking Road, Bandra West, Mumbai, Maharashtra 400050',
  '08': 'Demo Chambers, Sardar Patel Marg, C-Scheme, Jaipur, Rajasthan 302001',
  '02': 'Demo Lodge, The Mall, Manali, Himachal Pradesh 175131',
  '29': 'Demo Buildings, College Road, Madikeri, Karnataka 571201',
  '34': 'Demo House, Rue Romain Rolland, White Town, Puducherry 605001',
};

/** The demo's GSTIN in a state: its code, the demo PAN, entity 1, 'Z', and the check character. */
export function demoGstin(stateCode: GstStateCode): string {
  const first14 = `${stateCode}${DEMO_PAN}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

/**
 * The registrations the demo saves: home from configuration, every other state of the demo's cities its own. Seeded
 * without a configuration, Goa (the demo's home) is left to the running server's BRAND_GSTIN.
 */
export function demoRegistrations(config: Pick<Config, 'brand'> | undefined): Registration[] {
  const home = config ? homeRegistrationOf(config) : null;
  const states = [...new Set(cityPlans.map((c) => gstStateCodeOf(c.state)).filter((c) => c !== null))].filter(
    (code) => home || code !== '30',
  );
  return states.map((stateCode) =>
    home && stateCode === home.stateCode
      ? { ...home, source: 'console' as const }
      : {
          stateCode,
          gstin: demoGstin(stateCode),
          legalName: home?.legalName ?? DEMO_LEGAL_NAME,
          address:
            demoOffices[stateCode] ??
            `Demo House, ${cityPlans.find((c) => gstStateCodeOf(c.state) === stateCode)?.name}`,
          source: 'console' as const,
        },
  );
}

/** Saves the demo's registrations (before its history issues a document). */
export async function insertDemoRegistrations(db: DbOrTx, config: Pick<Config, 'brand'> | undefined): Promise<void> {
  await saveRegistrations(db, demoRegistrations(config));
}

/**
 * The OTAs the demo sells through (issue 41's register of e-commerce operators): each collects TCS (s.52) and has a
 * GSTIN in every demo state. Fictional PANs with the state's code and a passing check character, so the demo's
 * returns fill Table 14 without naming a real company's registration.
 */
const demoOperators = [
  { name: 'Booking.com', legalName: 'Booking.com (demo operator)', pan: 'AAHCB7777K' },
  { name: 'MakeMyTrip', legalName: 'MakeMyTrip (demo operator)', pan: 'AAGCM7777Q' },
  { name: 'Airbnb', legalName: 'Airbnb (demo operator)', pan: 'AAKCA7777H' },
] as const;

export function demoOperatorGstin(pan: string, stateCode: GstStateCode): string {
  const first14 = `${stateCode}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

/** Saves the demo's register of OTAs, each with a GSTIN in every state the demo registers. */
export async function insertDemoEcommerceOperators(db: DbOrTx): Promise<void> {
  const states = [...new Set(cityPlans.map((c) => gstStateCodeOf(c.state)).filter((c) => c !== null))];
  await seedEcommerceOperators(
    db,
    demoOperators.map((o) => ({
      name: o.name,
      legalName: o.legalName,
      section: '52' as const,
      gstins: states.map((stateCode) => ({ stateCode, gstin: demoOperatorGstin(o.pan, stateCode) })),
    })),
  );
}
