import { formatDay, formatDayMonth, formatDayWithWeekday } from './format';
import { unixToIstDate } from './stay-dates';

/**
 * What a guest reads when a room cannot be booked for their stay: the nights that stop it ('Sold out on Sat, 26 Dec
 * 2026', 'Closed on 26 and 27 Dec') and the stay offered instead ('27–29 Dec'). The rooms endpoint sends the nights
 * and the alternative as unix seconds (IST midnights). Zod-free: the guest pages use it.
 */

/** Beyond this many nights the sentence counts them rather than naming each. */
const NAMED_NIGHTS = 3;

/** '26 Dec', '26 and 27 Dec', '30, 31 Dec and 1 Jan': one month name per run of days in it. */
function listNights(days: readonly string[]): string {
  const items = days.map((date, i) => {
    const sameMonthNext = days[i + 1]?.slice(0, 7) === date.slice(0, 7);
    return sameMonthNext ? String(Number(date.slice(8, 10))) : formatDayMonth(date);
  });
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function nightsPhrase(nights: readonly number[]): string {
  const days = [...new Set(nights.map((n) => unixToIstDate(n)))].sort();
  const [first] = days;
  if (days.length === 1 && first) return formatDayWithWeekday(first);
  if (days.length > NAMED_NIGHTS && first) return `${days.length} nights from ${formatDayMonth(first)}`;
  return listNights(days);
}

/**
 * 'Sold out on Sat, 26 Dec 2026', 'Closed on 26 and 27 Dec', 'Closed on 26 Dec and sold out on 27 Dec'; null when
 * no night is named.
 */
export function unavailableNightsNote(nights: {
  soldOut?: readonly number[] | null;
  closed?: readonly number[] | null;
}): string | null {
  const parts: string[] = [];
  if (nights.closed?.length) parts.push(`closed on ${nightsPhrase(nights.closed)}`);
  if (nights.soldOut?.length) parts.push(`sold out on ${nightsPhrase(nights.soldOut)}`);
  const sentence = parts.join(' and ');
  return sentence ? sentence.charAt(0).toUpperCase() + sentence.slice(1) : null;
}

/** A stay's dates as a guest says them: '27–29 Dec', '30 Dec – 1 Jan', '30 Dec 2026 – 1 Jan 2027'. */
export function stayRangeLabel(checkInDate: number, checkOutDate: number): string {
  const from = unixToIstDate(checkInDate);
  const to = unixToIstDate(checkOutDate);
  if (from.slice(0, 4) !== to.slice(0, 4)) return `${formatDay(from)} – ${formatDay(to)}`;
  if (from.slice(0, 7) !== to.slice(0, 7)) return `${formatDayMonth(from)} – ${formatDayMonth(to)}`;
  return `${Number(from.slice(8, 10))}–${formatDayMonth(to)}`;
}

/** The link to the stay offered instead: 'Try 27–29 Dec instead'. */
export function tryInsteadLabel(stay: { checkInDate: number; checkOutDate: number }): string {
  return `Try ${stayRangeLabel(stay.checkInDate, stay.checkOutDate)} instead`;
}
