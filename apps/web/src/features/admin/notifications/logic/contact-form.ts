import {
  type PropertyContact,
  type PropertyContactInput,
  propertyContactInputSchema,
} from '@staybook/contract/notifications';
import { z } from 'zod';

/** The contact form's values as typed. */
export interface ContactDraft {
  name: string;
  mobile: string;
  email: string;
  whatsapp: boolean;
}

export const emptyContact: ContactDraft = { name: '', mobile: '', email: '', whatsapp: false };

export const contactDraftOf = (c: PropertyContact): ContactDraft => ({
  name: c.name,
  mobile: c.mobile ?? '',
  email: c.email ?? '',
  whatsapp: c.whatsapp,
});

/** The form checks what the API checks: the contract's rule, once (mobile and e-mail, one of them at least). */
export const contactFormSchema = z
  .custom<ContactDraft>()
  .transform(
    (d): PropertyContactInput => ({ name: d.name, mobile: d.mobile, email: d.email, whatsapp: d.whatsapp === true }),
  )
  .pipe(propertyContactInputSchema);
