/** Every report read lives under the desk's keys, so a desk change (a cancellation, a payment) refreshes them too. */
export const reportKeys = {
  all: ['console', 'desk', 'reports'] as const,
  stayNights: (query: object) => ['console', 'desk', 'reports', 'stay-nights', query] as const,
  nights: (query: object) => ['console', 'desk', 'reports', 'nights', query] as const,
  cancellations: (query: object) => ['console', 'desk', 'reports', 'cancellations', query] as const,
  pickup: (query: object) => ['console', 'desk', 'reports', 'pickup', query] as const,
  payments: (query: object) => ['console', 'desk', 'reports', 'payments', query] as const,
  gst: (month: string, gstin?: string) => ['console', 'desk', 'reports', 'gst', month, gstin ?? 'home'] as const,
  documents: (query: object) => ['console', 'desk', 'reports', 'documents', query] as const,
};

/**
 * How long a report's answer is fresh: a route loader and the page ask for the same entry within moments of each
 * other (and again on each change of grouping or range), and one request should serve both. A desk change marks them
 * stale at once (refreshDesk).
 */
export const REPORT_STALE_MS = 30_000;
