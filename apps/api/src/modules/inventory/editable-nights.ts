import { formatDayWithWeekday } from '@staybook/contract/format';
import type { IsoDate } from '@staybook/contract/stay-dates';
import { badRequest } from '../../lib/http-errors.js';
import { datesInRange } from './inventory-rules.js';

/**
 * The nights a calendar edit changes (the inventory's bulk edit, a plan's own rates): from–to on the chosen weekdays,
 * none before today. A 400 naming the field otherwise, in the words of the contract's `checkBulkEditNights`, which the
 * console's forms check first.
 */
export function editableNights(
  edit: { from: IsoDate; to: IsoDate; weekdays?: readonly number[] | undefined },
  today: IsoDate,
): IsoDate[] {
  if (edit.from < today)
    throw badRequest(`from: nights before today (${formatDayWithWeekday(today)}) cannot be edited.`, {
      field: 'from',
      today,
    });
  const dates = datesInRange(edit.from, edit.to, edit.weekdays);
  if (dates.length === 0)
    throw badRequest(
      `No night from ${formatDayWithWeekday(edit.from)} to ${formatDayWithWeekday(edit.to)} falls on the chosen weekdays.`,
      { field: 'weekdays' },
    );
  return dates;
}
