import type { Tx } from '../db/client.js';
import { insertRoomRows } from '../modules/inventory/rooms.repository.js';

/**
 * The demo's numbered rooms (issue 44): each room type of a property on a floor of its own (its place in the property,
 * from 1), its rooms numbered along the corridor (101, 102, … on the first floor; 1001 on when a type has 100 rooms or
 * more), as many as the type's count, so every room sold has a room. The first and last rooms of a floor look out to
 * sea, the second and third connect (a family's pair). One statement for the whole catalogue.
 */
export function demoRoomNumbers(
  types: ReadonlyArray<{ id: string; propertyId: string; sortOrder: number; totalRooms: number }>,
) {
  const rows = {
    propertyId: [] as string[],
    roomTypeId: [] as string[],
    number: [] as string[],
    floor: [] as number[],
    features: [] as string[],
  };
  const connections = { propertyId: [] as string[], from: [] as string[], to: [] as string[] };
  for (const t of types) {
    const floor = t.sortOrder + 1;
    const base = t.totalRooms >= 100 ? floor * 1000 : floor * 100;
    for (let k = 1; k <= t.totalRooms; k++) {
      const number = String(base + k);
      const features = k === 1 || k === t.totalRooms ? ['sea view'] : [];
      rows.propertyId.push(t.propertyId);
      rows.roomTypeId.push(t.id);
      rows.number.push(number);
      rows.floor.push(floor);
      rows.features.push(features.join('|'));
    }
    if (t.totalRooms >= 3)
      for (const [from, to] of [
        [base + 2, base + 3],
        [base + 3, base + 2],
      ]) {
        connections.propertyId.push(t.propertyId);
        connections.from.push(String(from));
        connections.to.push(String(to));
      }
  }
  return { rows, connections };
}

export async function insertDemoRooms(
  tx: Tx,
  types: ReadonlyArray<{ id: string; propertyId: string; sortOrder: number; totalRooms: number }>,
): Promise<number> {
  const { rows, connections } = demoRoomNumbers(types);
  return insertRoomRows(tx, rows, connections);
}
