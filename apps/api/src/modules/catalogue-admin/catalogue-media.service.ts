import type {
  AdminMedia,
  AdminRoomMedia,
  propertyMediaInputSchema,
  roomMediaInputSchema,
} from '@staybook/contract/admin-catalogue';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/http-errors.js';
import { type Actor, auditedAddition, auditedChange } from '../audit/audited-change.js';
import { toMedia, toRoomMedia } from './catalogue-admin.mappers.js';
import * as repo from './catalogue-admin.repository.js';
import { mediaOrderProblem } from './catalogue-admin-rules.js';

export type PropertyMediaFields = z.output<typeof propertyMediaInputSchema>;
export type RoomMediaFields = z.output<typeof roomMediaInputSchema>;

export function addPropertyMedia(
  db: Db,
  actor: Actor,
  propertyId: string,
  input: PropertyMediaFields,
): Promise<AdminMedia> {
  return auditedAddition(db, actor, {
    action: 'catalogue.media.create',
    entityType: 'property_media',
    parent: { id: propertyId, what: 'Property', lock: repo.lockProperty },
    async add(tx, property) {
      const created = await repo.insertMedia(tx, { ...input, propertyId: property.id, type: 'image' });
      return { created, result: toMedia(created) };
    },
  });
}

/** Puts a property's pictures in the order of `ids`, which must name each of them once. */
export function reorderPropertyMedia(db: Db, actor: Actor, propertyId: string, ids: string[]): Promise<AdminMedia[]> {
  return auditedChange(db, actor, {
    action: 'catalogue.media.reorder',
    entityType: 'property',
    entityId: propertyId,
    what: 'Property',
    lock: repo.lockProperty,
    async change(tx, property) {
      const current = (await repo.listMedia(tx, property.id)).map((m) => m.id);
      const problem = mediaOrderProblem(current, ids);
      if (problem) throw badRequest(problem.message, problem.details);
      await repo.setMediaOrder(tx, property.id, ids);
      return { before: current, after: ids, result: (await repo.listMedia(tx, property.id)).map(toMedia) };
    },
  });
}

export function deletePropertyMedia(db: Db, actor: Actor, id: string): Promise<{ id: string }> {
  return auditedChange(db, actor, {
    action: 'catalogue.media.delete',
    entityType: 'property_media',
    entityId: id,
    what: 'Picture',
    lock: repo.findMedia,
    async change(tx, media) {
      await repo.deleteMedia(tx, media.id);
      return { after: null, result: { id } };
    },
  });
}

export function addRoomMedia(
  db: Db,
  actor: Actor,
  roomTypeId: string,
  input: RoomMediaFields,
): Promise<AdminRoomMedia> {
  return auditedAddition(db, actor, {
    action: 'catalogue.room_media.create',
    entityType: 'room_media',
    parent: { id: roomTypeId, what: 'Room type', lock: repo.lockRoomType },
    async add(tx, room) {
      const created = await repo.insertRoomMedia(tx, { ...input, roomTypeId: room.id });
      return { created, result: toRoomMedia(created) };
    },
  });
}

export function deleteRoomMedia(db: Db, actor: Actor, id: string): Promise<{ id: string }> {
  return auditedChange(db, actor, {
    action: 'catalogue.room_media.delete',
    entityType: 'room_media',
    entityId: id,
    what: 'Room picture',
    lock: repo.findRoomMedia,
    async change(tx, media) {
      await repo.deleteRoomMedia(tx, media.id);
      return { after: null, result: { id } };
    },
  });
}
