export const engagementKeys = {
  leads: (query: unknown) => ['console', 'engagement', 'leads', query] as const,
  leadSources: ['console', 'engagement', 'lead-sources'] as const,
  priceUnlocks: (query: unknown) => ['console', 'engagement', 'price-unlocks', query] as const,
  contactMessages: (query: unknown) => ['console', 'engagement', 'contact-messages', query] as const,
};
