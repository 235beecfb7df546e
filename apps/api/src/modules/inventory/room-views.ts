import type { AdminRoom } from '@staybook/contract/admin-rooms';
import type { HousekeepingStatus } from '@staybook/contract/housekeeping';
import { addDays } from '@staybook/contract/stay-dates';
import type { RoomRow } from './rooms.repository.js';

/** An out-of-service block's reason starts with its room, so the blocks list and the day view name it. */
export const outOfServicePrefix = (number: string) => `Room ${number}: `;

/** A numbered room as the console reads it (its out-of-service block's nights as `from`–`to`, both included). */
export const toAdminRoom = (r: RoomRow): AdminRoom => ({
  id: r.id,
  propertyId: r.propertyId,
  roomTypeId: r.roomTypeId,
  roomTypeName: r.roomTypeName,
  number: r.number,
  floor: r.floor,
  features: r.features,
  connectsToRoomId: r.connectsToRoomId,
  connectsToNumber: r.connectsToNumber,
  outOfService:
    r.outOfServiceBlockId && r.outOfServiceFrom && r.outOfServiceEndsOn
      ? {
          blockId: r.outOfServiceBlockId,
          reason: (r.outOfServiceReason ?? '').replace(`${outOfServicePrefix(r.number)}`, ''),
          from: r.outOfServiceFrom,
          to: addDays(r.outOfServiceEndsOn, -1),
        }
      : null,
  lastUsedOn: r.lastUsedOn,
  housekeepingStatus: r.housekeepingStatus as HousekeepingStatus,
});
