/**
 * Property types and categories (spec 2.6): keys, display names and the rules that read them. Zod-free, so the
 * guest pages that only show names do not load the schemas.
 */

export const propertyTypeKeys = [
  'hotel',
  'villa',
  'apartment',
  'cottage',
  'bed_and_breakfast',
  'guest_suite',
  'home',
  'flat',
  'place_to_stay',
  'signature',
] as const;
export type PropertyTypeKey = (typeof propertyTypeKeys)[number];

/** Display names (spec 2.6); `signature` is the brand's premium type. */
export const propertyTypeLabels: Record<PropertyTypeKey, string> = {
  hotel: 'Hotel',
  villa: 'Villa',
  apartment: 'Apartment',
  cottage: 'Cottage',
  bed_and_breakfast: 'Bed and breakfast',
  guest_suite: 'Guest suite',
  home: 'Home',
  flat: 'Flat',
  place_to_stay: 'Place to stay',
  signature: 'Signature',
};

/** 'Villa', 'villa', 'Bed and breakfast', 'bed_and_breakfast' → key; anything else → null. */
export function toPropertyTypeKey(text: string | null | undefined): PropertyTypeKey | null {
  if (!text) return null;
  const normal = text
    .trim()
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[\s-]+/g, '_');
  const aliases: Record<string, PropertyTypeKey> = {
    hotels: 'hotel',
    villas: 'villa',
    apartments: 'apartment',
    b_and_b: 'bed_and_breakfast',
  };
  const key = aliases[normal] ?? normal;
  return (propertyTypeKeys as readonly string[]).includes(key) ? (key as PropertyTypeKey) : null;
}

/** The spec's display rule: a known type's name, anything else 'Property'. */
export function propertyTypeLabel(text: string | null | undefined): string {
  const key = toPropertyTypeKey(text);
  return key ? propertyTypeLabels[key] : 'Property';
}

export const propertyCategories = ['Elite', 'Premium', 'Standard', 'Budget', 'Imperial'] as const;
export type PropertyCategory = (typeof propertyCategories)[number];

export function toPropertyCategory(text: string | null | undefined): PropertyCategory | null {
  if (!text) return null;
  return propertyCategories.find((c) => c.toLowerCase() === text.trim().toLowerCase()) ?? null;
}
