import type { BookingData } from '@staybook/contract/booking';

/** The booking call's answer as kept in the store: the hold, the server's price and (when paying) the order. */
export type HeldBooking = BookingData;
