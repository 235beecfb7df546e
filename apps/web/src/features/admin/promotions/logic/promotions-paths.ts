/** Every API path and console page of the promotions area, built in one place. */
const id = encodeURIComponent;
const BASE = '/api/admin/promotions';

export const promotionsPaths = {
  ofProperty: (propertyId: string) => `${BASE}/properties/${id(propertyId)}`,
  promotionOfProperty: (propertyId: string, promotionId: string) =>
    `${BASE}/properties/${id(propertyId)}/${id(promotionId)}`,
  deactivateOfProperty: (propertyId: string, promotionId: string) =>
    `${BASE}/properties/${id(propertyId)}/${id(promotionId)}/deactivate`,
} as const;

export const promotionsPages = {
  root: '/admin/promotions',
  /** One property's promotions: what revenue and property managers manage. */
  property: '/admin/promotions/property',
} as const;
