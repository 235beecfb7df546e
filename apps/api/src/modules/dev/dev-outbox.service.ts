import type { Db } from '../../db/client.js';
import { recentSmsTo } from './dev-outbox.repository.js';

/** The SMS a number was sent, newest first, times in unix seconds. */
export async function smsSentTo(db: Db, phone: string) {
  const rows = await recentSmsTo(db, phone);
  return rows.map((r) => ({ ...r, createdAt: Math.floor(r.createdAt.getTime() / 1000) }));
}
