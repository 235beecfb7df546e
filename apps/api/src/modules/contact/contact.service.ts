import type { Db } from '../../db/client.js';
import { insertContactMessage } from './contact.repository.js';

export interface ContactInput {
  name: string;
  email: string;
  phone?: string | undefined;
  company?: string | undefined;
  subject: string;
  message: string;
}

/** Stores a message from the contact form; the operator console lists them. */
export async function receiveContactMessage(db: Db, input: ContactInput, ip: string | null): Promise<{ id: string }> {
  return insertContactMessage(db, {
    name: input.name,
    email: input.email.toLowerCase(),
    phone: input.phone ?? null,
    company: input.company ?? null,
    subject: input.subject,
    message: input.message,
    ip,
  });
}
