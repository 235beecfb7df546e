export const auditKeys = {
  log: (query: unknown) => ['console', 'audit', query] as const,
  facets: ['console', 'audit-facets'] as const,
};
