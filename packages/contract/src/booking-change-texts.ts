import type { BookingChange, ChangeKind, ChangeSettlement, ChangeStay } from './booking-changes';
import { formatDay, formatGuests } from './format';
import { formatInrMoved } from './money';

/**
 * A change's sentences from its facts, once (issue 43): what changed (one line per kind) and what the money does. The
 * API writes them with English's words (the spec's sentences, byte for byte: the history's `lines`, the preview's
 * `message`), and a guest page in another language writes the same sentences from the same facts with its words.
 */

type Stay = Pick<ChangeStay, 'checkInDate' | 'checkOutDate' | 'rooms' | 'adults' | 'children'>;

/** The money of a change as the preview has it (rupees). */
export interface ChangeMoneyFacts {
  difference: number;
  settlement: ChangeSettlement;
  payNow: number;
  refund: number;
  kept: number;
  dueAtProperty: number;
}

export interface ChangeSentenceWords {
  /** '24 Dec 2026 – 28 Dec 2026'. */
  range: (stay: Stay) => string;
  /** '2 adults, 1 child' (a stay's party, or a room's). */
  guests: (party: { adults: number; children: number }) => string;
  /** 'Dates changed from … to ….' */
  line: (kind: ChangeKind, from: string, to: string) => string;
  /** Money that moved or is owed ('₹2,100', '₹1,050.50'). */
  money: (rupees: number) => string;
  same: () => string;
  /** The new stay costs more: paid online now, by a link the desk sends, or at the property. */
  more: (settlement: ChangeSettlement, difference: string, payNow: string) => string;
  /** The new stay costs less: refunded, kept by the policy, or less due at the property. */
  less: (settlement: ChangeSettlement, difference: string, refund: string) => string;
  keptPart: (kept: string) => string;
  dueThen: (due: string) => string;
  /** A change's money as its history tells it, the amount (and a refund's day, unix seconds) given. */
  moneyState: (state: MoneyState['kind'], amount: string, day: number | undefined) => string;
}

type MoneyState = NonNullable<BookingChange['moneyState']>;

export const englishChangeWords: ChangeSentenceWords = {
  range: (s) => `${formatDay(s.checkInDate)} – ${formatDay(s.checkOutDate)}`,
  guests: (s) => formatGuests(s.adults, s.children),
  line: (kind, from, to) => {
    const what = { dates: 'Dates', rooms: 'Rooms', plan: 'Rate plan', guests: 'Guests' }[kind];
    return `${what} changed from ${from} to ${to}.`;
  },
  money: formatInrMoved,
  same: () => 'The new stay costs the same.',
  more: (settlement, diff, now) => {
    if (settlement === 'pay_online') return `The new stay costs ${diff} more. You pay ${now} now to make the change.`;
    if (settlement === 'link')
      return `The new stay costs ${diff} more. A payment link for ${now} is sent to the guest.`;
    return `The new stay costs ${diff} more, payable at the property.`;
  },
  less: (settlement, diff, refund) => {
    if (settlement === 'refund')
      return `The new stay costs ${diff} less. ${refund} is refunded to the original payment method.`;
    if (settlement === 'kept')
      return `The new stay costs ${diff} less. By the booking's cancellation policy, no refund is due now.`;
    return `The new stay costs ${diff} less, so less is due at the property.`;
  },
  keptPart: (kept) => `By the booking's cancellation policy, ${kept} of the difference is kept.`,
  dueThen: (due) => `${due} is then due at the property.`,
  moneyState: (kind, amount, day) => {
    const on = day === undefined ? '' : formatDay(day);
    switch (kind) {
      case 'expired':
        return 'Not paid in time, so nothing was changed.';
      case 'failedRefunded':
        return `The new rooms were no longer free when the payment arrived, so nothing was changed and ${amount} is refunded in full.`;
      case 'failed':
        return 'Nothing was changed.';
      case 'awaiting':
        return `Waiting for the payment of ${amount}.`;
      case 'paidOnline':
        return `${amount} paid online for the change.`;
      case 'linkPaid':
        return `${amount} paid by the payment link.`;
      case 'linkSent':
        return `A payment link for ${amount} was sent to the guest.`;
      case 'atProperty':
        return `${amount} more is payable at the property.`;
      case 'kept':
        return `By the cancellation policy, ${amount} of the lower price was kept.`;
      case 'refundFailed':
        return `The refund of ${amount} could not be sent by the bank. We will contact you to return it.`;
      case 'refunded':
        return `${amount} refunded to the original payment method on ${on}.`;
      case 'refundSent':
        return `A refund of ${amount} was initiated on ${on}; banks take 5–7 working days to credit it.`;
    }
  },
};

/** One whole sentence per kind of change, in the order of `kinds`. */
export function changeLineTexts(
  kinds: readonly ChangeKind[],
  before: Stay,
  after: Stay,
  words: ChangeSentenceWords,
): string[] {
  const roomsOf = (s: Stay) => s.rooms.map((r) => `${r.roomCount} × ${r.roomName}`).join(', ');
  const plansOf = (s: Stay) => [...new Set(s.rooms.map((r) => r.ratePlanName))].join(', ');
  const sides: Record<ChangeKind, (s: Stay) => string> = {
    dates: words.range,
    rooms: roomsOf,
    plan: plansOf,
    guests: words.guests,
  };
  return kinds.map((kind) => words.line(kind, sides[kind](before), sides[kind](after)));
}

/** The outcome of a change's money in whole sentences, each with its amounts. */
export function changeMoneyText(m: ChangeMoneyFacts, words: ChangeSentenceWords): string {
  const diff = words.money(Math.abs(m.difference));
  const sentences: string[] = [];
  if (m.difference === 0) sentences.push(words.same());
  else if (m.difference > 0 || m.settlement === 'pay_online' || m.settlement === 'link')
    sentences.push(words.more(m.settlement, diff, words.money(m.payNow)));
  else sentences.push(words.less(m.settlement, diff, words.money(m.refund)));
  if (m.settlement === 'refund' && m.kept > 0) sentences.push(words.keptPart(words.money(m.kept)));
  if (m.dueAtProperty > 0 && m.difference !== 0) sentences.push(words.dueThen(words.money(m.dueAtProperty)));
  return sentences.join(' ');
}

/** What a change's money did, in a sentence (the history's `moneyText`). */
export function changeMoneyStateText(state: MoneyState, words: ChangeSentenceWords): string {
  return words.moneyState(state.kind, words.money(state.amount), state.day);
}
