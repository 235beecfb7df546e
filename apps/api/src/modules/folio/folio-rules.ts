import type { FolioPayer } from '@staybook/contract/folio';

/**
 * Folios and extras without a database (docs/folios-and-extras.md): an extra's price and GST when the desk posts it,
 * the rate an extra "taxed as the room" takes, and what each payer of a folio is charged.
 */

/** An extra as priced: unit price in paise; rate in basis points, or null for "as the room" (accommodation). */
export interface PricedExtra {
  pricePaise: number;
  gstBp: number | null;
}

/**
 * The rate of an extra taxed as the accommodation it belongs to (a late check-out is part of the room's supply, SAC
 * 996311): the highest slab the booking's room-nights were charged at; 0 when all are exempt. One extra posted: taxable
 * value = unit price × quantity (× nights for one per night or per person), GST rounded to the rupee. The contract's rules, shared with the extras booked online
 * (booking-extras.ts), so the desk and the review page price an extra alike.
 */
export {
  accommodationRateBp,
  extraChargeText,
  priceExtra,
  priceExtraLine as priceCharge,
} from '@staybook/contract/booking-extras';

/** A charge of the folio for the payer split: room lines are the guest's; an extra's payer is chosen when posted. */
export interface PayerCharge {
  payer: FolioPayer;
  payerName: string | null;
  payerGstin: string | null;
  grossPaise: number;
}

/**
 * What each payer is charged: the guest (named as the booking) and each company by its GSTIN, in that order, a payer
 * with nothing charged left out. Grosses are GST included, to the paisa.
 */
export function chargesByPayer(
  guestName: string,
  charges: readonly PayerCharge[],
): Array<{ payer: FolioPayer; name: string; gstin: string | null; grossPaise: number }> {
  const out = new Map<string, { payer: FolioPayer; name: string; gstin: string | null; grossPaise: number }>();
  for (const c of charges) {
    const key = c.payer === 'guest' ? 'guest' : `company:${c.payerGstin}`;
    const row = out.get(key) ?? {
      payer: c.payer,
      name: c.payer === 'guest' ? guestName : (c.payerName ?? ''),
      gstin: c.payer === 'guest' ? null : c.payerGstin,
      grossPaise: 0,
    };
    row.grossPaise += c.grossPaise;
    out.set(key, row);
  }
  return [...out.values()]
    .filter((r) => r.grossPaise !== 0)
    .sort((a, b) => (a.payer === b.payer ? 0 : a.payer === 'guest' ? -1 : 1));
}

/**
 * Check-out settles the folio (issue 44): a stay with extras posted leaves only when nothing is due. A stay without
 * extras keeps the desk's earlier rule (a deposit stay may leave owing, invoiced at check-out: docs/books.md).
 */
export function checkOutRefusal(hasExtras: boolean, duePaise: number): string | null {
  if (!hasExtras || duePaise <= 0) return null;
  return 'The folio has a balance: take the payment (cash, card or UPI) before checking the guest out.';
}
