import type { FormCGuestDetails } from '@staybook/contract/form-c';
import { addDays, type IsoDate, todayIst } from '@staybook/contract/stay-dates';
import type { CsvColumn } from '../../lib/csv.js';

/** Form C's pure rules (issue 44): IST instants, the export's columns, the retention's cut-off. */

/** The arrival at the hotel as an instant: a date and a clock time in IST (UTC+05:30, no daylight saving). */
export const arrivalInstant = (date: IsoDate, time: string): Date => new Date(`${date}T${time}:00+05:30`);

/** An instant's IST date and clock time, as the form shows them. */
export function istDateAndTime(at: Date): { date: IsoDate; time: string } {
  const ist = new Date(at.getTime() + 330 * 60_000).toISOString();
  return { date: ist.slice(0, 10), time: ist.slice(11, 16) };
}

/** 2026-01-05 → 05/01/2026: the portal's and Indian forms' way of writing a date. */
export const portalDate = (date: IsoDate | undefined): string =>
  date ? `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}` : '';

/**
 * Records of stays whose check-out is before this IST date are past retention: kept `retentionDays` after the
 * check-out day, then deleted.
 */
export const retentionCheckOutBefore = (now: Date, retentionDays: number): IsoDate =>
  addDays(todayIst(now), -retentionDays);

export interface ExportRow {
  details: FormCGuestDetails;
  bookingCode: string;
}

/**
 * The export's columns, in the order of the FRRO portal's Form C (docs/front-office.md says which fields could not be
 * confirmed). Every value a person typed is a text cell (lib/csv.ts keeps a formula from running); dates are DD/MM/YYYY.
 * Our booking code is last: not a portal field, it lets the desk find the guest's booking.
 */
export const formCExportColumns: readonly CsvColumn<ExportRow>[] = [
  { header: 'Surname', value: (r) => r.details.surname },
  { header: 'Given name', value: (r) => r.details.givenName },
  { header: 'Gender', value: (r) => r.details.sex },
  { header: 'Date of birth', value: (r) => portalDate(r.details.dateOfBirth) },
  { header: 'Nationality', value: (r) => r.details.nationality },
  { header: 'Address in country of residence', value: (r) => r.details.homeAddress },
  { header: 'Passport number', value: (r) => r.details.passportNumber },
  { header: 'Passport place of issue', value: (r) => r.details.passportPlaceOfIssue },
  { header: 'Passport date of issue', value: (r) => portalDate(r.details.passportIssuedOn) },
  { header: 'Passport valid till', value: (r) => portalDate(r.details.passportExpiresOn) },
  { header: 'Visa number', value: (r) => r.details.visaNumber },
  { header: 'Visa date of issue', value: (r) => portalDate(r.details.visaIssuedOn) },
  { header: 'Visa valid till', value: (r) => portalDate(r.details.visaExpiresOn) },
  { header: 'Visa type', value: (r) => r.details.visaType },
  { header: 'Visa place of issue', value: (r) => r.details.visaPlaceOfIssue },
  { header: 'Arrived from', value: (r) => r.details.arrivedFrom },
  { header: 'Date of arrival in India', value: (r) => portalDate(r.details.arrivedInIndiaOn) },
  { header: 'Port of arrival in India', value: (r) => r.details.portOfArrival },
  { header: 'Date of arrival at hotel', value: (r) => portalDate(r.details.arrivedAtHotelOn) },
  { header: 'Time of arrival at hotel', value: (r) => r.details.arrivedAtHotelTime },
  {
    header: 'Intended duration of stay (days)',
    value: (r) =>
      Math.round(
        (Date.parse(`${r.details.departureOn}T00:00:00Z`) - Date.parse(`${r.details.arrivedAtHotelOn}T00:00:00Z`)) /
          86_400_000,
      ),
  },
  // Only an employment visa allows work in India: the portal's "Whether employed in India" follows from the visa.
  { header: 'Employed in India (Y/N)', value: (r) => (r.details.visaType === 'Employment' ? 'Y' : 'N') },
  { header: 'Date of departure from hotel', value: (r) => portalDate(r.details.departureOn) },
  { header: 'Purpose of visit', value: (r) => r.details.purposeOfVisit },
  { header: 'Next destination', value: (r) => r.details.nextDestination },
  { header: 'Contact number in India', value: (r) => r.details.contactInIndia ?? '' },
  { header: 'Booking', value: (r) => r.bookingCode },
];

export interface DepartureExportRow {
  details: FormCGuestDetails;
  bookingCode: string;
  frroReference: string | null;
  departedAt: Date;
}

/**
 * The departures' export: what the portal's check-out of a submitted Form C asks — the guest (name, nationality,
 * passport), the arrival's FRRO application/reference number and arrival date, and the date and time of departure
 * from the hotel (IST) — then the next destination and our booking code (docs/front-office.md, "Form C").
 */
export const formCDepartureColumns: readonly CsvColumn<DepartureExportRow>[] = [
  { header: 'Surname', value: (r) => r.details.surname },
  { header: 'Given name', value: (r) => r.details.givenName },
  { header: 'Nationality', value: (r) => r.details.nationality },
  { header: 'Passport number', value: (r) => r.details.passportNumber },
  { header: 'Form C application/reference number', value: (r) => r.frroReference ?? '' },
  { header: 'Date of arrival at hotel', value: (r) => portalDate(r.details.arrivedAtHotelOn) },
  { header: 'Date of departure from hotel', value: (r) => portalDate(istDateAndTime(r.departedAt).date) },
  { header: 'Time of departure from hotel', value: (r) => istDateAndTime(r.departedAt).time },
  { header: 'Next destination', value: (r) => r.details.nextDestination },
  { header: 'Booking', value: (r) => r.bookingCode },
];
