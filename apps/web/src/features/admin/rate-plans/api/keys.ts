export const ratePlanKeys = {
  properties: ['console', 'rate-plans', 'properties'] as const,
  property: (propertyId: string) => ['console', 'rate-plans', 'property', propertyId] as const,
};
