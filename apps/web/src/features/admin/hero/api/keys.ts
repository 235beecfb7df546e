export const heroKeys = {
  all: ['console', 'hero'] as const,
  category: (category: string) => ['console', 'hero', category] as const,
};
