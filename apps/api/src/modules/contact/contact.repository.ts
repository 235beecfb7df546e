import type { Db } from '../../db/client.js';
import { contactMessages } from '../../db/schema/engagement.js';

export interface NewContactMessage {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: string;
  message: string;
  ip: string | null;
}

export async function insertContactMessage(db: Db, row: NewContactMessage): Promise<{ id: string }> {
  const [saved] = await db.insert(contactMessages).values(row).returning({ id: contactMessages.id });
  if (!saved) throw new Error('contact message was not stored');
  return saved;
}
