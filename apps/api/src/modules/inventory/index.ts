/**
 * The inventory module as other modules see it: the only way to take, give back or open nights (room_inventory has
 * no other writer; module-boundaries.test.ts holds it), and the stay restrictions every selling path applies. The
 * console's calendar is this module's own slice (inventory.routes.ts, inventory.service.ts).
 */

// A group's allotment: held, picked up by its bookings, released at the cut-off (modules/groups).
export { holdAllotmentNights, pickUpAllotmentNights, releaseAllotmentNights } from './allotments.js';
export { roomAssignmentJob } from './assignments.service.js';
export { findImportBlocks, type RoomBlockRow } from './blocks.repository.js';
export {
  type PlaceBlock,
  placeBlock,
  placeBlocks,
  releaseBlock,
  releaseRoomBlock,
  retakeShortNights,
  roomBlockConflicts,
  toRoomBlock,
} from './blocks.service.js';
export { editableNights } from './editable-nights.js';
export { inventoryHorizonJob } from './horizon.js';
// A check-out leaves its guests' rooms dirty, in its own transaction (bookings' moveBooking).
export { markRoomsLeftDirty } from './housekeeping.service.js';
// The calendar's night edits, shared with the brand-wide bulk edit of rate plans (rates-bulk.service.ts).
export { findNights, lockNights, lockRoomType, writeNights } from './inventory.repository.js';
export { adjustRatePaise, datesInRange, type NightRow, type PlannedNight } from './inventory-rules.js';
export {
  holdNights,
  type NightOnSale,
  nightsOnSale,
  openNights,
  type RoomNeed,
  readLockedNights,
  readLockedStay,
  readNights,
  readStay,
  releaseNights,
  retakeNights,
  stayOfRows,
  takeStay,
} from './nights.js';
// A new hold's taking of its stay, as part of the bookings module's one statement.
export { takeStayAsPricedCtes, takeStayAsPricedValues } from './nights.repository.js';
// A room type's numbered rooms: while it has any, the catalogue leaves its count of rooms to this module (decision 015).
export { countRoomsOfType } from './rooms.repository.js';
export { assertStayAllowed, findStayRefusals } from './stay-restrictions.js';
