import { propertyTypeLabel, toPropertyCategory } from '@staybook/contract/catalogue';

/** Navigation state the spec may pass to the list (fallback when the URL lacks a value). */
export interface ListNavigationState {
  checkInDate?: number;
  checkOutDate?: number;
  category?: string;
  adults?: number;
  children?: number;
}

/** Everything the list asks the API for: the URL first, navigation state second; unknown parameters pass through. */
export function listApiParams(search: URLSearchParams, state: ListNavigationState | null): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [k, v] of search) if (v !== '') params[k] = v;
  const fallback: Record<string, unknown> = {
    checkInDate: state?.checkInDate,
    checkOutDate: state?.checkOutDate,
    category: state?.category,
    adults: state?.adults ?? 2,
    children: state?.children ?? 0,
  };
  for (const [k, v] of Object.entries(fallback))
    if (params[k] === undefined && v !== undefined && v !== null && v !== '') params[k] = String(v);
  // The page lists every type unless one is chosen (the API's own default is 'Hotel').
  if (!params.propertyType) params.propertyType = 'all';
  if (params.limit === undefined) params.limit = '12';
  return params;
}

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
