import { propertyTypeLabel } from '@staybook/contract/catalogue';

/** The badge text: the spec's display names, 'Hotel' when the type is missing, 'Property' when unknown. */
export function propertyTypeBadge(type: string | null | undefined): string {
  return type?.trim() ? propertyTypeLabel(type) : 'Hotel';
}
