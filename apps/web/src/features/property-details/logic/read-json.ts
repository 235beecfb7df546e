/**
 * Small readers for API JSON whose shape the spec allows to vary (a rating may be a number, an object or text).
 * Each returns a safe value instead of throwing, so one odd field never blanks a page.
 */
export type Json = Record<string, unknown>;

export const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
export const obj = (v: unknown): Json => (isObj(v) ? v : {});
export const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const str = (v: unknown, fallback = ''): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback;
export const optStr = (v: unknown): string | null => {
  const s = str(v).trim();
  return s ? s : null;
};

export function num(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v.replace(/[^\d.-]/g, ''));
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** The spec's rating forms: {average, count}, a number, {value}, or text (unparseable text is 0 and 0). */
export function readRating(v: unknown): { average: number; count: number } {
  if (isObj(v)) return { average: num(v.average ?? v.value) ?? 0, count: num(v.count) ?? 0 };
  return { average: num(v) ?? 0, count: 0 };
}

/** A section list `[{ id, data }]` (bare or under `data`) as a map by id. */
export function sectionsById(body: unknown): Map<string, unknown> {
  const root = isObj(body) ? body.data : body;
  const list = Array.isArray(root) ? root : arr(obj(root).sections);
  const map = new Map<string, unknown>();
  for (const s of list) if (isObj(s) && typeof s.id === 'string') map.set(s.id, s.data);
  return map;
}
