/** The notifications area's reads: a property's contacts, the templates, a booking's messages. */
export const notificationKeys = {
  all: ['console', 'notifications'] as const,
  contacts: (propertyId: string) => ['console', 'notifications', 'contacts', propertyId] as const,
  templates: ['console', 'notifications', 'templates'] as const,
  bookingMessages: (bookingId: string) => ['console', 'notifications', 'booking', bookingId] as const,
  propertyMessages: (propertyId: string) => ['console', 'notifications', 'property-messages', propertyId] as const,
  guestPreview: (message: string, language: string) =>
    ['console', 'notifications', 'guest-preview', message, language] as const,
};

export const notificationsApi = '/api/admin/notifications';
