/** Every API path of the rate plans area, built in one place. */
const BASE = '/api/admin/rate-plans';
const id = encodeURIComponent;

export const ratePlansPaths = {
  property: (propertyId: string) => `${BASE}/properties/${id(propertyId)}`,
  policies: (propertyId: string) => `${BASE}/properties/${id(propertyId)}/policies`,
  policy: (propertyId: string, policyId: string) => `${BASE}/properties/${id(propertyId)}/policies/${id(policyId)}`,
  plans: (roomTypeId: string) => `${BASE}/room-types/${id(roomTypeId)}/plans`,
  plan: (roomTypeId: string, planId: string) => `${BASE}/room-types/${id(roomTypeId)}/plans/${id(planId)}`,
  planRates: (roomTypeId: string, planId: string) => `${BASE}/room-types/${id(roomTypeId)}/plans/${id(planId)}/rates`,
  planStatus: (roomTypeId: string, planId: string, verb: 'archive' | 'restore') =>
    `${BASE}/room-types/${id(roomTypeId)}/plans/${id(planId)}/${verb}`,
  bulkPreview: '/api/admin/rates/bulk-preview',
  bulkApply: '/api/admin/rates/bulk-apply',
  bulkUndo: '/api/admin/rates/bulk-undo',
} as const;

/** The area's console pages (the area's root is console-paths.ts's; its sub-page is the area's own). */
export const ratePlansPages = {
  root: '/admin/rate-plans',
  bulk: '/admin/rate-plans/bulk',
} as const;
