export const ratePlanKeys = {
  properties: ['console', 'rate-plans', 'properties'] as const,
  property: (propertyId: string) => ['console', 'rate-plans', 'property', propertyId] as const,
  planRates: (planId: string) => ['console', 'rate-plans', 'plan-rates', planId] as const,
};
