import type { BookingDetailsSection, BookingSummary } from '@staybook/contract/booking';
import { formatClock, formatDayWithWeekday, formatParty } from '@staybook/contract/format';
import { formatInr, formatInrMoved } from '@staybook/contract/money';
import { type BedRequest, bedRequestText, childAgesText } from '@staybook/contract/party-rules';
import type { RatePlanOffer } from '@staybook/contract/rate-plan-offer';
import { sectionOf } from './details-sections';

export interface ConfirmationFacts {
  code: string;
  propertyName: string;
  address: string;
  checkIn: string;
  checkOut: string;
  /** The stay's days (unix seconds) and the property's times ('14:00'), for a page in another language to write. */
  stay: { start: number; end: number; checkInTime: string; checkOutTime: string };
  nights: number;
  /** The whole party: adults, children, infants and a pet ('2 adults, 2 children, 1 infant, with a pet'). */
  guests: string;
  /** 'Children aged 7 and 11', when the guest gave them. */
  childAges: string | null;
  /** A cot or an extra bed asked of the hotel, when any. */
  bedRequest: string | null;
  /** The hotel's own phone, for the guest at the door. */
  hotelPhone: string | null;
  primaryGuest: string | null;
  /** 'Deluxe Room' → '1 room · 2 adults'. */
  rooms: Array<{ name: string; value: string }>;
  /** One line per distinct plan: 'Flexible rate · Breakfast included · Free cancellation until …'. */
  plans: string[];
  /** The cancellation terms as booked, one sentence per distinct promise. */
  cancellation: string[];
  /** What the total is made of: the rooms after any savings, and the GST on them. */
  roomCharges: string;
  tax: string;
  /** The extras booked online with the stay, each with its GST: 'Airport transfer × 1' → '₹1,890'. */
  extras: Array<{ name: string; value: string }>;
  /** The rooms' total with the extras. */
  total: string;
  paid: string;
  /** What is still to pay at the property (deposit and pay-at-property stays); null when nothing is. */
  dueAtProperty: string | null;
  /** The facts the party's and the plans' lines are written from, for a page in another language. */
  words: ConfirmationWordFacts;
}

export interface ConfirmationWordFacts {
  party: { adults: number; children: number; infants: number; pets: boolean };
  childAges: number[];
  bedRequest: BedRequest | null;
  /** Each room row's counts by its name (the API's roomLines), when the answer has them. */
  roomLines: NonNullable<BookingSummary['roomLines']>;
  plans: Array<{ roomName: string; plan: RatePlanOffer }>;
}

/** One line per distinct plan, named by room when the rooms' plans differ (the lines in any language). */
export function distinctPlanLines(lines: readonly string[], roomNames: readonly string[]): string[] {
  const distinct = [...new Set(lines)];
  return distinct.map((line, i) => (lines.length > 1 && distinct.length > 1 ? `${roomNames[i]}: ${line}` : line));
}

/** The confirmation page's and voucher's facts, from the booking-details answer (one source for both). */
export function confirmationFacts(sections: readonly BookingDetailsSection[]): ConfirmationFacts | null {
  const summary = sectionOf(sections, 'bookingDetails')?.data;
  if (!summary) return null;
  const rows = sectionOf(sections, 'roomDetails')?.data ?? [];
  const plans = summary.ratePlans ?? [];
  const roomNames = new Set(plans.map((p) => p.roomName));
  const rooms = rows.filter((r) => roomNames.has(r.title)).map((r) => ({ name: r.title, value: r.value }));
  const planLines = plans.map((p) =>
    [p.ratePlan.name, p.ratePlan.mealPlanLabel, p.ratePlan.cancellation.headline].join(' · '),
  );
  const party = {
    adults: summary.adults,
    children: summary.children,
    infants: summary.infants ?? 0,
    pets: summary.pets ?? false,
  };
  const due = dueAtPropertyOf(summary);
  return {
    code: summary.code,
    propertyName: summary.property.name,
    address: summary.property.address,
    checkIn: `${formatDayWithWeekday(summary._startDate)}, from ${formatClock(summary.checkInTime ?? '14:00')}`,
    checkOut: `${formatDayWithWeekday(summary._endDate)}, by ${formatClock(summary.checkOutTime ?? '12:00')}`,
    stay: {
      start: summary._startDate,
      end: summary._endDate,
      checkInTime: summary.checkInTime ?? '14:00',
      checkOutTime: summary.checkOutTime ?? '12:00',
    },
    nights: summary.nights,
    guests: formatParty(party),
    childAges: childAgesText(summary.childAges ?? []),
    bedRequest: bedRequestText(summary.bedRequest),
    hotelPhone: summary.hotelContact.number || null,
    cancellation: [...new Set(plans.map((p) => p.ratePlan.cancellation.description))],
    roomCharges: formatInr(summary.totalPrice - summary.tax),
    tax: formatInr(summary.tax),
    primaryGuest: rows.find((r) => r.title === 'Primary guest')?.value ?? null,
    rooms,
    plans: distinctPlanLines(
      planLines,
      plans.map((p) => p.roomName),
    ),
    extras: (summary.extras ?? []).map((e) => ({ name: `${e.name} × ${e.quantity}`, value: formatInr(e.total) })),
    total: formatInr(summary.totalWithExtras ?? summary.totalPrice),
    paid: formatInrMoved(summary.amountPaid + (summary.amountPaidAtProperty ?? 0)),
    dueAtProperty: due > 0 ? formatInrMoved(due) : null,
    words: {
      party,
      childAges: summary.childAges ?? [],
      bedRequest: summary.bedRequest ?? null,
      roomLines: summary.roomLines ?? [],
      plans: plans.map((p) => ({ roomName: p.roomName, plan: p.ratePlan })),
    },
  };
}

function dueAtPropertyOf(summary: BookingSummary): number {
  return summary.balanceDue ?? summary.amountDueAtProperty ?? 0;
}
