import type { AdminHeroSlide, HeroSlideInput } from '@staybook/contract/hero-admin';
import { apiRequest } from '../lib/console-api';

/** The spec's hero-management service (section 7), admin only. */
export const heroApi = {
  list: (category: string) =>
    apiRequest<{ data: AdminHeroSlide[] }>(`/api/hero/category/${encodeURIComponent(category)}`).then((r) => r.data),
  create: (input: HeroSlideInput) =>
    apiRequest<{ data: AdminHeroSlide }>('/api/hero', { method: 'POST', body: input }).then((r) => r.data),
  update: (id: string, input: HeroSlideInput) =>
    apiRequest<{ data: AdminHeroSlide }>(`/api/hero/${id}`, { method: 'PUT', body: input }).then((r) => r.data),
  remove: (id: string) => apiRequest<{ data: { id: string } }>(`/api/hero/${id}`, { method: 'DELETE' }),
  toggle: (id: string) =>
    apiRequest<{ data: AdminHeroSlide }>(`/api/hero/${id}/toggle-status`, { method: 'PATCH' }).then((r) => r.data),
  reorder: (category: string, ids: string[]) =>
    apiRequest<{ data: AdminHeroSlide[] }>('/api/hero/reorder', { method: 'PUT', body: { category, ids } }).then(
      (r) => r.data,
    ),
  upload: (file: File) => {
    const form = new FormData();
    form.append('image', file);
    return apiRequest<{ data: { url: string } }>('/api/hero/upload-image', { method: 'POST', body: form }).then(
      (r) => r.data.url,
    );
  },
};

/** Moves the item at `from` to `to`, returning a new array. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}
