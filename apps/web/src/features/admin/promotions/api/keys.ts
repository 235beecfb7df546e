export const PROMOTIONS_BASE = '/api/admin/promotions';
export const COUPONS_BASE = '/api/admin/coupons';

export const promotionKeys = {
  promotions: ['admin', 'promotions'] as const,
  coupons: ['admin', 'coupons'] as const,
  ofProperty: (propertyId: string) => ['admin', 'promotions', 'property', propertyId] as const,
};
