import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { properties, roomTypes } from '../../db/schema/index.js';

/** The room types a public property sells on this site (partner-only rooms are never priced; none when unpublished). */
export async function findRoomTypesOnSale(db: DbOrTx, propertyId: string) {
  return db
    .select({ id: roomTypes.id })
    .from(roomTypes)
    .innerJoin(properties, eq(properties.id, roomTypes.propertyId))
    .where(
      and(
        eq(roomTypes.propertyId, propertyId),
        eq(roomTypes.status, 'active'),
        isNull(roomTypes.externalBookingUrl),
        eq(properties.status, 'active'),
      ),
    )
    .orderBy(asc(roomTypes.sortOrder));
}
