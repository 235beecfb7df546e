import type {
  AdminCategory,
  AdminCity,
  AdminDeal,
  AdminMedia,
  AdminPropertyDetail,
  AdminPropertyList,
  AdminRoomMedia,
  AdminRoomType,
  AmenitiesInput,
  CatalogueUpload,
  CategoryInput,
  CityInput,
  DealInput,
  NearbyInput,
  PoliciesInput,
  PropertyInput,
  PropertyMediaInput,
  RoomMediaInput,
  RoomTypeInput,
} from '@staybook/contract/admin-catalogue';
import { ApiError, apiRequest } from '../lib/console-api';

const BASE = '/api/admin/catalogue';
const data = <T>(p: Promise<{ data: T }>) => p.then((r) => r.data);

/** Catalogue management (admins): /api/admin/catalogue. */
export const catalogueApi = {
  /** Query as AdminPropertyListQuery describes it: q, cityId, type, status, page, limit. */
  properties: (query: Record<string, string | number | undefined>) =>
    data(apiRequest<{ data: AdminPropertyList }>(`${BASE}/properties`, { query })),
  property: (id: string) => data(apiRequest<{ data: AdminPropertyDetail }>(`${BASE}/properties/${id}`)),
  createProperty: (input: PropertyInput) =>
    data(apiRequest<{ data: AdminPropertyDetail }>(`${BASE}/properties`, { method: 'POST', body: input })),
  updateProperty: (id: string, input: PropertyInput) =>
    data(apiRequest<{ data: AdminPropertyDetail }>(`${BASE}/properties/${id}`, { method: 'PUT', body: input })),
  setPropertyArchived: (id: string, archived: boolean) =>
    data(
      apiRequest<{ data: AdminPropertyDetail }>(`${BASE}/properties/${id}/${archived ? 'archive' : 'restore'}`, {
        method: 'POST',
      }),
    ),
  upload: (file: File) => {
    const form = new FormData();
    form.append('image', file);
    return data(apiRequest<{ data: CatalogueUpload }>(`${BASE}/upload-image`, { method: 'POST', body: form }));
  },
  addMedia: (propertyId: string, input: PropertyMediaInput) =>
    data(apiRequest<{ data: AdminMedia }>(`${BASE}/properties/${propertyId}/media`, { method: 'POST', body: input })),
  orderMedia: (propertyId: string, ids: string[]) =>
    data(
      apiRequest<{ data: AdminMedia[] }>(`${BASE}/properties/${propertyId}/media/order`, {
        method: 'PUT',
        body: { ids },
      }),
    ),
  deleteMedia: (id: string) => apiRequest(`${BASE}/media/${id}`, { method: 'DELETE' }),
  replaceAmenities: (propertyId: string, input: AmenitiesInput) =>
    data(
      apiRequest<{ data: AdminPropertyDetail }>(`${BASE}/properties/${propertyId}/amenities`, {
        method: 'PUT',
        body: input,
      }),
    ),
  replacePolicies: (propertyId: string, input: PoliciesInput) =>
    data(
      apiRequest<{ data: AdminPropertyDetail }>(`${BASE}/properties/${propertyId}/policies`, {
        method: 'PUT',
        body: input,
      }),
    ),
  replaceNearby: (propertyId: string, input: NearbyInput) =>
    data(
      apiRequest<{ data: AdminPropertyDetail }>(`${BASE}/properties/${propertyId}/nearby`, {
        method: 'PUT',
        body: input,
      }),
    ),
  createRoomType: (propertyId: string, input: RoomTypeInput) =>
    data(
      apiRequest<{ data: AdminRoomType }>(`${BASE}/properties/${propertyId}/room-types`, {
        method: 'POST',
        body: input,
      }),
    ),
  updateRoomType: (id: string, input: RoomTypeInput) =>
    data(apiRequest<{ data: AdminRoomType }>(`${BASE}/room-types/${id}`, { method: 'PUT', body: input })),
  setRoomTypeArchived: (id: string, archived: boolean) =>
    data(
      apiRequest<{ data: AdminRoomType }>(`${BASE}/room-types/${id}/${archived ? 'archive' : 'restore'}`, {
        method: 'POST',
      }),
    ),
  addRoomMedia: (roomTypeId: string, input: RoomMediaInput) =>
    data(
      apiRequest<{ data: AdminRoomMedia }>(`${BASE}/room-types/${roomTypeId}/media`, { method: 'POST', body: input }),
    ),
  deleteRoomMedia: (id: string) => apiRequest(`${BASE}/room-media/${id}`, { method: 'DELETE' }),

  cities: () => data(apiRequest<{ data: AdminCity[] }>(`${BASE}/cities`)),
  saveCity: (id: string | null, input: CityInput) =>
    data(
      apiRequest<{ data: AdminCity }>(id ? `${BASE}/cities/${id}` : `${BASE}/cities`, {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    ),
  deleteCity: (id: string) => apiRequest(`${BASE}/cities/${id}`, { method: 'DELETE' }),
  categories: () => data(apiRequest<{ data: AdminCategory[] }>(`${BASE}/categories`)),
  saveCategory: (id: string | null, input: CategoryInput) =>
    data(
      apiRequest<{ data: AdminCategory }>(id ? `${BASE}/categories/${id}` : `${BASE}/categories`, {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    ),
  deleteCategory: (id: string) => apiRequest(`${BASE}/categories/${id}`, { method: 'DELETE' }),
  deals: () => data(apiRequest<{ data: AdminDeal[] }>(`${BASE}/deals`)),
  saveDeal: (id: string | null, input: DealInput) =>
    data(
      apiRequest<{ data: AdminDeal }>(id ? `${BASE}/deals/${id}` : `${BASE}/deals`, {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    ),
  deleteDeal: (id: string) => apiRequest(`${BASE}/deals/${id}`, { method: 'DELETE' }),
};

export const catalogueKeys = {
  all: ['console', 'catalogue'] as const,
  properties: (query: unknown) => ['console', 'catalogue', 'properties', query] as const,
  property: (id: string) => ['console', 'catalogue', 'property', id] as const,
  cities: ['console', 'catalogue', 'cities'] as const,
  categories: ['console', 'catalogue', 'categories'] as const,
  deals: ['console', 'catalogue', 'deals'] as const,
};

export const cataloguePaths = {
  list: '/admin/catalogue',
  newProperty: '/admin/catalogue/properties/new',
  property: (id: string) => `/admin/catalogue/properties/${encodeURIComponent(id)}`,
  cities: '/admin/catalogue/cities',
  categories: '/admin/catalogue/categories',
  deals: '/admin/catalogue/deals',
};

/**
 * The server's field messages, keyed by field path ('name', 'items.0.title'): validation issues, or the one field
 * a business rule names. Empty for other failures.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const details = error.details as { issues?: { path: string; message: string }[]; field?: string } | undefined;
  const out: Record<string, string> = {};
  for (const issue of details?.issues ?? []) if (!(issue.path in out)) out[issue.path] = sentence(issue.message);
  if (details?.field && !(details.field in out)) out[details.field] = sentence(error.message.replace(/^[\w.]+: /, ''));
  return out;
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;

/** Text input value → number, or null when empty; NaN stays NaN so the server names the field. */
export function numberOrNull(text: string): number | null {
  const t = text.trim();
  return t === '' ? null : Number(t);
}
