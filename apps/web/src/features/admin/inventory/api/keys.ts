export const inventoryKeys = {
  roomTypes: ['console', 'inventory', 'room-types'] as const,
  /** Every month of one room type, for refreshing after a bulk edit. */
  calendars: (roomTypeId: string) => ['console', 'inventory', 'calendar', roomTypeId] as const,
  calendar: (roomTypeId: string, month: string) => ['console', 'inventory', 'calendar', roomTypeId, month] as const,
};
