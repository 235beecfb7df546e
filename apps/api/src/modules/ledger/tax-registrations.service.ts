import { type GstStateCode, gstinStateCode, gstStateCodeOf, gstStates } from '@staybook/contract/gst';
import {
  registrationStateProblem,
  type TaxRegistration,
  type TaxRegistrationInput,
  type TaxRegistrations,
} from '@staybook/contract/tax-registrations';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { validationError } from '../../lib/http-errors.js';
import { recordAudit } from '../audit/audit.repository.js';
import {
  type Registration,
  registrationsInForce,
  seriesOf,
  unregisteredStateProblems,
  unregisteredStates,
} from './registration-rules.js';
import * as repo from './tax-registrations.repository.js';

/**
 * The brand's GST registrations (issue 41): saved in the console, one per state; the home state's comes from
 * configuration (BRAND_GSTIN, BRAND_LEGAL_NAME, BRAND_ADDRESS) until the console saves one for it.
 */

/** The configured registration of the brand's home state (its state is BRAND_GSTIN's first two digits). */
export function homeRegistrationOf(config: Pick<Config, 'brand'>): Registration {
  return {
    stateCode: gstinStateCode(config.brand.gstin),
    gstin: config.brand.gstin,
    legalName: config.brand.legalName,
    address: config.brand.address,
    source: 'configuration',
  };
}

/** Every registration in force, home first. */
export async function registrationsOf(db: DbOrTx, home: Registration): Promise<Registration[]> {
  return registrationsInForce(await repo.savedRegistrations(db), home);
}

/** The GSTIN returns and reports use when none is asked for: the home state's registration in force. */
export async function homeGstinOf(db: DbOrTx, config: Pick<Config, 'brand'>): Promise<string> {
  const home = homeRegistrationOf(config);
  return (await registrationsOf(db, home))[0]?.gstin ?? home.gstin;
}

/** The console's list: every registration with its series and properties, and the states on sale without one. */
export async function listTaxRegistrations(deps: { db: Db; config: Pick<Config, 'brand'> }): Promise<TaxRegistrations> {
  const home = homeRegistrationOf(deps.config);
  const registrations = await registrationsOf(deps.db, home);
  const published = await repo.publishedProperties(deps.db);
  const count = (code: GstStateCode) => published.filter((p) => gstStateCodeOf(p.state) === code).length;
  return {
    registrations: registrations.map((r) => toTaxRegistration(r, home.stateCode, count(r.stateCode))),
    unregistered: unregisteredStates(registrations, published),
  };
}

function toTaxRegistration(r: Registration, homeStateCode: GstStateCode, properties: number): TaxRegistration {
  return {
    ...r,
    state: gstStates[r.stateCode],
    isHome: r.stateCode === homeStateCode,
    series: {
      invoice: seriesOf('invoice', r.stateCode, homeStateCode),
      creditNote: seriesOf('credit_note', r.stateCode, homeStateCode),
      debitNote: seriesOf('debit_note', r.stateCode, homeStateCode),
      receiptVoucher: seriesOf('receipt_voucher', r.stateCode, homeStateCode),
      refundVoucher: seriesOf('refund_voucher', r.stateCode, homeStateCode),
    },
    properties,
  };
}

/**
 * Saves a state's registration (audited). The GSTIN must be one issued in that state: its first two digits are the
 * state's GST code. Documents already issued keep the supplier they were issued with.
 */
export async function saveTaxRegistration(
  deps: { db: Db; config: Pick<Config, 'brand'> },
  stateCode: GstStateCode,
  input: TaxRegistrationInput,
  actor: { actorUserId: string | null; ip: string | null },
  now = new Date(),
): Promise<TaxRegistration> {
  const problem = registrationStateProblem(stateCode, input.gstin);
  if (problem) throw validationError(problem, { field: 'gstin' });
  const row = { stateCode, gstin: input.gstin, legalName: input.legalName, address: input.address };
  await deps.db.transaction(async (tx) => {
    const before = await repo.upsertRegistration(tx, row, actor.actorUserId, now);
    await recordAudit(tx, {
      ...actor,
      action: 'tax_registration.save',
      entityType: 'tax_registration',
      entityId: stateCode,
      before: before ?? null,
      after: row,
    });
  });
  const list = await listTaxRegistrations(deps);
  return list.registrations.find((r) => r.stateCode === stateCode)!;
}

/** Saves registrations as they are (the demo's seed; the console goes through saveTaxRegistration). */
export async function saveRegistrations(db: DbOrTx, registrations: readonly Registration[], now = new Date()) {
  for (const r of registrations) {
    const problem = registrationStateProblem(r.stateCode, r.gstin);
    if (problem) throw new Error(problem);
    const { stateCode, gstin, legalName, address } = r;
    await repo.upsertRegistration(db, { stateCode, gstin, legalName, address }, null, now);
  }
}

/**
 * At start: a published property in a state with no registration would be invoiced from another state's GSTIN.
 * Production refuses to start, naming each property and state; development and tests are told (demo data, a
 * property being set up).
 */
export async function checkRegistrationsAtStart(
  db: DbOrTx,
  config: Pick<Config, 'brand' | 'isProduction'>,
  log: { warn(obj: object, msg?: string): void },
): Promise<void> {
  const home = homeRegistrationOf(config);
  const problems = unregisteredStateProblems(
    unregisteredStates(await registrationsOf(db, home), await repo.publishedProperties(db)),
  );
  if (!problems.length) return;
  if (config.isProduction) throw new UnregisteredStatesError(problems);
  log.warn({ problems }, `GST registrations missing; these stays are invoiced from ${home.gstin} with IGST`);
}

export class UnregisteredStatesError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Refusing to start: GST registrations missing:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}
