import { type IsoDate, paiseToRupees, todayIst, unixToIstDate } from '@staybook/contract';
import { formatIndianMobile } from '@staybook/contract/phone';
import { UNLOCK_NAME_REQUIRED, type UnlockQuote } from '@staybook/contract/price-unlock';
import type { GstSlab } from '../../config.js';
import type { Db } from '../../db/client.js';
import { notFound, validationError } from '../../lib/http-errors.js';
import { assertStayDates, partyStayPrices, type Quote, type QuoteInput, quoteStay } from '../pricing/index.js';
import {
  fillAccountName,
  findAccountContact,
  findUnlockProperty,
  insertPriceUnlock,
} from './price-unlock.repository.js';

export interface UnlockInput {
  /** Left out only by a signed-in guest (the account's name is used). */
  name?: string | undefined;
  mobile: string;
  propertyId: string;
  checkInDate: number;
  checkOutDate: number;
  adults: number;
  children: number;
  roomIds?: Array<{ id: string; roomCount: number }> | undefined;
}

export interface UnlockContext {
  db: Db;
  gstSlabs: GstSlab[];
  now: Date;
  userId: string | null;
  ip: string | null;
}

export interface UnlockResult {
  id: string;
  quote: UnlockQuote | null;
  propertyUrl: string | null;
}

/**
 * Records who asked for the price of a stay and answers with the stay's total from the pricing rules:
 * the rooms the request names, or the party's placement the list priced (the cheapest rooms that seat it).
 * A stay with nothing free is still recorded (the lead is real); its quote is null.
 */
export async function unlockPrice(input: UnlockInput, ctx: UnlockContext): Promise<UnlockResult> {
  const stay = { checkIn: unixToIstDate(input.checkInDate), checkOut: unixToIstDate(input.checkOutDate) };
  assertStayDates(stay, todayIst(ctx.now));
  const name = await unlockName(ctx, input);

  const property = await findUnlockProperty(ctx.db, input.propertyId);
  if (property?.status !== 'active') throw notFound('Property');

  const choice = input.roomIds?.length
    ? input.roomIds.map((r) => ({ roomTypeId: r.id, roomCount: r.roomCount }))
    : await cheapestRooms(ctx, input, stay);
  const quote = choice
    ? await quoteStay(
        ctx.db,
        { propertyId: property.id, rooms: choice, ...stay, now: ctx.now, guestId: ctx.userId },
        ctx.gstSlabs,
      )
    : null;
  const unlockQuote = quote ? toUnlockQuote(quote) : null;

  const saved = await insertPriceUnlock(ctx.db, {
    name,
    mobile: input.mobile,
    propertyId: property.id,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    adults: input.adults,
    children: input.children,
    quotedTotalPaise: quote ? quote.totalPostTaxPaise : null,
    userId: ctx.userId,
    ip: ctx.ip,
  });
  return { id: saved.id, quote: unlockQuote, propertyUrl: property.externalUrl };
}

/**
 * Who the lead is: the name given, which also becomes a signed-in guest's profile name when their account has none
 * (a name is asked once, issue 24); else a signed-in guest's account name, or their mobile when they never gave one.
 */
async function unlockName(ctx: UnlockContext, input: UnlockInput): Promise<string> {
  const given = input.name?.trim();
  if (given) {
    if (ctx.userId) await fillAccountName(ctx.db, ctx.userId, given, ctx.now);
    return given;
  }
  const account = ctx.userId ? await findAccountContact(ctx.db, ctx.userId) : undefined;
  if (!account) throw validationError(UNLOCK_NAME_REQUIRED);
  return account.name?.trim() || formatIndianMobile(account.phone);
}

/**
 * The party's placement for the stay, as the list prices it (issue 24 item 1: pricing partyStayPrices, the cheapest
 * rooms that seat the whole party, each under its plan with its guests), so the property page's unlocked total is the
 * list's figure with its GST; null when the property cannot place the party.
 */
async function cheapestRooms(
  ctx: UnlockContext,
  input: UnlockInput,
  stay: { checkIn: IsoDate; checkOut: IsoDate },
): Promise<QuoteInput['rooms'] | null> {
  const party = { adults: input.adults, children: input.children, guestId: ctx.userId };
  const placed = (await partyStayPrices(ctx.db, [input.propertyId], stay, party, ctx.now, ctx.gstSlabs)).get(
    input.propertyId,
  );
  if (!placed) return null;
  return placed.lines.map((l) => ({
    roomTypeId: l.roomTypeId,
    roomCount: l.roomCount,
    adults: l.adults,
    children: l.children,
    ...(l.ratePlanId ? { ratePlanId: l.ratePlanId } : {}),
  }));
}

function toUnlockQuote(quote: Quote): UnlockQuote {
  return {
    nights: quote.nights,
    rooms: quote.rooms.map((r) => ({ id: r.roomTypeId, name: r.name, roomCount: r.roomCount })),
    totalRoomRent: paiseToRupees(quote.totalRoomRentPaise),
    tax: paiseToRupees(quote.taxPaise),
    totalPreTax: paiseToRupees(quote.totalPreTaxPaise),
    totalPostTax: paiseToRupees(quote.totalPostTaxPaise),
  };
}
