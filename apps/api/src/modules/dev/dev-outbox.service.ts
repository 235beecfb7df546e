import type { Db } from '../../db/client.js';
import { recentSmsTo, recentWhatsAppTo } from './dev-outbox.repository.js';

/** The SMS a number was sent, newest first, times in unix seconds. */
export async function smsSentTo(db: Db, phone: string) {
  const rows = await recentSmsTo(db, phone);
  return rows.map((r) => ({ ...r, createdAt: Math.floor(r.createdAt.getTime() / 1000) }));
}

/** The WhatsApp messages a number was sent through the outbox, newest first, times in unix seconds. */
export async function whatsappSentTo(db: Db, phone: string) {
  const rows = await recentWhatsAppTo(db, phone);
  return rows.map((r) => ({ ...r, createdAt: Math.floor(r.createdAt.getTime() / 1000) }));
}
