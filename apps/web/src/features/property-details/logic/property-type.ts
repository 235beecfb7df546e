import { type PropertyTypeKey, toPropertyTypeKey } from '@staybook/contract/property-types';

/**
 * The badge's type, worded by the page's catalogue (`card.type`, as on the property cards). The server names the type
 * (the spec's display names); a missing type reads 'Hotel' as the spec's default, an unknown one 'Property' ('other').
 */
export function propertyTypeKey(
  type: string | null | undefined,
  serverLabel: string | null | undefined,
): PropertyTypeKey | 'other' {
  const key = toPropertyTypeKey(serverLabel) ?? toPropertyTypeKey(type);
  if (key) return key;
  return type?.trim() || serverLabel?.trim() ? 'other' : 'hotel';
}
