import type { CreateBookingRequest, PricingRequest, PrimaryGuest } from '@staybook/contract/booking';
import type { BookingExtraChoice } from '@staybook/contract/booking-extras';
import type { BusinessDetails } from '@staybook/contract/gst';
import type { Language } from '@staybook/contract/languages';
import { type BedRequest, completeChildAges } from '@staybook/contract/party-rules';
import type { RecipientAddress } from '@staybook/contract/recipient-address';
import { allocatedGuests, type GuestAllocation, type GuestCounts } from './guests';
import type { Selection } from './selection';

export interface BookingChoice {
  propertyId: string;
  checkInDate: number;
  checkOutDate: number;
  selectedRooms: Selection;
  guests: GuestCounts;
  /** Who sleeps in which room type, as the guest placed them; absent or stale: spread evenly. */
  allocation?: GuestAllocation | null;
  /** Infants (free, not counted) and whether a pet comes: the property sees them on the booking. */
  infants?: number;
  pets?: boolean;
  /** One entry per child (null: not given); sent only when every child has an age (issue 24). */
  childAges?: Array<number | null>;
  /** A cot or an extra bed asked of the hotel. */
  bedRequest?: BedRequest | null;
  /** The applied coupon; the server prices it (and counts it when the rooms are held). */
  couponCode?: string | null;
  /** The extras added on the review page: quantity by extra id (paid online with the rooms). */
  extras?: Record<string, number> | undefined;
}

const couponOf = (choice: BookingChoice) => (choice.couponCode ? { couponCode: choice.couponCode } : {});

/** The extras as the pricing and booking calls take them, in a stable order; nothing when none. */
export function extrasOf(choice: Pick<BookingChoice, 'extras'>): { extras?: BookingExtraChoice[] } {
  const list = Object.entries(choice.extras ?? {})
    .filter(([, quantity]) => quantity > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([extraId, quantity]) => ({ extraId, quantity }));
  return list.length ? { extras: list } : {};
}

/** The children's ages (all of them, else none) and a bed request, as the booking call takes them. */
function requestsOf(choice: BookingChoice): Pick<CreateBookingRequest, 'childAges' | 'bedRequest'> {
  const childAges = completeChildAges(choice.childAges, choice.guests.children);
  return { ...(childAges ? { childAges } : {}), ...(choice.bedRequest ? { bedRequest: choice.bedRequest } : {}) };
}

export function buildPricingRequest(choice: BookingChoice): PricingRequest {
  return {
    propertyId: choice.propertyId,
    roomIds: allocatedGuests(choice.selectedRooms, choice.guests, choice.allocation),
    checkInDate: choice.checkInDate,
    checkOutDate: choice.checkOutDate,
    addons: [],
    ...couponOf(choice),
    ...extrasOf(choice),
  };
}

/**
 * The spec's getBooking payload. `totalPrice` is sent as the spec has it, but the server prices the stay
 * itself. `initiatePayment` is false on 'Proceed to Payment' (hold the rooms) and true on Pay.
 */
export function buildBookingRequest(
  choice: BookingChoice,
  options: {
    initiatePayment: boolean;
    bookingId: string | null;
    primaryGuest: PrimaryGuest;
    totalPrice: number;
    /** "GST details for a business": the company the tax invoice is made out to. */
    business?: BusinessDetails | null;
    /** The guest's address and state for an invoice above ₹50,000 (CGST rule 46(p)). */
    recipientAddress?: RecipientAddress | null;
    /** The page's language: the booking records it, and its messages go out in it (issue 43). */
    language: Language;
  },
): CreateBookingRequest {
  return {
    initiatePayment: options.initiatePayment,
    checkInDate: choice.checkInDate,
    checkOutDate: choice.checkOutDate,
    propertyId: choice.propertyId,
    addons: [],
    guests: { adults: choice.guests.adults, children: choice.guests.children },
    adults: choice.guests.adults,
    childrens: choice.guests.children,
    roomIds: allocatedGuests(choice.selectedRooms, choice.guests, choice.allocation),
    ...(choice.infants ? { infants: choice.infants } : {}),
    ...(choice.pets ? { pets: true } : {}),
    ...requestsOf(choice),
    paymentType: 'online',
    bookingId: options.bookingId,
    primaryGuest: options.primaryGuest,
    totalPrice: options.totalPrice,
    ...couponOf(choice),
    ...extrasOf(choice),
    ...(options.business ? { business: options.business } : {}),
    ...(options.recipientAddress ? { recipientAddress: options.recipientAddress } : {}),
    language: options.language,
  };
}
