import { z } from 'zod';
import { objectIdSchema } from './common';
import { formatDay } from './format';
import { type IsoDate, isIsoDate } from './stay-dates';

/**
 * Form C (issue 44): a hotel reports each foreign guest to the FRRO within 24 hours of their arrival (Immigration and
 * Foreigners Act and Rules, 2025, where it is now named Form III; before them the Foreigners Order and the Registration
 * of Foreigners Rules, 1992). At check-in the desk records each foreign guest's passport and visa; the desk's list shows
 * what is due and overdue; an export gives the rows in the FRRO portal's field order; the desk marks each submitted with
 * the FRRO's reference. The details are sealed at rest and deleted a set time after the stay (docs/front-office.md).
 */

export const FORM_C_DUE_HOURS = 24;

export const formCSexes = ['M', 'F', 'X'] as const;
export type FormCSex = (typeof formCSexes)[number];
export const formCSexLabels: Record<FormCSex, string> = { M: 'Male', F: 'Female', X: 'Other' };

export const formCVisaTypes = [
  'e-Tourist',
  'Tourist',
  'e-Business',
  'Business',
  'e-Medical',
  'Medical',
  'Employment',
  'Student',
  'Conference',
  'Research',
  'Journalist',
  'Transit',
  'OCI card',
  'Other',
] as const;
export type FormCVisaType = (typeof formCVisaTypes)[number];

const TEXT_MAX = 120;
const ADDRESS_MAX = 300;

const text = (what: string, max = TEXT_MAX) =>
  z
    .string({ error: `enter ${what}` })
    .trim()
    .min(1, `enter ${what}`)
    .max(max, `may be at most ${max} characters`);

const date = (what: string) =>
  z
    .string({ error: `enter ${what}` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `enter ${what}`)
    .refine(isIsoDate, 'must be a real calendar date');

/** Letters and digits as printed, spaces dropped, in capitals: the portal refuses anything else. */
const documentNumber = (what: string) =>
  z
    .string({ error: `enter the ${what}` })
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .min(1, `enter the ${what}`)
        .regex(/^[A-Z0-9]{4,20}$/, `the ${what} is 4 to 20 letters and digits, as printed`),
    );

/** One foreign guest's Form C details, in the FRRO portal's order (see formCExportColumns). */
export const formCGuestSchema = z.object({
  surname: text('the surname as in the passport', 60),
  givenName: text('the given name as in the passport', 60),
  sex: z.enum(formCSexes, { error: 'choose male, female or other, as in the passport' }),
  dateOfBirth: date('the date of birth'),
  nationality: text('the nationality (the passport’s country)', 60),
  homeAddress: text('the address in the country where the guest lives', ADDRESS_MAX),
  passportNumber: documentNumber('passport number'),
  passportPlaceOfIssue: text('where the passport was issued', 60),
  passportIssuedOn: date('the passport’s date of issue'),
  passportExpiresOn: date('the passport’s date of expiry'),
  visaNumber: documentNumber('visa number'),
  visaIssuedOn: date('the visa’s date of issue'),
  /** Empty only for an OCI card, which does not expire. */
  visaExpiresOn: z
    .union([date('the visa’s date of expiry'), z.literal('')])
    .optional()
    .transform((v) => v || undefined),
  visaType: z.enum(formCVisaTypes, { error: 'choose the visa type' }),
  visaPlaceOfIssue: text('where the visa was issued', 60),
  arrivedFrom: text('where the guest came to India from (city, country)', 60),
  arrivedInIndiaOn: date('the date of arrival in India'),
  portOfArrival: text('the port of arrival in India (airport, seaport or land crossing)', 60),
  arrivedAtHotelOn: date('the date of arrival at the hotel'),
  arrivedAtHotelTime: z
    .string({ error: 'enter the time of arrival at the hotel' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'enter the time of arrival at the hotel (HH:MM)'),
  departureOn: date('the intended date of departure from the hotel'),
  purposeOfVisit: text('the purpose of the visit', 60),
  nextDestination: text('the next destination (city, country)', 60),
  contactInIndia: z
    .string()
    .trim()
    .max(60, 'may be at most 60 characters')
    .optional()
    .transform((v) => v || undefined),
});
export type FormCGuestInput = z.input<typeof formCGuestSchema>;

export interface FormCIssue {
  path: keyof FormCGuestDetails;
  message: string;
}

const INDIAN = /^(india|indian|bharat|ind)$/i;

/**
 * The rules between fields, against today's date in IST: what a valid shape can still get wrong (an expired passport,
 * a birth in the future). Pure; the server runs them on every save and the form before it sends.
 */
export function formCGuestIssues(g: FormCGuestDetails, today: IsoDate): FormCIssue[] {
  const out: FormCIssue[] = [];
  const add = (path: FormCIssue['path'], message: string) => out.push({ path, message });
  const arrival = g.arrivedAtHotelOn;
  if (INDIAN.test(g.nationality.trim()))
    add('nationality', 'Form C is for foreign nationals: an Indian citizen is not reported');
  if (g.dateOfBirth > today) add('dateOfBirth', 'the date of birth cannot be in the future');
  else if (g.dateOfBirth > arrival) add('dateOfBirth', 'the date of birth must be before the arrival at the hotel');
  if (g.passportIssuedOn > today) add('passportIssuedOn', 'the passport’s date of issue cannot be in the future');
  else if (g.passportIssuedOn < g.dateOfBirth)
    add('passportIssuedOn', 'the passport cannot have been issued before the date of birth');
  if (g.passportExpiresOn <= g.passportIssuedOn)
    add('passportExpiresOn', 'the passport’s expiry must be after its date of issue');
  else if (g.passportExpiresOn < arrival)
    add(
      'passportExpiresOn',
      `the passport expired on ${formatDay(g.passportExpiresOn)}, before the guest arrived (${formatDay(arrival)})`,
    );
  if (g.visaIssuedOn > today) add('visaIssuedOn', 'the visa’s date of issue cannot be in the future');
  if (!g.visaExpiresOn) {
    if (g.visaType !== 'OCI card') add('visaExpiresOn', 'enter the visa’s date of expiry (only an OCI card has none)');
  } else if (g.visaExpiresOn <= g.visaIssuedOn)
    add('visaExpiresOn', 'the visa’s expiry must be after its date of issue');
  else if (g.visaExpiresOn < arrival)
    add(
      'visaExpiresOn',
      `the visa expired on ${formatDay(g.visaExpiresOn)}, before the guest arrived (${formatDay(arrival)})`,
    );
  if (g.arrivedInIndiaOn > arrival)
    add('arrivedInIndiaOn', 'the arrival in India must be on or before the arrival at the hotel');
  else if (g.arrivedInIndiaOn < g.visaIssuedOn)
    add('arrivedInIndiaOn', 'the arrival in India cannot be before the visa was issued');
  if (arrival > today) add('arrivedAtHotelOn', 'the arrival at the hotel cannot be in the future');
  if (g.departureOn < arrival) add('departureOn', 'the departure must be on or after the arrival at the hotel');
  return out;
}

/** The form's schema on a given day: the shape, then the rules between fields under each field they concern. */
export const formCGuestSchemaOn = (today: IsoDate) =>
  formCGuestSchema.superRefine((g, ctx) => {
    for (const issue of formCGuestIssues(g, today))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });

/** Marking a guest's Form C submitted on the FRRO portal: the portal's application/reference number. */
export const markFormCSubmittedSchema = z.object({
  frroReference: z
    .string({ error: 'enter the FRRO application or reference number' })
    .trim()
    .min(3, 'enter the FRRO application or reference number')
    .max(40, 'may be at most 40 characters')
    .regex(/^[A-Za-z0-9/-]+$/, 'the reference is letters, digits, / and - as the portal gives it'),
  /** When it was submitted (unix seconds); now when left out. Not in the future, not before the guest arrived. */
  submittedAt: z.number().int().positive().optional(),
});
export type MarkFormCSubmitted = z.input<typeof markFormCSubmittedSchema>;

export const formCStates = ['due', 'overdue', 'submitted'] as const;
export type FormCState = (typeof formCStates)[number];

/** The details as stored and answered: the input's fields after trimming and capitals (no transforms to run). */
export const formCGuestDetailsSchema = z.object({
  surname: z.string(),
  givenName: z.string(),
  sex: z.enum(formCSexes),
  dateOfBirth: z.string(),
  nationality: z.string(),
  homeAddress: z.string(),
  passportNumber: z.string(),
  passportPlaceOfIssue: z.string(),
  passportIssuedOn: z.string(),
  passportExpiresOn: z.string(),
  visaNumber: z.string(),
  visaIssuedOn: z.string(),
  visaExpiresOn: z.string().optional(),
  visaType: z.enum(formCVisaTypes),
  visaPlaceOfIssue: z.string(),
  arrivedFrom: z.string(),
  arrivedInIndiaOn: z.string(),
  portOfArrival: z.string(),
  arrivedAtHotelOn: z.string(),
  arrivedAtHotelTime: z.string(),
  departureOn: z.string(),
  purposeOfVisit: z.string(),
  nextDestination: z.string(),
  contactInIndia: z.string().optional(),
});
export type FormCGuestDetails = z.infer<typeof formCGuestDetailsSchema>;

/** A recorded guest, as the desk's booking shows and edits it. */
export const formCGuestSchemaOut = z.object({
  id: z.string(),
  bookingId: z.string(),
  details: formCGuestDetailsSchema,
  /** Arrival at the hotel (unix seconds): Form C is due 24 hours later. */
  arrivedAt: z.number().int(),
  dueAt: z.number().int(),
  state: z.enum(formCStates),
  submittedAt: z.number().int().nullable(),
  frroReference: z.string().nullable(),
  updatedAt: z.number().int(),
});
export type FormCGuest = z.infer<typeof formCGuestSchemaOut>;

export const bookingFormCResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    bookingId: z.string(),
    /** The arrival the form starts from: the check-in time (unix seconds), or null before check-in. */
    checkedInAt: z.number().int().nullable(),
    checkOut: z.string(),
    guests: z.array(formCGuestSchemaOut),
  }),
});
export type BookingFormC = z.infer<typeof bookingFormCResponseSchema>['data'];

export const formCGuestResponseSchema = z.object({ success: z.literal(true), data: formCGuestSchemaOut });

/** One line of a property's Form C list. */
export const formCListItemSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  bookingCode: z.string(),
  guestName: z.string(),
  nationality: z.string(),
  arrivedAt: z.number().int(),
  dueAt: z.number().int(),
  state: z.enum(formCStates),
  submittedAt: z.number().int().nullable(),
  frroReference: z.string().nullable(),
});
export type FormCListItem = z.infer<typeof formCListItemSchema>;

export const formCDepartureStates = ['due', 'overdue', 'reported'] as const;
export type FormCDepartureState = (typeof formCDepartureStates)[number];

/**
 * One foreign guest's departure to report on the portal (the check-out of their Form C): the guest left when the
 * booking was checked out, and it is reported within 24 hours of that, against the Form C's FRRO reference.
 */
export const formCDepartureItemSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  bookingCode: z.string(),
  guestName: z.string(),
  nationality: z.string(),
  /** The arrival's FRRO reference; null while the arrival itself is not submitted (report that first). */
  frroReference: z.string().nullable(),
  /** When the guest left (the booking's check-out, unix seconds), and by when it is to be reported (24 hours on). */
  departedAt: z.number().int(),
  dueAt: z.number().int(),
  state: z.enum(formCDepartureStates),
  reportedAt: z.number().int().nullable(),
});
export type FormCDepartureItem = z.infer<typeof formCDepartureItemSchema>;

export const formCListQuerySchema = z.object({ propertyId: objectIdSchema });
export const formCListResponseSchema = z.object({
  success: z.literal(true),
  /** Not yet submitted (overdue first, then by due time), then those submitted in the last two days. */
  data: z.object({
    propertyId: z.string(),
    items: z.array(formCListItemSchema),
    /** Departures to report (overdue first, then by due time), then those reported in the last two days. */
    departures: z.array(formCDepartureItemSchema).optional(),
  }),
});
export type FormCList = z.infer<typeof formCListResponseSchema>['data'];

export const formCGuestParamsSchema = z.object({ id: objectIdSchema, guestId: objectIdSchema });

export const formCPaths = {
  booking: (bookingId: string) => `/api/admin/bookings/${encodeURIComponent(bookingId)}/form-c`,
  guest: (bookingId: string, guestId: string) =>
    `/api/admin/bookings/${encodeURIComponent(bookingId)}/form-c/${encodeURIComponent(guestId)}`,
  submitted: (bookingId: string, guestId: string) =>
    `/api/admin/bookings/${encodeURIComponent(bookingId)}/form-c/${encodeURIComponent(guestId)}/submitted`,
  list: '/api/admin/form-c',
  export: '/api/admin/form-c.csv',
  departureReported: (bookingId: string, guestId: string) =>
    `/api/admin/bookings/${encodeURIComponent(bookingId)}/form-c/${encodeURIComponent(guestId)}/departure-reported`,
  departuresExport: '/api/admin/form-c-departures.csv',
} as const;

/** Marking a guest's departure reported on the portal; now when `reportedAt` (unix seconds) is left out. */
export const markFormCDepartureSchema = z.object({ reportedAt: z.number().int().positive().optional() });
export type MarkFormCDeparture = z.input<typeof markFormCDepartureSchema>;

/** A departure's state at `nowSeconds`: reported, or due until 24 hours after the guest left, overdue after. */
export function formCDepartureState(dueAt: number, reportedAt: number | null, nowSeconds: number): FormCDepartureState {
  if (reportedAt !== null) return 'reported';
  return nowSeconds > dueAt ? 'overdue' : 'due';
}

/** The state at `nowSeconds`: submitted, or due until 24 hours after arrival, overdue after. */
export function formCState(dueAt: number, submittedAt: number | null, nowSeconds: number): FormCState {
  if (submittedAt !== null) return 'submitted';
  return nowSeconds > dueAt ? 'overdue' : 'due';
}

export const formCDueAt = (arrivedAt: number): number => arrivedAt + FORM_C_DUE_HOURS * 3600;

/** "Due in 5 h 20 min", "Overdue by 2 h 5 min", for the desk's list. */
export function formCTimeText(dueAt: number, nowSeconds: number): string {
  const minutes = Math.floor(Math.abs(dueAt - nowSeconds) / 60);
  const span =
    minutes >= 60 ? `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}` : `${minutes} min`;
  return dueAt >= nowSeconds ? `Due in ${span}` : `Overdue by ${span}`;
}
