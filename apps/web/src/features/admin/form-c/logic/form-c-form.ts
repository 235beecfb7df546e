import type { FormCGuestDetails, FormCGuestInput } from '@staybook/contract/form-c';
import { IST_OFFSET_SECONDS, type IsoDate } from '@staybook/contract/stay-dates';

/**
 * The Form C form's starting values (issue 44), pure: a new guest starts from the arrival (the booking's check-in time,
 * else now, in IST) and the booking's check-out as the intended departure; a recorded guest from their details.
 */
export function istDateTime(unixSeconds: number): { date: IsoDate; time: string } {
  const ist = new Date((unixSeconds + IST_OFFSET_SECONDS) * 1000).toISOString();
  return { date: ist.slice(0, 10), time: ist.slice(11, 16) };
}

export function newGuestValues(checkedInAt: number | null, checkOut: IsoDate, now = new Date()): FormCGuestInput {
  const arrival = istDateTime(checkedInAt ?? Math.floor(now.getTime() / 1000));
  return {
    surname: '',
    givenName: '',
    sex: '' as FormCGuestInput['sex'],
    dateOfBirth: '',
    nationality: '',
    homeAddress: '',
    passportNumber: '',
    passportPlaceOfIssue: '',
    passportIssuedOn: '',
    passportExpiresOn: '',
    visaNumber: '',
    visaIssuedOn: '',
    visaExpiresOn: '',
    visaType: '' as FormCGuestInput['visaType'],
    visaPlaceOfIssue: '',
    arrivedFrom: '',
    arrivedInIndiaOn: '',
    portOfArrival: '',
    arrivedAtHotelOn: arrival.date,
    arrivedAtHotelTime: arrival.time,
    departureOn: checkOut,
    purposeOfVisit: 'Tourism',
    nextDestination: '',
    contactInIndia: '',
  };
}

/** A recorded guest's details as the form's text values (an absent optional is an empty box). */
export const guestValues = (details: FormCGuestDetails): FormCGuestInput => ({
  ...details,
  visaExpiresOn: details.visaExpiresOn ?? '',
  contactInIndia: details.contactInIndia ?? '',
});
