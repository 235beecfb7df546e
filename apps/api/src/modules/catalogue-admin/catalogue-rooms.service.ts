import {
  type AdminRoomType,
  CATALOGUE_OPEN_NIGHTS,
  type roomTypeInputSchema,
} from '@staybook/contract/admin-catalogue';
import { rupeesToPaise } from '@staybook/contract/money';
import { todayIst } from '@staybook/contract/stay-dates';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { conflict } from '../../lib/http-errors.js';
import { type Actor, auditedAddition, auditedChange } from '../audit/audited-change.js';
import { countRoomsOfType, openNights } from '../inventory/index.js';
import * as repo from './catalogue-admin.repository.js';
import { archiveRoomTypeProblem, STATUS_AFTER, type StatusVerb } from './catalogue-admin-rules.js';
import { roomTypeView } from './catalogue-views.service.js';

export type RoomTypeFields = z.output<typeof roomTypeInputSchema>;

/** A new room type of a property, bookable at once; the property is locked so its edits queue. */
export function createRoomType(
  db: Db,
  actor: Actor,
  propertyId: string,
  input: RoomTypeFields,
): Promise<AdminRoomType> {
  const { amenities, policies, baseRate, ...fields } = input;
  return auditedAddition(db, actor, {
    action: 'catalogue.room_type.create',
    entityType: 'room_type',
    parent: { id: propertyId, what: 'Property', lock: repo.lockProperty },
    async add(tx, property) {
      const created = await repo.insertRoomType(tx, {
        ...fields,
        propertyId: property.id,
        baseRatePaise: rupeesToPaise(baseRate),
        status: 'active',
      });
      await repo.replaceRoomAmenities(tx, created.id, amenities);
      await repo.replaceRoomPolicies(tx, created.id, policies);
      // Bookable at once: every night from today (IST) for a year and more, at the base rate, every room free.
      const from = todayIst();
      const opened = await openNights(tx, created, from, CATALOGUE_OPEN_NIGHTS);
      return {
        created,
        result: await roomTypeView(tx, created.id),
        after: { ...created, amenities, policies, openedNights: opened, openedFrom: from },
      };
    },
  });
}

export function updateRoomType(db: Db, actor: Actor, id: string, input: RoomTypeFields): Promise<AdminRoomType> {
  const { amenities, policies, baseRate, ...fields } = input;
  return auditedChange(db, actor, {
    action: 'catalogue.room_type.update',
    entityType: 'room_type',
    entityId: id,
    what: 'Room type',
    lock: repo.lockRoomType,
    async change(tx, row) {
      const before = await roomTypeView(tx, row.id);
      // Only the defaults change: nights already open (and sold) keep their rooms and rates; the inventory
      // console edits those. Once the type's rooms are numbered, their count is the inventory's to keep (decision 015).
      const { totalRooms, ...rest } = fields;
      const numbered = (await countRoomsOfType(tx, row.id)) > 0;
      await repo.updateRoomType(tx, row.id, {
        ...rest,
        ...(numbered ? {} : { totalRooms }),
        baseRatePaise: rupeesToPaise(baseRate),
      });
      await repo.replaceRoomAmenities(tx, row.id, amenities);
      await repo.replaceRoomPolicies(tx, row.id, policies);
      const after = await roomTypeView(tx, row.id);
      return { before, after, result: after };
    },
  });
}

/** Archives or restores a room type; one already there is answered as it is, with no audit row. */
export function setRoomTypeStatus(db: Db, actor: Actor, id: string, verb: StatusVerb): Promise<AdminRoomType> {
  const status = STATUS_AFTER[verb];
  return auditedChange(db, actor, {
    action: `catalogue.room_type.${verb}`,
    entityType: 'room_type',
    entityId: id,
    what: 'Room type',
    lock: repo.lockRoomType,
    async change(tx, row) {
      if (row.status === status) return { unchanged: true, result: await roomTypeView(tx, row.id) };
      if (verb === 'archive') {
        // Read under the room type's lock, so two archives or an archive and a restore queue.
        const problem = archiveRoomTypeProblem(row, await repo.futureBookingsOfRoomType(tx, row.id, todayIst()));
        if (problem) throw conflict(problem.message, 'CONFLICT', problem.details);
      }
      await repo.updateRoomType(tx, row.id, { status });
      return {
        before: { status: row.status },
        after: { status, name: row.name },
        result: await roomTypeView(tx, row.id),
      };
    },
  });
}
