import { EMAIL_INVALID_MESSAGE } from './common';
import type { AreaId } from './messages/areas';
import { MOBILE_REQUIRED_MESSAGE, PHONE_MESSAGE_MODAL, PHONE_MESSAGE_PAGE } from './phone';

/**
 * The contract's validation messages a guest form shows, each with its message in the catalogues (docs/languages.md):
 * the schemas keep their English (the API answers with it, and the spec and its tests pin it), and a guest page in
 * another language shows the catalogue's translation of the same message. The English catalogue's text of each id is
 * the key itself (contract-messages.test.ts), so an English page reads exactly the schema's words.
 */
export const contractMessageIds: Readonly<Record<string, AreaId<'forms'>>> = {
  'Name is required': 'validation.nameRequired',
  'Name is too long': 'validation.nameTooLong',
  // The profile form's own rule (its schema is the web's: a name of at most 100 characters).
  'Name must be at most 100 characters': 'validation.nameMax100',
  'Email is required': 'validation.emailRequired',
  [EMAIL_INVALID_MESSAGE]: 'validation.emailInvalid',
  [MOBILE_REQUIRED_MESSAGE]: 'validation.mobileRequired',
  [PHONE_MESSAGE_MODAL]: 'validation.mobileInvalid',
  [PHONE_MESSAGE_PAGE]: 'validation.mobileInvalidStart',
  'Company name is required': 'validation.companyRequired',
  'Company name is too long': 'validation.companyTooLong',
  'Address is too long': 'validation.addressTooLong',
  'Address is required': 'validation.addressRequired',
  'Enter your address: house, street, city and PIN': 'validation.addressShort',
  'Choose your state': 'validation.stateRequired',
  'GSTIN is required': 'validation.gstinRequired',
  'A GSTIN has 15 characters.': 'validation.gstinLength',
  'This is not a GSTIN: it reads as a 2-digit state code, a 10-character PAN, then 3 characters.':
    'validation.gstinFormat',
  'This GSTIN has a typing mistake: its last character does not match the others.': 'validation.gstinCheck',
  // The contact form's own (contact.ts; not imported, so the form kit's chunk stays without its schema:
  // contract-messages.test.ts parses the schema and finds each here).
  'Please choose a subject': 'validation.subjectRequired',
  'Message is required': 'validation.messageRequired',
  'Message must be at most 5000 characters': 'validation.messageMax',
  'Please enter a valid phone number': 'validation.phoneInvalid',
  'Phone must be at most 20 characters': 'validation.phoneMax20',
  'Company must be at most 120 characters': 'validation.companyMax120',
  // The review form's (reviews.ts: its title and text; the stars' messages are the form's own, `bookings.rate.choose`).
  'Give your review a title': 'validation.reviewTitleRequired',
  'The title can be at most 120 characters': 'validation.reviewTitleMax',
  'Tell other guests about your stay': 'validation.reviewTextRequired',
  'Tell other guests a little more (at least 20 characters)': 'validation.reviewTextShort',
  'Your review can be at most 2000 characters': 'validation.reviewTextMax',
};

/** The catalogue id of a contract message, or null when the message has none (it is then shown as written). */
export function contractMessageId(message: string): AreaId<'forms'> | null {
  return Object.hasOwn(contractMessageIds, message) ? (contractMessageIds[message] ?? null) : null;
}
