import { propertyTypeLabel, toPropertyCategory } from '@staybook/contract/property-types';

/** '{type} Properties': the chosen type's display name, else the category, else 'All'. */
export function listHeading(params: Record<string, string>): string {
  const type = params.propertyType;
  if (type && type.toLowerCase() !== 'all' && !type.includes(',')) return `${propertyTypeLabel(type)} Properties`;
  const category = toPropertyCategory(params.category);
  if (category) return `${category} Properties`;
  return params.city ? `Properties in ${params.city}` : 'All Properties';
}

/** A copy of the URL's parameters with some changed (empty removes); filters send the guest back to page 1. */
export function withParams(
  search: URLSearchParams,
  changes: Record<string, string | null>,
  resetPage = true,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === '') next.delete(k);
    else next.set(k, v);
  }
  if (resetPage && !('page' in changes)) next.delete('page');
  return next;
}
