import type { PricingRequest } from '@staybook/contract/booking';
import {
  type CreateDeskBooking,
  createDeskBookingSchema,
  type DeskBookingSource,
  PAYMENT_LINK_DEFAULT_HOURS,
} from '@staybook/contract/desk-bookings';
import { LANGUAGES, type Language } from '@staybook/contract/languages';
import type { DeskPaymentMethod } from '@staybook/contract/payment-terms';
import type { RecipientAddress } from '@staybook/contract/recipient-address';
import { addDays, type IsoDate, isIsoDate, istDateToUnix } from '@staybook/contract/stay-dates';

/**
 * The desk's New booking form as typed (numbers still text), and the two requests it makes: the website's pricing
 * call for the price shown before confirming, and the desk booking itself. The rules are the contract's
 * (createDeskBookingSchema); this only turns the form into its input and the schema's complaints into field messages.
 */

export interface RoomLine {
  /** A stable key for React while lines are added and removed. */
  key: number;
  roomTypeId: string;
  roomCount: string;
  adults: string;
  children: string;
  /** '' for the room's default plan. */
  ratePlanId: string;
}

export type PaymentKind = 'at_property' | 'at_desk' | 'link';

export interface DeskForm {
  propertyId: string;
  checkIn: string;
  checkOut: string;
  rooms: RoomLine[];
  guestName: string;
  guestPhone: string;
  guestEmail: string;
  infants: string;
  pets: boolean;
  /** The language the guest's messages go in; '' leaves it to the guest's profile (else English). */
  language: Language | '';
  source: DeskBookingSource;
  /** The OTA chosen from the brand's register (issue 41); its name is channelName. */
  ecommerceOperatorId: string;
  channelName: string;
  /** The other channel's own reservation number and what it says the guest pays it (whole rupees, as typed). */
  otaReservationNumber: string;
  otaAmount: string;
  notes: string;
  withBusiness: boolean;
  companyName: string;
  gstin: string;
  companyAddress: string;
  /** A private guest's address and state (GST code) for an invoice above ₹50,000 (CGST rule 46(p)); optional. */
  guestAddress: string;
  guestStateCode: string;
  payment: PaymentKind;
  method: DeskPaymentMethod;
  reference: string;
  amount: string;
  linkHours: string;
}

let nextKey = 1;
export const newRoomLine = (roomTypeId = ''): RoomLine => ({
  key: nextKey++,
  roomTypeId,
  roomCount: '1',
  adults: '2',
  children: '0',
  ratePlanId: '',
});

/** A fresh form: tonight for one night, a phone booking to pay at the property. */
export function emptyDeskForm(today: IsoDate, propertyId = ''): DeskForm {
  return {
    propertyId,
    checkIn: today,
    checkOut: addDays(today, 1),
    rooms: [newRoomLine()],
    guestName: '',
    guestPhone: '',
    guestEmail: '',
    infants: '0',
    pets: false,
    language: '',
    source: 'phone',
    ecommerceOperatorId: '',
    channelName: '',
    otaReservationNumber: '',
    otaAmount: '',
    notes: '',
    withBusiness: false,
    companyName: '',
    gstin: '',
    companyAddress: '',
    guestAddress: '',
    guestStateCode: '',
    payment: 'at_property',
    method: 'cash',
    reference: '',
    amount: '',
    linkHours: String(PAYMENT_LINK_DEFAULT_HOURS),
  };
}

/**
 * A fresh form opened from an address (the room grid's empty cell: `?property=&roomType=&checkIn=`): that property, a
 * line of that room type, one night from that date. A date in the past or not a date is left at today.
 */
export function deskFormFromAddress(params: URLSearchParams, today: IsoDate): DeskForm {
  const form = emptyDeskForm(today, params.get('property') ?? '');
  const checkIn = params.get('checkIn') ?? '';
  const roomTypeId = params.get('roomType') ?? '';
  return {
    ...form,
    ...(isIsoDate(checkIn) && checkIn >= today ? { checkIn, checkOut: addDays(checkIn, 1) } : {}),
    ...(roomTypeId && form.propertyId ? { rooms: [newRoomLine(roomTypeId)] } : {}),
  };
}

/** The site's languages as the desk names them (the console is English), in the site's order. */
const DESK_LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  hi: 'Hindi',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
};

/** The choices of the guest's messages' language: the guest's profile's (else English), then each of the site's. */
export const deskLanguageChoices: ReadonlyArray<{ value: Language | ''; label: string }> = [
  { value: '', label: 'As in the guest’s profile (else English)' },
  ...LANGUAGES.map((lang) => ({ value: lang, label: DESK_LANGUAGE_NAMES[lang] })),
];

/** A typed whole number, or NaN so the schema says what is wrong ('' is NaN too, never a silent 0). */
const whole = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** Typed text, or nothing when left blank (the contract then names what is missing, in its own words). */
const typed = (text: string): string | undefined => (text.trim() === '' ? undefined : text);

/** The rooms chosen so far (lines without a room type are still being filled in). */
const chosenLines = (form: DeskForm) => form.rooms.filter((r) => r.roomTypeId);

/**
 * The website's pricing request for the form's stay and rooms; null until a property, valid dates and at least one
 * complete room line are there (nothing to price yet).
 */
export function pricingRequestOf(form: DeskForm): PricingRequest | null {
  if (!form.propertyId || !isIsoDate(form.checkIn) || !isIsoDate(form.checkOut) || form.checkOut <= form.checkIn)
    return null;
  const lines = chosenLines(form);
  if (lines.length === 0) return null;
  const roomIds = lines.map((r) => ({
    id: r.roomTypeId,
    roomCount: whole(r.roomCount),
    adults: whole(r.adults),
    children: whole(r.children || '0'),
    ...(r.ratePlanId ? { ratePlanId: r.ratePlanId } : {}),
  }));
  if (roomIds.some((r) => [r.roomCount, r.adults, r.children].some((n) => !Number.isInteger(n) || n < 0))) return null;
  if (roomIds.some((r) => r.roomCount < 1 || r.adults < 1)) return null;
  return {
    propertyId: form.propertyId,
    checkInDate: istDateToUnix(form.checkIn as IsoDate),
    checkOutDate: istDateToUnix(form.checkOut as IsoDate),
    roomIds,
    addons: [],
  };
}

/** Another channel's booking: its name, its reservation number and what it charges, each only when typed. */
function otaFieldsOf(
  form: DeskForm,
): Pick<CreateDeskBooking, 'channelName' | 'ecommerceOperatorId' | 'otaReservationNumber' | 'otaAmount'> {
  const reservation = typed(form.otaReservationNumber);
  return {
    channelName: form.channelName,
    ...(form.ecommerceOperatorId ? { ecommerceOperatorId: form.ecommerceOperatorId } : {}),
    ...(reservation ? { otaReservationNumber: reservation } : {}),
    ...(typed(form.otaAmount) ? { otaAmount: whole(form.otaAmount) } : {}),
  };
}

/** The desk booking request as the form says it (not yet checked). */
export function deskBookingInputOf(form: DeskForm): CreateDeskBooking {
  const payment: CreateDeskBooking['payment'] =
    form.payment === 'at_desk'
      ? { kind: 'at_desk', method: form.method, reference: form.reference, amount: whole(form.amount) }
      : form.payment === 'link'
        ? { kind: 'link', hours: whole(form.linkHours) }
        : { kind: 'at_property' };
  return {
    propertyId: form.propertyId,
    checkIn: form.checkIn,
    checkOut: form.checkOut,
    rooms: chosenLines(form).map((r) => ({
      roomTypeId: r.roomTypeId,
      roomCount: whole(r.roomCount),
      adults: whole(r.adults),
      children: whole(r.children || '0'),
      ...(r.ratePlanId ? { ratePlanId: r.ratePlanId } : {}),
    })),
    // A walk-in may have no e-mail: it goes with the booking only when typed.
    guest: {
      name: form.guestName,
      phone: form.guestPhone,
      ...(typed(form.guestEmail) ? { email: form.guestEmail } : {}),
    },
    infants: whole(form.infants || '0'),
    pets: form.pets,
    ...(form.language ? { language: form.language } : {}),
    source: form.source,
    ...(form.source === 'ota' ? otaFieldsOf(form) : {}),
    notes: form.notes,
    ...(form.withBusiness
      ? {
          business: {
            companyName: form.companyName,
            gstin: form.gstin,
            ...(form.companyAddress.trim() ? { address: form.companyAddress } : {}),
          },
        }
      : recipientAddressOf(form)),
    payment,
  };
}

/** The guest's address for a large invoice, sent once the desk typed any of it (the contract then wants both). */
function recipientAddressOf(form: DeskForm) {
  if (!form.guestAddress.trim() && !form.guestStateCode) return {};
  return {
    recipientAddress: { address: form.guestAddress, stateCode: form.guestStateCode as RecipientAddress['stateCode'] },
  };
}

/** Where a complaint shows: a form field's name ('guest.phone', 'rooms.0.adults', 'payment.amount'…) or 'form'. */
export type FieldErrors = Record<string, string>;

/** The field a schema issue belongs to: its path as dotted text; the list-wide room rules go on 'rooms'. */
const fieldOf = (path: readonly PropertyKey[]): string => (path.length ? path.map(String).join('.') : 'form');

export type DeskBookingCheck = { ok: true; body: CreateDeskBooking } | { ok: false; errors: FieldErrors };

/** Checks the form by the contract's rules: the request to send, or one message per field (the first of each). */
export function checkDeskBooking(form: DeskForm): DeskBookingCheck {
  const input = deskBookingInputOf(form);
  const errors: FieldErrors = {};
  if (input.rooms.length === 0) errors.rooms = 'Choose at least one room type.';
  const parsed = createDeskBookingSchema.safeParse(input);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      errors[field] ??= issue.message;
    }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, body: input };
}

/** The line's label for a room line's field ('rooms.1.adults' → the second line's adults). */
export const roomField = (index: number, name: keyof Omit<RoomLine, 'key'>) => `rooms.${index}.${name}`;

/**
 * A room line's guest field as the desk reads it: the adults (or children) of a line of several rooms are the whole
 * line's, not each room's, so the label says so ("Adults (all 3 rooms)").
 */
export function lineGuestsLabel(guests: 'Adults' | 'Children', roomCount: string): string {
  const rooms = whole(roomCount);
  return Number.isInteger(rooms) && rooms > 1 ? `${guests} (all ${rooms} rooms)` : guests;
}
