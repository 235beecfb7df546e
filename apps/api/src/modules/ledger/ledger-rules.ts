import type { IsoDate } from '@staybook/contract';
import { documentSign } from '@staybook/contract/business-invoice';
import { splitTaxPaise } from '@staybook/contract/gst';
import { addDays, stayNights } from '@staybook/contract/stay-dates';

/**
 * The books' arithmetic, without a database (decision 011). A booking's charge is a set of room-night lines (night,
 * room type, GST rate); the ledger holds what each line was sold for, given back and kept; documents are the
 * difference between what the ledger says is charged and what was already invoiced.
 */

/** GST rates a legacy booking's line can be read back at (basis points). */
const KNOWN_RATES_BP = [0, 500, 1200, 1800, 2800];

/** One night of one room line at one tariff: `rooms` rooms each charged `tariffPaise` (rate after discounts + extras). */
export interface SupplyNight {
  date: IsoDate;
  tariffPaise: number;
  gstBp: number;
  rooms: number;
}

/** A room line as booked (booking_rooms). */
export interface BookedLine {
  roomTypeId: string;
  roomTypeName: string;
  roomCount: number;
  roomRentPaise: number;
  taxPaise: number;
  nightlyRates: Array<{ date: IsoDate; ratePaise: number }>;
  extraGuestPaise: number;
  /** booking_rooms.supply; null on bookings made before the ledger. */
  supply: SupplyNight[] | null;
}

/** What one room-night line of a booking is charged: the unit of the ledger's accrual entries and of invoices. */
export interface ChargeLine {
  key: string;
  date: IsoDate;
  roomTypeId: string;
  roomTypeName: string;
  gstBp: number;
  roomNights: number;
  rentPaise: number;
  taxPaise: number;
}

export const lineKey = (date: IsoDate, roomTypeId: string, gstBp: number) => `${date}|${roomTypeId}|${gstBp}`;

/**
 * A line's key in the books and on documents: a room-night line by its night, room type and rate; an extra posted to
 * the folio (docs/folios-and-extras.md) by its folio charge, so each extra is its own line with its own SAC.
 */
export const lineKeyOf = (l: {
  date: IsoDate;
  roomTypeId: string;
  gstBp: number;
  folioChargeId?: string | null | undefined;
}) => (l.folioChargeId ? `${l.date}|extra:${l.folioChargeId}|${l.gstBp}` : lineKey(l.date, l.roomTypeId, l.gstBp));

/** Shares `total` over `weights` in whole units, largest remainder first; the shares always add up to `total`. */
export function shareByWeight(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (sum <= 0) {
    const shares = weights.map(() => 0);
    shares[0] = total;
    return shares;
  }
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map((x) => Math.floor(x));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rem: x - Math.floor(x) })).sort((a, b) => b.rem - a.rem || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) shares[order[k]!.i]! += 1;
  return shares;
}

/**
 * The supply of a line made before the ledger: each night's extra-guest charge shared evenly over its rooms, and the
 * rate read back from the line's own tax (the slab it was charged at; a line across two slabs is read at its average,
 * rounded to the nearest known rate).
 */
export function legacySupply(line: BookedLine): SupplyNight[] {
  const effective = line.roomRentPaise > 0 ? (line.taxPaise * 10_000) / line.roomRentPaise : 0;
  const gstBp = KNOWN_RATES_BP.reduce((best, bp) =>
    Math.abs(bp - effective) < Math.abs(best - effective) ? bp : best,
  );
  return line.nightlyRates.flatMap((night) => {
    const extras = shareByWeight(
      line.extraGuestPaise,
      Array.from({ length: line.roomCount }, () => 1),
    );
    const byTariff = new Map<number, number>();
    for (const extra of extras) byTariff.set(night.ratePaise + extra, (byTariff.get(night.ratePaise + extra) ?? 0) + 1);
    return [...byTariff].map(([tariffPaise, rooms]) => ({ date: night.date, tariffPaise, gstBp, rooms }));
  });
}

/**
 * The booking's charge per room-night line. Rent is exact; the booking's GST (rounded once, to the rupee, when it
 * was priced) is shared over the lines by their exact tax, largest remainder first, and only over taxed lines: the
 * lines add up to the booking's tax to the paisa, so an invoice's total is what was charged.
 */
export function chargeLines(lines: readonly BookedLine[], bookingTaxPaise: number): ChargeLine[] {
  const merged = new Map<string, ChargeLine & { exactTax: number }>();
  for (const line of lines) {
    for (const s of line.supply ?? legacySupply(line)) {
      const key = lineKey(s.date, line.roomTypeId, s.gstBp);
      const entry = merged.get(key) ?? {
        key,
        date: s.date,
        roomTypeId: line.roomTypeId,
        roomTypeName: line.roomTypeName,
        gstBp: s.gstBp,
        roomNights: 0,
        rentPaise: 0,
        taxPaise: 0,
        exactTax: 0,
      };
      entry.roomNights += s.rooms;
      entry.rentPaise += s.tariffPaise * s.rooms;
      entry.exactTax += (s.tariffPaise * s.rooms * s.gstBp) / 10_000;
      merged.set(key, entry);
    }
  }
  const all = [...merged.values()].sort((a, b) => a.key.localeCompare(b.key));
  const taxed = all.filter((l) => l.gstBp > 0);
  const shares = shareTax(
    bookingTaxPaise,
    taxed.map((l) => l.exactTax),
  );
  taxed.forEach((l, i) => {
    l.taxPaise = shares[i] ?? 0;
  });
  return all.map(({ exactTax: _exact, ...line }) => line);
}

/** Tax to the paisa per line: each line's exact tax floored, the rest (which may be negative) by remainder. */
function shareTax(total: number, exact: readonly number[]): number[] {
  if (exact.length === 0) return [];
  const shares = exact.map((x) => Math.floor(x));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rem: x - Math.floor(x) }));
  if (left >= 0) {
    order.sort((a, b) => b.rem - a.rem || a.i - b.i);
    for (let k = 0; left > 0; k = (k + 1) % order.length, left--) shares[order[k]!.i]! += 1;
  } else {
    order.sort((a, b) => a.rem - b.rem || a.i - b.i);
    for (let k = 0; left < 0; k = (k + 1) % order.length, left++) shares[order[k]!.i]! -= 1;
  }
  return shares;
}

/** Splits an amount that includes GST at `gstBp` into its taxable value and tax (they add up to it exactly). */
export function splitGross(grossPaise: number, gstBp: number): { taxablePaise: number; taxPaise: number } {
  const taxablePaise = Math.round((grossPaise * 10_000) / (10_000 + gstBp));
  return { taxablePaise, taxPaise: grossPaise - taxablePaise };
}

/**
 * `amountPaise` (GST included) kept from `lines`: shared over them in proportion to what each was charged (a
 * cancellation charge is taxed as the accommodation it replaces). Kept exactly as documented (issue 41): a line kept
 * whole is the line as charged and invoiced, never split again from its gross; a share of a line is split at its rate
 * within it — taxable value below the line's, GST not above the line's — so the credit note leaving the kept part
 * (line as invoiced − fee) has a taxable value on every line it touches and records the fee's split to the paisa, and
 * an invoice of the fee alone is these lines. The ledger's fee and the documents are then the same numbers.
 */
export function keptOver(amountPaise: number, lines: readonly ChargeLine[]): Array<ChargeLine & { roomNights: 0 }> {
  const shares = shareByWeight(
    amountPaise,
    lines.map((l) => l.rentPaise + l.taxPaise),
  );
  return lines.map((l, i) => ({ ...l, roomNights: 0, ...keptOfLine(shares[i] ?? 0, l) }));
}

/** A share (GST included) of one line kept: the whole line as charged, or a split inside it (see keptOver). */
export function keptOfLine(sharePaise: number, line: Pick<ChargeLine, 'rentPaise' | 'taxPaise' | 'gstBp'>) {
  const gross = line.rentPaise + line.taxPaise;
  if (sharePaise >= gross) return { rentPaise: line.rentPaise, taxPaise: line.taxPaise };
  if (sharePaise <= 0) return { rentPaise: 0, taxPaise: 0 };
  const { taxablePaise } = splitGross(sharePaise, line.gstBp);
  const rentPaise = Math.max(0, Math.min(Math.max(taxablePaise, sharePaise - line.taxPaise), line.rentPaise - 1));
  return { rentPaise, taxPaise: sharePaise - rentPaise };
}

export type FeeKind = 'cancellation_fee' | 'no_show_fee' | 'early_departure_fee';

/**
 * What a change kept by the cancellation policy (`booking_changes.kept_paise`, issue 41), as a fee on the lines it
 * removed: every line the books sold before the change (`soldBefore`) and the stay no longer charges, or charges less
 * (the part removed), kept over them as a cancellation's fee is (keptOver: a line kept whole as invoiced, a share split
 * at its rate inside it). The credit note for the change then credits only what was refunded, and the part kept stays
 * invoiced at the removed night's rate. Never more than the lines removed.
 */
export function changeFeeOver(
  keptPaise: number,
  soldBefore: Map<string, LineSum>,
  chargedNow: readonly ChargeLine[],
): ChargeLine[] {
  if (keptPaise <= 0) return [];
  const removed = differences(sumByKey(chargedNow), soldBefore)
    .filter((d) => d.rentPaise + d.taxPaise < 0)
    .map((d) => ({ ...d, roomNights: -d.roomNights, rentPaise: -d.rentPaise, taxPaise: -d.taxPaise }));
  const total = removed.reduce((n, l) => n + l.rentPaise + l.taxPaise, 0);
  const kept = Math.min(keptPaise, total);
  return kept > 0 ? keptOver(kept, removed).filter((l) => l.rentPaise !== 0 || l.taxPaise !== 0) : [];
}

/** A booking as the books see it. */
export interface BookingForBooks {
  status: string;
  /** Null when it never stood (an unpaid hold that lapsed or was cancelled). */
  confirmedAt: Date | null;
  checkedOutAt: Date | null;
  checkIn: IsoDate;
  checkOut: IsoDate;
  /** Money with the brand for this booking: captured online and taken at the desk, less refunds decided. */
  keptPaise: number;
}

/** What the ledger's accrual side should hold for a booking now: nights sold, and fees kept (by kind). */
export interface AccrualTarget {
  sold: ChargeLine[];
  fees: ChargeLine[];
  feeKind: FeeKind | null;
}

/** The IST calendar day of an instant. */
export function istDay(at: Date): IsoDate {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/**
 * What a booking's books should say:
 * - never confirmed: nothing;
 * - confirmed or in house: every night sold;
 * - completed: the nights until the day it checked out sold; the nights after an early departure given back and
 *   kept in full as an early-departure fee (the guest is charged the booking: nothing is refunded at check-out);
 * - cancelled or a no-show: every night given back; what the brand kept (never more than the charge) is the fee.
 */
export function accrualTarget(booking: BookingForBooks, charge: readonly ChargeLine[]): AccrualTarget {
  if (!booking.confirmedAt) return { sold: [], fees: [], feeKind: null };
  if (booking.status === 'confirmed' || booking.status === 'checked_in')
    return { sold: [...charge], fees: [], feeKind: null };
  if (booking.status === 'completed') {
    const leftOn = booking.checkedOutAt ? istDay(booking.checkedOutAt) : booking.checkOut;
    const firstGivenBack = leftOn < booking.checkIn ? booking.checkIn : leftOn;
    const sold = charge.filter((l) => l.date < firstGivenBack);
    const given = charge.filter((l) => l.date >= firstGivenBack);
    return {
      sold,
      fees: given.map((l) => ({ ...l, roomNights: 0 })),
      feeKind: given.length ? 'early_departure_fee' : null,
    };
  }
  if (booking.status === 'cancelled' || booking.status === 'no_show') {
    const total = charge.reduce((n, l) => n + l.rentPaise + l.taxPaise, 0);
    const kept = Math.max(0, Math.min(booking.keptPaise, total));
    return {
      sold: [],
      fees: kept > 0 ? keptOver(kept, charge) : [],
      feeKind: booking.status === 'no_show' ? 'no_show_fee' : 'cancellation_fee',
    };
  }
  return { sold: [], fees: [], feeKind: null };
}

/** Sums per line key (room-nights, rent, tax). */
export interface LineSum {
  key: string;
  date: IsoDate;
  /** '' on an extra's line. */
  roomTypeId: string;
  /** The room type, or an extra's "name × quantity". */
  roomTypeName: string;
  gstBp: number;
  roomNights: number;
  rentPaise: number;
  taxPaise: number;
  /** An extra's line: its folio charge and SAC (a room-night line is SAC 996311). */
  folioChargeId?: string;
  sac?: string;
  /** An extra billed to a company: its name and GSTIN (payer-split-rules). */
  payerName?: string;
  payerGstin?: string;
}

export function sumByKey(lines: Iterable<LineSum>): Map<string, LineSum> {
  const out = new Map<string, LineSum>();
  for (const l of lines) {
    const s = out.get(l.key);
    if (s) {
      s.roomNights += l.roomNights;
      s.rentPaise += l.rentPaise;
      s.taxPaise += l.taxPaise;
    } else out.set(l.key, { ...l });
  }
  return out;
}

/** target − current per key, dropping keys where nothing differs. */
export function differences(target: Map<string, LineSum>, current: Map<string, LineSum>): LineSum[] {
  const keys = new Set([...target.keys(), ...current.keys()]);
  const out: LineSum[] = [];
  for (const key of [...keys].sort()) {
    const t = target.get(key);
    const c = current.get(key);
    const base = (t ?? c)!;
    const d = {
      ...base,
      roomNights: (t?.roomNights ?? 0) - (c?.roomNights ?? 0),
      rentPaise: (t?.rentPaise ?? 0) - (c?.rentPaise ?? 0),
      taxPaise: (t?.taxPaise ?? 0) - (c?.taxPaise ?? 0),
    };
    if (d.roomNights !== 0 || d.rentPaise !== 0 || d.taxPaise !== 0) out.push(d);
  }
  return out;
}

// ─── Documents ──────────────────────────────────────────────────────────────────────────────────────

/** A line of a tax document, in paise. */
export interface DocumentLine {
  stayDate: IsoDate;
  roomTypeId: string;
  roomTypeName: string;
  gstBp: number;
  roomNights: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** An extra's line (docs/folios-and-extras.md): its folio charge and SAC. Absent on room-night lines (996311). */
  folioChargeId?: string;
  sac?: string;
  /** An extra billed to a company: its name and GSTIN (the company's own documents carry it). */
  payerName?: string;
  payerGstin?: string;
}

/** An extra's own fields on a line (folio charge, SAC, a company payer), copied between line sums and documents. */
const extraFields = (l: { folioChargeId?: string; sac?: string; payerName?: string; payerGstin?: string }) =>
  l.folioChargeId
    ? {
        folioChargeId: l.folioChargeId,
        sac: l.sac,
        ...(l.payerGstin ? { payerName: l.payerName, payerGstin: l.payerGstin } : {}),
      }
    : {};

/** A document's stored line read back as a line sum, signed as the document counts (a credit note's lines negative). */
export function storedLineSum(l: DocumentLine, sign: 1 | -1): LineSum {
  return {
    key: lineKeyOf({ date: l.stayDate, roomTypeId: l.roomTypeId, gstBp: l.gstBp, folioChargeId: l.folioChargeId }),
    ...extraFields(l),
    date: l.stayDate,
    roomTypeId: l.roomTypeId,
    roomTypeName: l.roomTypeName,
    gstBp: l.gstBp,
    roomNights: sign * l.roomNights,
    rentPaise: sign * l.taxablePaise,
    taxPaise: sign * (l.cgstPaise + l.sgstPaise + l.igstPaise),
  };
}

/** What the documents issued so far charge per line: invoices and debit notes add, credit notes take away. */
export function documentedSums(documents: ReadonlyArray<{ kind: string; lines: unknown }>): Map<string, LineSum> {
  return sumByKey(
    documents.flatMap((d) => (d.lines as DocumentLine[]).map((l) => storedLineSum(l, documentSign(d.kind)))),
  );
}

export function documentLine(l: LineSum, intraState: boolean): DocumentLine {
  const tax = splitTaxPaise(l.taxPaise, intraState);
  return {
    ...extraFields(l),
    stayDate: l.date,
    roomTypeId: l.roomTypeId,
    roomTypeName: l.roomTypeName,
    gstBp: l.gstBp,
    roomNights: l.roomNights,
    taxablePaise: l.rentPaise,
    cgstPaise: tax.cgst,
    sgstPaise: tax.sgst,
    igstPaise: tax.igst,
  };
}

/**
 * A document's lines, its tax split into CGST and SGST as equal halves (decision 011, issue 41): a line whose tax is
 * an odd number of paise cannot be halved, so its odd paisa goes to SGST on the first such line, to CGST on the next,
 * and so on in turn. Each line's CGST and SGST then differ by at most the one paisa it cannot halve, and the
 * document's totals are equal halves of its tax, SGST carrying the odd paisa only when the total tax is odd.
 */
export function documentLines(sums: readonly LineSum[], intraState: boolean): DocumentLine[] {
  let sgstAhead = 0; // SGST − CGST over the lines so far: 0 or 1
  return sums.map((s) => {
    const line = documentLine(s, intraState);
    if (!intraState || line.cgstPaise === line.sgstPaise) return line;
    const half = Math.floor(s.taxPaise / 2);
    const [cgst, sgst] = sgstAhead === 0 ? [half, s.taxPaise - half] : [s.taxPaise - half, half];
    sgstAhead += sgst - cgst;
    return { ...line, cgstPaise: cgst, sgstPaise: sgst };
  });
}

export function documentTotals(lines: readonly DocumentLine[]) {
  const sum = (pick: (l: DocumentLine) => number) => lines.reduce((n, l) => n + pick(l), 0);
  const taxablePaise = sum((l) => l.taxablePaise);
  const cgstPaise = sum((l) => l.cgstPaise);
  const sgstPaise = sum((l) => l.sgstPaise);
  const igstPaise = sum((l) => l.igstPaise);
  return {
    taxablePaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
    totalPaise: taxablePaise + cgstPaise + sgstPaise + igstPaise,
  };
}

/**
 * Which documents bring what was documented up to what is charged: before any invoice, one invoice for everything
 * charged; after it, a credit note for the lines charged less (their amounts positive on the note) and a debit note
 * for the lines charged more. Room-nights on a note are the nights it adjusts.
 */
export function documentsDue(
  charged: Map<string, LineSum>,
  documented: Map<string, LineSum>,
  hasInvoice: boolean,
): { invoice: LineSum[]; credit: LineSum[]; debit: LineSum[] } {
  const diff = differences(charged, documented).filter((d) => d.rentPaise !== 0 || d.taxPaise !== 0);
  if (!hasInvoice) {
    const invoice = withoutRemainders(diff.filter((d) => d.rentPaise + d.taxPaise > 0));
    return { invoice, credit: [], debit: [] };
  }
  const credit = diff
    .filter((d) => d.rentPaise + d.taxPaise < 0)
    .map((d) => ({ ...d, roomNights: Math.abs(d.roomNights), rentPaise: -d.rentPaise, taxPaise: -d.taxPaise }));
  const debit = diff.filter((d) => d.rentPaise + d.taxPaise > 0);
  return { invoice: [], credit: withoutRemainders(credit), debit: withoutRemainders(debit) };
}

/**
 * No document of zero value (issue 41): a line whose taxable value does not move in the document's direction (GST
 * alone differs: a kept fee changed later by a paisa) is a remainder, not a supply. It is added to the document's
 * line of the largest taxable value (so the document still carries every paisa that moved), and a document with no
 * line of taxable value is not issued at all: its remainder stays between the books and the documents and joins the
 * booking's next note, which is computed against everything documented so far.
 */
export function withoutRemainders(lines: readonly LineSum[]): LineSum[] {
  const valued = lines.filter((l) => l.rentPaise > 0).map((l) => ({ ...l }));
  if (!valued.length) return [];
  const largest = valued.reduce((a, b) => (b.rentPaise > a.rentPaise ? b : a));
  for (const r of lines.filter((l) => l.rentPaise <= 0)) {
    largest.rentPaise += r.rentPaise;
    largest.taxPaise += r.taxPaise;
  }
  return largest.rentPaise > 0 ? valued : [];
}

/**
 * What an invoice says of the discounts that made its value (s.15(3)(a) CGST Act: a discount given at the time of
 * supply and shown on the invoice is not part of the value): the tariff before them and each discount, as the booking
 * recorded them when it was priced. Only on an invoice of the whole stay as booked (its taxable value is the booking's
 * room rent): an invoice of a fee kept, or of a stay changed since, is not the booked price less those discounts.
 */
export function invoiceDiscounts(
  invoiceTaxablePaise: number,
  bookingRoomRentPaise: number,
  discounts: ReadonlyArray<{ label: string; amountPaise: number }>,
): { tariffPaise: number; discounts: Array<{ label: string; amountPaise: number }> } | null {
  const given = discounts.filter((d) => d.amountPaise > 0);
  if (!given.length || invoiceTaxablePaise !== bookingRoomRentPaise) return null;
  const off = given.reduce((n, d) => n + d.amountPaise, 0);
  return {
    tariffPaise: invoiceTaxablePaise + off,
    discounts: given.map((d) => ({ label: d.label, amountPaise: d.amountPaise })),
  };
}

/** The stay's nights from a date on (the nights an early departure gives back). */
export function nightsFrom(checkIn: IsoDate, checkOut: IsoDate, from: IsoDate): IsoDate[] {
  return stayNights(checkIn, checkOut).filter((d) => d >= from);
}

/** Same window a year earlier, 364 days back so weekdays line up. */
export function lastYear(date: IsoDate): IsoDate {
  return addDays(date, -364);
}

/** A stay that ended (checked out, or cancelled or a no-show keeping money) is invoiced whatever it has paid. */
export const STAY_ENDED_STATUSES: readonly string[] = ['completed', 'cancelled', 'no_show'];

/** How a document counts toward what a stay was charged: invoices, debit notes and vouchers add; credit notes subtract. */
export { documentSign };

/** Receipt and refund vouchers record advances (rules 50 and 51): they are not supplies. */
export const isVoucherKind = (kind: string): boolean => kind === 'receipt_voucher' || kind === 'refund_voucher';
