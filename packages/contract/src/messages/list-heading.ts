import { toPropertyCategory, toPropertyTypeKey } from '../property-types';
import type { AreaId } from './areas';

/**
 * The list's heading as a message (the page's h1, and its title with the brand): a chosen type, else a category, else
 * the city, else all. The one rule for the app's heading and the server's head in every language; in English it
 * reads as the list's heading always has ('Villa Properties', 'Properties in Goa', 'All Properties').
 */
export function listHeadingMessage(params: Record<string, string | undefined>): {
  id: AreaId<'list'>;
  values: Record<string, string>;
} {
  const type = params.propertyType;
  if (type && type.toLowerCase() !== 'all' && !type.includes(','))
    return { id: 'list.heading.type', values: { type: toPropertyTypeKey(type) ?? 'other' } };
  const category = toPropertyCategory(params.category);
  if (category) return { id: 'list.heading.category', values: { category } };
  return params.city
    ? { id: 'list.heading.city', values: { city: params.city } }
    : { id: 'list.heading.all', values: {} };
}
