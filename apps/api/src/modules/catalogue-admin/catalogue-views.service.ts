import type { AdminPropertyDetail, AdminRoomType } from '@staybook/contract/admin-catalogue';
import { todayIst } from '@staybook/contract/stay-dates';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { toPropertyDetail, toRoomType } from './catalogue-admin.mappers.js';
import * as repo from './catalogue-admin.repository.js';
import { publishChecklist } from './catalogue-admin-rules.js';

/**
 * What the console shows of a property or room type. Takes a transaction too, so a change answers with what it
 * wrote before it commits.
 */

export async function roomTypeViews(db: DbOrTx, rows: repo.RoomTypeRow[]): Promise<AdminRoomType[]> {
  const ids = rows.map((r) => r.id);
  const [extras, summary] = await Promise.all([repo.roomExtras(db, ids), repo.inventorySummary(db, ids, todayIst())]);
  return rows.map((r) => toRoomType(r, extras, summary));
}

export async function roomTypeView(db: DbOrTx, id: string): Promise<AdminRoomType> {
  const row = await repo.findRoomType(db, id);
  if (!row) throw notFound('Room type');
  const [room] = await roomTypeViews(db, [row]);
  return room!;
}

export async function propertyView(db: DbOrTx, id: string): Promise<AdminPropertyDetail> {
  const found = await repo.findProperty(db, id);
  if (!found) throw notFound('Property');
  const [extras, rooms, facts] = await Promise.all([
    repo.propertyExtras(db, id),
    repo.listRoomTypes(db, id),
    repo.publishFacts(db, id),
  ]);
  return { ...toPropertyDetail(found, extras, await roomTypeViews(db, rooms)), checklist: publishChecklist(facts) };
}
