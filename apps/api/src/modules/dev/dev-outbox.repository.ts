import { and, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { smsOutbox, whatsappOutbox } from '../../db/schema/index.js';

/** The newest messages the SMS outbox holds for a number, codes left out (they have their own peek). */
export async function recentSmsTo(db: DbOrTx, phone: string, limit = 20) {
  return db
    .select({ id: smsOutbox.id, template: smsOutbox.template, body: smsOutbox.body, createdAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.phone, phone), ne(smsOutbox.template, 'otp')))
    .orderBy(desc(smsOutbox.createdAt))
    .limit(limit);
}

/** The newest messages the WhatsApp outbox holds for a number (stored as 91 and the 10 digits). */
export async function recentWhatsAppTo(db: DbOrTx, phone: string, limit = 20) {
  return db
    .select({ id: whatsappOutbox.id, body: whatsappOutbox.body, createdAt: whatsappOutbox.createdAt })
    .from(whatsappOutbox)
    .where(eq(whatsappOutbox.to, `91${phone}`))
    .orderBy(desc(whatsappOutbox.createdAt))
    .limit(limit);
}
