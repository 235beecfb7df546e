import { randomBytes } from 'node:crypto';
import { CATALOGUE_OPEN_NIGHTS } from '@staybook/contract/admin-catalogue';
import { addDays, todayIst } from '@staybook/contract/stay-dates';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { Actor } from '../audit/audited-change.js';
import { readNights } from '../inventory/index.js';
import * as repo from './channels.repository.js';
import { unavailableRuns, writeCalendar } from './ical-rules.js';

/**
 * The calendar each room type publishes for other channels (issue 23): the nights it cannot sell as an `.ics` feed at
 * a secret address, whose token the console rotates. Imports are channels.service.ts.
 */

const newToken = () => randomBytes(24).toString('base64url');

/** The room type's secret token, given one on its first read. */
export async function exportTokenOf(db: Db, roomTypeId: string): Promise<string> {
  const existing = await repo.findExportToken(db, roomTypeId);
  if (existing) return existing;
  await repo.insertExportToken(db, roomTypeId, newToken());
  return (await repo.findExportToken(db, roomTypeId))!;
}

export const exportUrlOf = (config: Config, token: string) => `${config.publicUrl}/api/ical/${token}.ics`;

/** The room type's published calendar for the secret token, or null for an unknown token. */
export async function publishedCalendar(
  db: Db,
  config: Config,
  token: string,
  now = new Date(),
): Promise<string | null> {
  const roomTypeId = await repo.findRoomTypeByToken(db, token);
  if (!roomTypeId) return null;
  const roomType = await repo.findChannelRoomType(db, roomTypeId);
  if (!roomType) return null;
  const today = todayIst(now);
  const rows =
    roomType.status === 'active'
      ? await readNights(db, [roomTypeId], today, addDays(today, CATALOGUE_OPEN_NIGHTS))
      : [];
  const runs = unavailableRuns(rows.map((r) => ({ date: r.stayDate, available: r.available, isClosed: r.isClosed })));
  return writeCalendar(
    { id: roomType.id, name: roomType.name, propertyName: roomType.propertyName },
    runs,
    now,
    new URL(config.publicUrl).hostname,
  );
}

/** A new secret for the room type's calendar: the old address stops answering at once. */
export async function rotateExportToken(db: Db, config: Config, actor: Actor, roomTypeId: string, now = new Date()) {
  const roomType = await repo.findChannelRoomType(db, roomTypeId);
  if (!roomType) throw notFound('Room type');
  const token = newToken();
  await db.transaction(async (tx) => {
    await repo.replaceExportToken(tx, roomTypeId, token, actor.actorUserId, now);
    await recordAudit(tx, {
      ...actor,
      action: 'channels.export.rotate',
      entityType: 'room_type',
      entityId: roomTypeId,
      before: null,
      after: { roomType: roomType.name, property: roomType.propertyName },
    });
  });
  return exportUrlOf(config, token);
}
