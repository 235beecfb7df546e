export const REVIEWS_BASE = '/api/admin/reviews';

export const reviewKeys = {
  all: ['admin', 'reviews'] as const,
  list: (query: Record<string, string | number | undefined>) => ['admin', 'reviews', 'list', query] as const,
};
