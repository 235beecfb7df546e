import type { BookingSummary } from '@staybook/contract/booking';

/**
 * The contact section's rows in the page's language (issue 43), from the summary's facts: the hotel's phone and
 * e-mail, and the property's address, each only when the hotel has it (as the API's English rows).
 */
export function contactRows(
  summary: Pick<BookingSummary, 'hotelContact' | 'property'>,
  t: (id: 'bookings.rows.phone' | 'bookings.rows.email' | 'bookings.rows.address') => string,
): { title: string; value: string }[] {
  const { number, email } = summary.hotelContact;
  const address = summary.property.address;
  return [
    ...(number ? [{ title: t('bookings.rows.phone'), value: number }] : []),
    ...(email ? [{ title: t('bookings.rows.email'), value: email }] : []),
    ...(address ? [{ title: t('bookings.rows.address'), value: address }] : []),
  ];
}
