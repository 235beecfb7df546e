import type { GstStateCode } from '@staybook/contract/gst';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cities, properties, taxRegistrations } from '../../db/schema/index.js';
import type { PublishedProperty, Registration } from './registration-rules.js';

/** The only writer of tax_registrations (the brand's GSTIN per state). */

/** The registrations saved in the console, by state code. */
export async function savedRegistrations(db: DbOrTx): Promise<Registration[]> {
  const rows = await db
    .select({
      stateCode: taxRegistrations.stateCode,
      gstin: taxRegistrations.gstin,
      legalName: taxRegistrations.legalName,
      address: taxRegistrations.address,
    })
    .from(taxRegistrations)
    .orderBy(asc(taxRegistrations.stateCode));
  return rows.map((r) => ({ ...r, stateCode: r.stateCode as GstStateCode, source: 'console' as const }));
}

/** Saves a state's registration, replacing the one it had (documents already issued keep theirs as printed). */
export async function upsertRegistration(
  db: DbOrTx,
  row: { stateCode: GstStateCode; gstin: string; legalName: string; address: string },
  updatedBy: string | null,
  now: Date,
): Promise<Registration | undefined> {
  const before = await db.select().from(taxRegistrations).where(eq(taxRegistrations.stateCode, row.stateCode));
  await db
    .insert(taxRegistrations)
    .values({ ...row, updatedBy, updatedAt: now })
    .onConflictDoUpdate({
      target: taxRegistrations.stateCode,
      set: { gstin: row.gstin, legalName: row.legalName, address: row.address, updatedBy, updatedAt: now },
    });
  const [old] = before;
  return old
    ? {
        stateCode: old.stateCode as GstStateCode,
        gstin: old.gstin,
        legalName: old.legalName,
        address: old.address,
        source: 'console',
      }
    : undefined;
}

/** Properties on sale (status active) and their cities' states. */
export async function publishedProperties(db: DbOrTx): Promise<PublishedProperty[]> {
  return db
    .select({ name: properties.name, state: cities.state })
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .where(eq(properties.status, 'active'))
    .orderBy(asc(properties.name));
}
