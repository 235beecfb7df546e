import { type PartyPrice, type PropertyCard, propertyCardSchema } from '@staybook/contract/catalogue';

/**
 * The property list's answer as the bytes the route's zod serialiser would send (issue 42), assembled from JSON
 * fragments instead of encoding every card through zod per request:
 *
 * - a card's columns and pictures (everything but its price) depend only on the read model's row of the property,
 *   which every change the list reads replaces (search-index-rules.ts putProperties): their encoding is made once per
 *   row, by zod (propertyCardSchema without `price`, so validated as the route would), and kept on the row;
 * - the price (the only part that depends on the stay and the party) and the envelope are written here, each value
 *   checked as the schema checks it (a finite number, a safe integer, a string); anything that would not pass makes
 *   the whole answer go the ordinary way (`null`), where zod answers as it always did.
 *
 * JSON.stringify is compositional (an object's text is its keys' texts in order) and zod's output lists an object's
 * keys in its schema's order, `price` last in a card's: so the assembled text is byte for byte what
 * JSON.stringify(zod's encoding of the whole answer) is. search-answer.int.test.ts holds the two to each other over
 * generated searches.
 */

/** A card's columns (every field of the card but `price`), as catalogue.service.ts builds them. */
export type CardColumns = Omit<PropertyCard, 'price'>;

const cardColumnsSchema = propertyCardSchema.omit({ price: true });

/** A card's text up to its price: `{"id":…,…,"isGuestFavorite":…` (no closing brace). */
const columnsText = new WeakMap<object, string>();

/**
 * The encoded columns of a card, kept per model row (`row`: replaced whenever the property changes); null when they
 * do not pass the schema (nothing kept: the ordinary way answers, and zod refuses them there as it always did).
 */
export function cardColumnsText(row: object, columns: () => CardColumns): string | null {
  let text = columnsText.get(row);
  if (text === undefined) {
    const encoded = cardColumnsSchema.safeEncode(columns());
    if (!encoded.success) return null;
    const json = JSON.stringify(encoded.data);
    text = json.slice(0, -1);
    columnsText.set(row, text);
  }
  return text;
}

const isInt = (n: unknown): n is number => Number.isSafeInteger(n);
const isNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** `,"price":{…}}`: a card's price and its closing brace, or null when a value would not pass the schema. */
export function cardPriceText(price: { min: number | null; taxes: number; party: PartyPrice }): string | null {
  const { min, taxes, party } = price;
  if (!(min === null || isNumber(min)) || !isNumber(taxes)) return null;
  if (!isInt(party.rooms) || !isInt(party.nights) || !isNumber(party.total) || !isNumber(party.taxes)) return null;
  let lines = '';
  for (const [i, l] of party.placement.entries()) {
    if (typeof l.roomId !== 'string' || !isInt(l.roomCount) || !isInt(l.adults) || !isInt(l.children)) return null;
    let plan = '';
    if (l.ratePlanId !== undefined) {
      if (typeof l.ratePlanId !== 'string') return null;
      plan = `,"ratePlanId":${JSON.stringify(l.ratePlanId)}`;
    }
    lines += `${i === 0 ? '' : ','}{"roomId":${JSON.stringify(l.roomId)}${plan},"roomCount":${l.roomCount},"adults":${l.adults},"children":${l.children}}`;
  }
  return (
    `,"price":{"min":${min},"currency":"INR","taxes":${taxes},"party":{"rooms":${party.rooms},"nights":${party.nights},` +
    `"total":${party.total},"taxes":${party.taxes},"placement":[${lines}]}}}`
  );
}

/** The list's whole answer around its cards' texts, or null when a figure would not pass the schema. */
export function listAnswerText(
  cards: readonly string[],
  figures: {
    total: number;
    page: number;
    limit: number;
    totalPages: number;
    checkInDate: number;
    checkOutDate: number;
  },
): string | null {
  const { total, page, limit, totalPages, checkInDate, checkOutDate } = figures;
  if (![total, page, limit, totalPages, checkInDate, checkOutDate].every(isInt)) return null;
  return (
    `{"success":true,"data":{"data":[${cards.join(',')}],"total":${total},"page":${page},"limit":${limit},` +
    `"totalPages":${totalPages},"checkInDate":${checkInDate},"checkOutDate":${checkOutDate}}}`
  );
}
