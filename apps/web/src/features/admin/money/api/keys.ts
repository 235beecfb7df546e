export const moneyKeys = {
  all: ['console', 'money'] as const,
  overview: ['console', 'money', 'overview'] as const,
  deliveries: ['console', 'money', 'deliveries'] as const,
  registrations: ['console', 'money', 'tax-registrations'] as const,
  operators: ['console', 'money', 'ecommerce-operators'] as const,
  settlements: ['console', 'money', 'settlements'] as const,
};
