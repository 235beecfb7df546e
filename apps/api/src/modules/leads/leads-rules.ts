import { daysBetween, todayIst, unixToIstDate } from '@staybook/contract';

/** A lead's stay must start today or later (IST) and end after it starts. Returns a message, or null when fine. */
export function checkLeadDates(checkIn: Date, checkOut: Date, now: Date): { field: string; message: string } | null {
  const inDate = unixToIstDate(Math.floor(checkIn.getTime() / 1000));
  const outDate = unixToIstDate(Math.floor(checkOut.getTime() / 1000));
  if (daysBetween(todayIst(now), inDate) < 0)
    return { field: 'checkInDate', message: 'Check-in date cannot be in the past.' };
  if (daysBetween(inDate, outDate) <= 0)
    return { field: 'checkOutDate', message: 'Check-out date cannot be earlier than check-in date.' };
  if (daysBetween(todayIst(now), inDate) > 730)
    return { field: 'checkInDate', message: 'Check-in date is too far ahead.' };
  return null;
}
