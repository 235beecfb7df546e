import { unixToIstDate } from '@staybook/contract/stay-dates';
import type { LanguageFormats } from './language-formats';

/**
 * A stay's dates in a language other than English ('27 दिस॰ – 29 दिस॰', '30. Dez. 2026 – 1. Jan. 2027'): each day
 * in the page's format, the year only when the stay crosses one. English's is the contract's `stayRangeLabel`.
 */
export function stayRangeWords(
  formats: Pick<LanguageFormats, 'day' | 'dayMonth'>,
  stay: { checkInDate: number; checkOutDate: number },
): string {
  const from = unixToIstDate(stay.checkInDate);
  const to = unixToIstDate(stay.checkOutDate);
  const write = from.slice(0, 4) === to.slice(0, 4) ? formats.dayMonth : formats.day;
  return `${write(from)} – ${write(to)}`;
}
