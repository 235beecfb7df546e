import {
  accommodationRateBp,
  type BookingExtraChoice,
  EXTRA_NOT_OFFERED_MESSAGE,
  extrasFieldsOf,
  extrasGrossPaise,
  type GuestExtra,
  priceExtra,
} from '@staybook/contract/booking-extras';
import { translated, translationKey } from '@staybook/contract/content-translations';
import type { ExtraUnit } from '@staybook/contract/folio';
import { DEFAULT_LANGUAGE, type Language } from '@staybook/contract/languages';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { GstSlab } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import type { OnlineExtraLine } from '../../db/schema/bookings.js';
import { contentTranslations, extras } from '../../db/schema/index.js';
import { badRequest } from '../../lib/http-errors.js';
import { type StayQuote, supplyOf } from './pricing-rules.js';

/**
 * Extras at booking (docs/folios-and-extras.md): the extras a property offers guests online (active, marked "offered
 * to guests online" in the console, listed for the property or for every one), and the chosen ones priced against a
 * quote, each as its own line with the extra's own SAC and rate (an extra "as the room" at the stay's highest slab).
 * Read only: the booking stores the lines it was sold at, the folio posts them when it is confirmed.
 */

export type OfferedExtraRow = Pick<
  typeof extras.$inferSelect,
  'id' | 'name' | 'description' | 'sac' | 'gstBp' | 'pricePaise' | 'unit'
>;

export async function extrasOfferedOnline(db: DbOrTx, propertyId: string): Promise<OfferedExtraRow[]> {
  return db
    .select({
      id: extras.id,
      name: extras.name,
      description: extras.description,
      sac: extras.sac,
      gstBp: extras.gstBp,
      pricePaise: extras.pricePaise,
      unit: extras.unit,
    })
    .from(extras)
    .where(
      and(
        eq(extras.active, true),
        eq(extras.offeredOnline, true),
        sql`(cardinality(${extras.propertyIds}) = 0 or ${propertyId}::uuid = any(${extras.propertyIds}))`,
      ),
    )
    .orderBy(asc(extras.name));
}

/**
 * The extras' names and descriptions in the page's language (docs/languages.md, "Content per language": the brand's
 * own words, rows without a property); null for English, which reads nothing more.
 */
export async function extraWords(db: DbOrTx, lang: Language | undefined): Promise<ReadonlyMap<string, string> | null> {
  if (!lang || lang === DEFAULT_LANGUAGE) return null;
  const rows = await db
    .select({ id: contentTranslations.entityId, field: contentTranslations.field, value: contentTranslations.value })
    .from(contentTranslations)
    .where(
      and(
        isNull(contentTranslations.propertyId),
        eq(contentTranslations.entityKind, 'extra'),
        eq(contentTranslations.language, lang),
      ),
    );
  return new Map(rows.map((r) => [translationKey('extra', r.id, r.field), r.value]));
}

/** An offered extra as the guest reads it, in the page's language where its words are entered (`words`). */
export function toGuestExtra(row: OfferedExtraRow, words: ReadonlyMap<string, string> | null = null): GuestExtra {
  return {
    id: row.id,
    name: translated(words, 'extra', row.id, 'name', row.name),
    description: translated(words, 'extra', row.id, 'description', row.description),
    price: row.pricePaise / 100,
    unit: row.unit as ExtraUnit,
    gstRate: row.gstBp === null ? null : row.gstBp / 100,
    sac: row.sac,
  };
}

/**
 * Checks the guest's choice against what the property offers online: every extra must be one of them (400 in words
 * otherwise). Answers the rows chosen, in the guest's order. Call it before anything is held.
 */
export function chosenExtras(
  offered: readonly OfferedExtraRow[],
  choices: readonly BookingExtraChoice[],
): Array<{ row: OfferedExtraRow; quantity: number }> {
  const byId = new Map(offered.map((e) => [e.id, e]));
  return choices.map((c) => {
    const row = byId.get(c.extraId);
    if (!row) throw badRequest(EXTRA_NOT_OFFERED_MESSAGE);
    return { row, quantity: c.quantity };
  });
}

/**
 * The chosen extras priced for a quoted stay: "as the room" at the highest slab any of its room-nights is taxed at; an
 * extra per night or per person counted over every night of the stay (booking-extras `priceExtra`).
 */
export function priceOnlineExtras(
  chosen: ReadonlyArray<{ row: OfferedExtraRow; quantity: number }>,
  quote: Pick<StayQuote, 'rooms' | 'nights'>,
  slabs: GstSlab[],
): OnlineExtraLine[] {
  if (chosen.length === 0) return [];
  const roomRateBp = accommodationRateBp(quote.rooms.flatMap((r) => supplyOf(r, slabs).map((s) => s.gstBp)));
  return chosen.map(({ row, quantity }) => ({
    extraId: row.id,
    name: row.name,
    sac: row.sac,
    unit: row.unit as ExtraUnit,
    quantity,
    unitPricePaise: row.pricePaise,
    ...priceExtra({ ...row, unit: row.unit as ExtraUnit }, { quantity, nights: quote.nights }, roomRateBp),
  }));
}

/**
 * A pricing answer with the chosen extras: their lines and total, the rooms' total with them, and what is due online
 * (the rooms' part by their payment policy, plus every extra in full). The rooms' own figures do not change.
 */
export async function withOnlineExtras<T extends { amountDueNow?: number | undefined }>(
  db: DbOrTx,
  data: T,
  quote: Pick<StayQuote, 'rooms' | 'nights' | 'totalPostTaxPaise'> & {
    property: { id: string };
    due: { dueNowPaise: number };
  },
  choices: readonly BookingExtraChoice[] | undefined,
  slabs: GstSlab[],
): Promise<T> {
  if (!choices?.length) return data;
  const lines = priceOnlineExtras(
    chosenExtras(await extrasOfferedOnline(db, quote.property.id), choices),
    quote,
    slabs,
  );
  return {
    ...data,
    ...extrasFieldsOf(lines, quote.totalPostTaxPaise),
    amountDueNow: (quote.due.dueNowPaise + extrasGrossPaise(lines)) / 100,
  };
}
