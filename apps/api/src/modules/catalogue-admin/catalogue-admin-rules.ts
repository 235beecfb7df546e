import { plural } from '@staybook/contract/format';

/** What archiving and restoring set a property's or a room type's status to. */
export const STATUS_AFTER = { archive: 'archived', restore: 'active' } as const;
export type StatusVerb = keyof typeof STATUS_AFTER;

/** Why a change is refused: the message the admin reads, and details the console can point with. */
export interface Problem {
  message: string;
  details?: unknown;
}

/** Why `ids` is not a new order of exactly the pictures `currentIds`, or null. */
export function mediaOrderProblem(currentIds: readonly string[], ids: readonly string[]): Problem | null {
  if (new Set(ids).size !== ids.length) return { message: 'ids: each picture may appear only once.' };
  const known = new Set(currentIds);
  const unknown = ids.filter((id) => !known.has(id));
  const missing = currentIds.filter((id) => !ids.includes(id));
  if (unknown.length || missing.length)
    return { message: 'ids must list every picture of the property exactly once.', details: { unknown, missing } };
  return null;
}

/** Why a city cannot be deleted, or null: a city that still has properties would leave them nowhere. */
export function cityDeleteProblem(city: { name: string; propertyCount: number }): Problem | null {
  if (city.propertyCount <= 0) return null;
  return {
    message: `${city.name} has ${plural(city.propertyCount, 'property', 'properties')}, so it cannot be deleted. Hide it instead, or move its properties to another city first.`,
    details: { propertyCount: city.propertyCount },
  };
}
