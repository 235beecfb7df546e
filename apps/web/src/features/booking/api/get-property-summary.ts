import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { PropertySummary } from '../store/booking-store';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function imageOf(info: Json): string | null {
  const featured = info.featuredImage;
  const images = isObject(featured) && Array.isArray(featured.images) ? featured.images : [];
  const first = images.find((i): i is Json => isObject(i) && typeof i.url === 'string');
  if (first) return first.url as string;
  return typeof info.image === 'string' ? info.image : null;
}

/** The header's title, address and image, from the propertyInfo section of the property details answer. */
export function toPropertySummary(body: unknown): PropertySummary | null {
  const sections = isObject(body) && Array.isArray(body.data) ? body.data : [];
  const section = sections.find((s): s is Json => isObject(s) && s.id === 'propertyInfo');
  const info = section && isObject(section.data) ? section.data : null;
  if (!info) return null;
  const title = typeof info.title === 'string' ? info.title : typeof info.name === 'string' ? info.name : '';
  const address =
    typeof info.address === 'string' ? info.address : typeof info.location === 'string' ? info.location : '';
  const times = {
    ...(typeof info.checkInTime === 'string' ? { checkInTime: info.checkInTime } : {}),
    ...(typeof info.checkOutTime === 'string' ? { checkOutTime: info.checkOutTime } : {}),
  };
  const ages = isObject(info.agePolicy) ? info.agePolicy : null;
  const agePolicy =
    ages && typeof ages.infantMaxAge === 'number' && typeof ages.childMaxAge === 'number'
      ? { agePolicy: { infantMaxAge: ages.infantMaxAge, childMaxAge: ages.childMaxAge } }
      : {};
  return { title, address, image: imageOf(info), ...times, ...agePolicy };
}

export async function getPropertySummary(propertyId: string, signal?: AbortSignal): Promise<PropertySummary | null> {
  const body = await apiRequest<unknown>('/property/v1/app/propertyDetails', {
    query: { id: propertyId, data: 'detailed' },
    signal,
  });
  return toPropertySummary(body);
}

export function propertySummaryQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: ['booking', 'property-summary', propertyId],
    queryFn: ({ signal }) => getPropertySummary(propertyId, signal),
    staleTime: 5 * 60_000,
  });
}

export function usePropertySummary(propertyId: string) {
  return useQuery(propertySummaryQueryOptions(propertyId));
}
