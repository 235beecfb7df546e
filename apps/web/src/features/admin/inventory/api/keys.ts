export const inventoryKeys = {
  roomTypes: ['console', 'inventory', 'room-types'] as const,
  /** Every month of one room type, for refreshing after a bulk edit. */
  calendars: (roomTypeId: string) => ['console', 'inventory', 'calendar', roomTypeId] as const,
  calendar: (roomTypeId: string, month: string) => ['console', 'inventory', 'calendar', roomTypeId, month] as const,
  /** Every block list of one room type, for refreshing after a block is added or released. */
  blocks: (roomTypeId: string) => ['console', 'inventory', 'blocks', roomTypeId] as const,
  /** The day view's blocks (every room type of a property, or of every property). */
  dayBlocks: ['console', 'inventory', 'blocks', 'day'] as const,
  block: (roomTypeId: string, from: string, to: string) =>
    ['console', 'inventory', 'blocks', roomTypeId, from, to] as const,
};
