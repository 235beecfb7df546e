import { addDays, daysBetween, type IsoDate, istDateToUnix } from '@staybook/contract';
import { type DeskActions, STAY_UNDO_MINUTES, type StayAction } from '@staybook/contract/admin-bookings';
import { bookingStatusLabel } from '@staybook/contract/booking-lifecycle';
import { formatDay, formatInstant, plural } from '@staybook/contract/format';
import { formatInrMoved, paiseToRupees } from '@staybook/contract/money';
import { stayRangeLabel } from '@staybook/contract/unavailable-nights';

/**
 * The bookings desk's rules, pure: which status changes staff may make and when (by the IST calendar date),
 * and which nights go back on sale. The service applies them inside one transaction with the booking locked.
 *
 *  - check-in:  confirmed → checked_in, from the check-in day until the day before check-out.
 *  - check-out: checked_in → completed, any day. Leaving early gives the nights from today on back to inventory.
 *  - no-show:   confirmed → no_show, from the check-in day. The nights already passed are gone (they stay sold);
 *               the nights from today on go back on sale, so the room can still be sold tonight.
 *  - cancel:    pending_payment or confirmed → cancelled, until the stay has ended (after that it is a no-show).
 *               Every night goes back on sale.
 */

export type DeskAction = 'cancel' | 'check_in' | 'check_out' | 'no_show';

export interface DeskBooking {
  status: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
}

/** The status as staff read it: 'checked_in' → 'Checked in' (the contract's lifecycle labels). */
export const statusLabel = bookingStatusLabel;

const CANCELLABLE: ReadonlySet<string> = new Set(['pending_payment', 'confirmed']);

/** Why this change cannot be made today, or null when it can. Messages are shown to staff as they are. */
export function deskActionProblem(action: DeskAction, booking: DeskBooking, today: IsoDate): string | null {
  const label = statusLabel(booking.status).toLowerCase();
  const ended = today >= booking.checkOut;
  switch (action) {
    case 'cancel':
      if (!CANCELLABLE.has(booking.status))
        return `Only a confirmed or unpaid booking can be cancelled; this one is ${label}.`;
      if (ended)
        return `The stay ended on ${formatDay(booking.checkOut)}; mark the booking as a no-show instead of cancelling it.`;
      return null;
    case 'check_in':
      if (booking.status !== 'confirmed') return `Only a confirmed booking can be checked in; this one is ${label}.`;
      if (today < booking.checkIn) return `Check-in opens on the arrival day, ${formatDay(booking.checkIn)}.`;
      if (ended)
        return `The stay ended on ${formatDay(booking.checkOut)}; it can no longer be checked in. Mark it as a no-show instead.`;
      return null;
    case 'check_out':
      if (booking.status !== 'checked_in') return `Only a checked-in booking can be checked out; this one is ${label}.`;
      return null;
    case 'no_show':
      if (booking.status !== 'confirmed')
        return `Only a confirmed booking can be marked as a no-show; this one is ${label}.`;
      if (today < booking.checkIn)
        return `A booking can be marked as a no-show only from its arrival day, ${formatDay(booking.checkIn)}.`;
      return null;
  }
}

export function deskActions(booking: DeskBooking, today: IsoDate): DeskActions {
  return {
    cancel: deskActionProblem('cancel', booking, today) === null,
    checkIn: deskActionProblem('check_in', booking, today) === null,
    checkOut: deskActionProblem('check_out', booking, today) === null,
    noShow: deskActionProblem('no_show', booking, today) === null,
  };
}

/**
 * The nights [from, to) that a no-show or an early check-out gives back: from today (or check-in, if later) up to
 * check-out. Null when none are left.
 */
export function nightsToRelease(booking: DeskBooking, today: IsoDate): { from: IsoDate; to: IsoDate } | null {
  const from = today > booking.checkIn ? today : booking.checkIn;
  if (daysBetween(from, booking.checkOut) <= 0) return null;
  return { from, to: booking.checkOut };
}

/** The current IST month: first and last day. */
export function monthOf(today: IsoDate): { from: IsoDate; to: IsoDate } {
  const from = `${today.slice(0, 7)}-01`;
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(next, -1) };
}

// ─── Stay actions: what they do, in words, and their undo ───────────────────────────────────────────

export interface StayActionFacts {
  action: StayAction;
  booking: DeskBooking & { guestName: string; nights: number };
  today: IsoDate;
  /** The booking's charge per night (rent and tax of every room that night), as the books count it. */
  charge: ReadonlyArray<{ date: IsoDate; rentPaise: number; taxPaise: number }>;
  /** Money the brand holds for the booking now (paid online and at the desk, less refunds). */
  heldPaise: number;
  /**
   * A no-show's extras on the folio (docs/folios-and-extras.md): never supplied, so removed, and what was paid online
   * for them refunded; `heldPaise` is then what is held without that refund. Absent or 0: none.
   */
  extras?: { grossPaise: number; refundPaise: number };
}

export interface StayActionWords {
  early: boolean;
  question: string;
  consequence: string;
  undoNote: string;
  confirmLabel: string;
  nightsBack: number;
  keptPaise: number;
}

const rangeOf = (from: IsoDate, to: IsoDate) => stayRangeLabel(istDateToUnix(from), istDateToUnix(to));

/**
 * The desk's confirmation of a stay action: the question and what follows, in whole sentences (the nights that go back
 * on sale, and what the policy keeps: an early departure keeps the nights it gives back in full, as the books do; a
 * no-show keeps what was paid, never more than the charge).
 */
export function stayActionWords(facts: StayActionFacts): StayActionWords {
  const { action, booking, today } = facts;
  const guest = booking.guestName;
  const undoNote = `It can be undone for ${plural(STAY_UNDO_MINUTES, 'minute')}.`;
  const back = action === 'check_in' ? null : nightsToRelease(booking, today);
  const nightsBack = back ? daysBetween(back.from, back.to) : 0;
  const charged = (from: IsoDate) =>
    facts.charge.filter((l) => l.date >= from).reduce((n, l) => n + l.rentPaise + l.taxPaise, 0);
  const total = charged(booking.checkIn);
  const all = booking.nights;
  if (action === 'check_in')
    return {
      early: false,
      question: `Check in ${guest}?`,
      consequence: `${guest} is marked in house for ${plural(all, 'night')} (${rangeOf(booking.checkIn, booking.checkOut)}); the booking can then no longer be cancelled.`,
      undoNote,
      confirmLabel: 'Check in',
      nightsBack: 0,
      keptPaise: 0,
    };
  if (action === 'check_out') {
    if (!back)
      return {
        early: false,
        question: `Check out ${guest}?`,
        consequence: 'The stay ends and is marked completed; no nights are given back.',
        undoNote,
        confirmLabel: 'Check out',
        nightsBack: 0,
        keptPaise: 0,
      };
    const keptPaise = charged(back.from);
    const kept = formatInrMoved(paiseToRupees(keptPaise));
    const range = rangeOf(back.from, back.to);
    const consequence =
      nightsBack === all
        ? all === 1
          ? `It is the arrival day: the only night (${range}) goes back on sale and the stay ends; the policy keeps ${kept}.`
          : `It is the arrival day: all ${plural(all, 'night')} (${range}) go back on sale and the stay ends; the policy keeps ${kept}.`
        : nightsBack === 1
          ? `1 of ${plural(all, 'night')} (${range}) goes back on sale and the stay ends; the policy keeps ${kept}.`
          : `${nightsBack} of ${plural(all, 'night')} (${range}) go back on sale and the stay ends; the policy keeps ${kept}.`;
    return {
      early: true,
      question: `Check out ${guest} early?`,
      consequence,
      undoNote,
      confirmLabel: 'Check out early',
      nightsBack,
      keptPaise,
    };
  }
  const keptPaise = Math.min(facts.heldPaise, total);
  const kept = formatInrMoved(paiseToRupees(keptPaise));
  const money = keptPaise > 0 ? `the policy keeps ${kept} (what was paid)` : 'nothing was paid, so nothing is kept';
  const extras = facts.extras && facts.extras.grossPaise > 0 ? facts.extras : null;
  const extrasText = !extras
    ? ''
    : ` The extras on the folio (${formatInrMoved(paiseToRupees(extras.grossPaise))}) were not supplied: they are removed${
        extras.refundPaise > 0
          ? `, and the ${formatInrMoved(paiseToRupees(extras.refundPaise))} paid online for them is refunded`
          : ''
      }. Undoing the no-show does not bring them back.`;
  const consequence = !back
    ? `The stay has ended, so no nights go back on sale; ${money}.`
    : nightsBack === all
      ? all === 1
        ? `The night (${rangeOf(back.from, back.to)}) goes back on sale and the booking ends; ${money}.`
        : `All ${plural(all, 'night')} (${rangeOf(back.from, back.to)}) go back on sale and the booking ends; ${money}.`
      : nightsBack === 1
        ? `1 of ${plural(all, 'night')} (${rangeOf(back.from, back.to)}) goes back on sale and the booking ends; ${money}.`
        : `${nightsBack} of ${plural(all, 'night')} (${rangeOf(back.from, back.to)}) go back on sale and the booking ends; ${money}.`;
  return {
    early: false,
    question: `Mark ${guest} as a no-show?`,
    consequence: consequence + extrasText,
    undoNote,
    confirmLabel: 'Mark no-show',
    nightsBack,
    keptPaise,
  };
}

/** The status a stay action's undo returns the booking to. */
export const STATUS_BEFORE: Record<StayAction, 'confirmed' | 'checked_in'> = {
  check_in: 'confirmed',
  check_out: 'checked_in',
  no_show: 'confirmed',
};

export const UNDO_LABELS: Record<StayAction, string> = {
  check_in: 'Undo check-in',
  check_out: 'Undo check-out',
  no_show: 'Undo no-show',
};

/** The latest stay action recorded for a booking, and whether it was undone since. */
export interface LastStayAction {
  action: StayAction;
  at: Date;
  /** The status it left the booking in. */
  statusAfter: string;
  /** The nights it gave back to inventory, which its undo takes again. */
  releasedNights: { from: IsoDate; to: IsoDate } | null;
  /** Whether the booking held its rooms before the action. */
  holdsInventoryBefore: boolean;
  undone: boolean;
}

/** The instant the undo window of a stay action closes. */
export const undoDeadline = (at: Date): Date => new Date(at.getTime() + STAY_UNDO_MINUTES * 60_000);

/** Why the latest stay action cannot be undone now, or null when it can. Shown to staff as it is. */
export function undoProblem(last: LastStayAction | null, status: string, now: Date): string | null {
  if (!last || last.undone) return 'There is no check-in, check-out or no-show to undo on this booking.';
  if (now.getTime() > undoDeadline(last.at).getTime())
    return `A ${STAY_ACTION_NOUNS[last.action]} can be undone only within ${plural(STAY_UNDO_MINUTES, 'minute')}; this one was made at ${formatInstant(last.at)}.`;
  if (status !== last.statusAfter)
    return `The booking changed after the ${STAY_ACTION_NOUNS[last.action]}; it can no longer be undone.`;
  return null;
}

const STAY_ACTION_NOUNS: Record<StayAction, string> = {
  check_in: 'check-in',
  check_out: 'check-out',
  no_show: 'no-show',
};

/** The refusal when a night to take back is no longer free. */
export function nightTakenMessage(action: StayAction, night: IsoDate): string {
  return `The night of ${formatDay(night)} is no longer free (sold, blocked or closed since), so the ${STAY_ACTION_NOUNS[action]} cannot be undone.`;
}

/**
 * The latest stay action from a booking's audit entries (any order): null when there is none; `undone` when the
 * latest entry is an undo. The instant is the action's own (`after.at`), else when it was recorded.
 */
export function lastStayActionOf(
  entries: ReadonlyArray<{ action: string; before?: unknown; after: unknown; createdAt: Date }>,
): LastStayAction | null {
  const atOf = (e: { after: unknown; createdAt: Date }) => {
    const at = (e.after as { at?: unknown } | null)?.at;
    return typeof at === 'string' && !Number.isNaN(Date.parse(at)) ? new Date(at) : e.createdAt;
  };
  const stay = entries
    .map((e) => ({ e, kind: /^booking\.(undo_)?(check_in|check_out|no_show)$/.exec(e.action), at: atOf(e) }))
    .filter((x) => x.kind !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const newest = stay[0];
  if (!newest?.kind) return null;
  const after = (newest.e.after ?? {}) as { status?: unknown; releasedNights?: { from?: unknown; to?: unknown } };
  const before = (newest.e.before ?? {}) as { holdsInventory?: unknown };
  const r = after.releasedNights;
  return {
    action: newest.kind[2] as StayAction,
    at: newest.at,
    statusAfter: String(after.status ?? ''),
    releasedNights: r && typeof r.from === 'string' && typeof r.to === 'string' ? { from: r.from, to: r.to } : null,
    holdsInventoryBefore: before.holdsInventory !== false,
    undone: newest.kind[1] !== undefined,
  };
}
