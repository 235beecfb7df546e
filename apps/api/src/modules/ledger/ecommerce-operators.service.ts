import {
  type EcommerceOperator,
  type EcommerceOperatorInput,
  type EcommerceSection,
  ecommerceOperatorInputSchema,
} from '@staybook/contract/ecommerce-operators';
import { type GstStateCode, gstStates } from '@staybook/contract/gst';
import type { Db, DbOrTx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import { recordAudit } from '../audit/audit.repository.js';
import * as repo from './ecommerce-operators.repository.js';

/**
 * The register of OTAs the brand sells through (issue 41): e-commerce operators with the section they take part
 * under and their GSTIN per state, kept in the console (money.view, audited) and read by GSTR-1. The desk's OTA
 * booking names one. Designed so that an operator's commission and the TCS it collects can be booked against the same
 * row later (not built).
 */

const toOperator = (r: repo.OperatorRow): EcommerceOperator => ({
  ...r,
  section: r.section as EcommerceSection,
  gstins: r.gstins.map((g) => ({ ...g, state: gstStates[g.stateCode as GstStateCode] ?? g.stateCode })),
});

export async function listEcommerceOperators(db: DbOrTx): Promise<EcommerceOperator[]> {
  return (await repo.operators(db)).map(toOperator);
}

/** Adds (id null) or changes an operator, audited; a name already in the register (any case) is refused. */
export async function saveEcommerceOperator(
  db: Db,
  id: string | null,
  input: EcommerceOperatorInput,
  actor: { actorUserId: string | null; ip: string | null },
  now = new Date(),
): Promise<EcommerceOperator> {
  const parsed = ecommerceOperatorInputSchema.parse(input);
  const row: repo.OperatorWrite = {
    name: parsed.name,
    legalName: parsed.legalName ?? null,
    section: parsed.section,
    active: parsed.active,
    gstins: parsed.gstins,
  };
  try {
    const saved = await db.transaction(async (tx) => {
      const before = id ? (await repo.operators(tx, id))[0] : undefined;
      if (id && !before) throw notFound('E-commerce operator');
      const savedId = await repo.saveOperator(tx, id, row, actor.actorUserId, now);
      await recordAudit(tx, {
        ...actor,
        action: 'ecommerce_operator.save',
        entityType: 'ecommerce_operator',
        entityId: savedId,
        before: before ?? null,
        after: row,
      });
      return savedId;
    });
    return toOperator((await repo.operators(db, saved))[0]!);
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(`${row.name} is already in the register of OTAs: change that one instead.`);
    throw error;
  }
}

/**
 * The operator a desk's OTA booking names: the one chosen by id (it must be in the register and offered), else the
 * one whose name is the channel name typed by an older client (any case), else none (the name alone is kept, and the
 * booking's documents are listed as incomplete for the return). Returns the name to keep on the booking.
 */
export async function operatorOfDeskBooking(
  db: DbOrTx,
  chosen: { ecommerceOperatorId?: string | undefined; channelName?: string | undefined },
): Promise<{ ecommerceOperatorId: string | null; channelName: string | null }> {
  if (chosen.ecommerceOperatorId) {
    const [op] = await repo.operators(db, chosen.ecommerceOperatorId);
    if (!op?.active)
      throw badRequest('That channel is not in the register of OTAs: choose one from the list.', {
        field: 'ecommerceOperatorId',
      });
    return { ecommerceOperatorId: op.id, channelName: op.name };
  }
  if (!chosen.channelName) return { ecommerceOperatorId: null, channelName: null };
  const named = await repo.operatorNamed(db, chosen.channelName);
  return named
    ? { ecommerceOperatorId: named.id, channelName: named.name }
    : { ecommerceOperatorId: null, channelName: chosen.channelName };
}

/** Saves operators as they are (the demo's seed). */
export async function seedEcommerceOperators(db: DbOrTx, list: readonly EcommerceOperatorInput[], now = new Date()) {
  for (const input of list) {
    const parsed = ecommerceOperatorInputSchema.parse(input);
    const existing = await repo.operatorNamed(db, parsed.name);
    await repo.saveOperator(db, existing?.id ?? null, { ...parsed, legalName: parsed.legalName ?? null }, null, now);
  }
}
