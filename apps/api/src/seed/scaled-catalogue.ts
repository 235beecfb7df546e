import type { PropertyPlan } from './demo-catalogue.js';

/**
 * The demo catalogue `scale` times over (issue 42, deliverable 3): a benchmark's catalogue of hundreds of properties
 * in the demo's cities, each copy a property of its own (its own slug, name, rooms, rates and plans; the same
 * pictures). Copy 1 is the demo itself, so a scaled database holds every property the demo's stories name.
 */
export function scaleCatalogue(plans: readonly PropertyPlan[], scale: number): PropertyPlan[] {
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`scale must be a whole number ≥ 1 (got ${scale})`);
  const out = [...plans];
  for (let copy = 2; copy <= scale; copy++)
    for (const p of plans) {
      const slug = `${p.slug}-${copy}`;
      out.push({
        ...p,
        slug,
        name: `${p.name} ${copy}`,
        contactEmail: `stay.${slug.slice(0, 24).replace(/-$/, '')}@staybook.in`,
        externalUrl: p.externalUrl ? `${p.externalUrl}-${copy}` : null,
        // New objects: the seed keys its per-room terms by the room plan.
        rooms: p.rooms.map((r) => ({
          ...r,
          externalBookingUrl: r.externalBookingUrl ? `${r.externalBookingUrl}-${copy}` : null,
        })),
        // The demo's sold-out weekends are booked through the services, stay by stay: the copies have none.
        soldOutNightOffsets: [],
      });
    }
  return out;
}

/**
 * Writes rows in statements of at most `size` rows (PostgreSQL takes at most 65,535 parameters a statement: a scaled
 * catalogue's media or amenities in one statement would pass it), answering what the statements returned, in order.
 */
export async function inBatches<R, O>(
  rows: readonly R[],
  write: (chunk: R[]) => Promise<O[]>,
  size = 1_000,
): Promise<O[]> {
  const out: O[] = [];
  for (let start = 0; start < rows.length; start += size) out.push(...(await write(rows.slice(start, start + size))));
  return out;
}

/** The same for statements that return nothing. */
export async function writeInBatches<R>(
  rows: readonly R[],
  write: (chunk: R[]) => Promise<unknown>,
  size = 1_000,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await write(rows.slice(start, start + size));
}
