import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Tx } from '../src/db/client.js';
import { auditLog, cities, properties, propertyMedia } from '../src/db/schema/index.js';
import { auditedAddition, auditedChange } from '../src/modules/audit/audited-change.js';
import { describeEachDatabase } from './setup-db.js';
import { createCity, createProperty } from './support/factories.js';

type CityRow = typeof cities.$inferSelect;
const lockCity = async (tx: Tx, id: string): Promise<CityRow | undefined> => {
  const [row] = await tx.select().from(cities).where(eq(cities.id, id)).for('update');
  return row;
};
const actor = { actorUserId: null, ip: '10.0.0.9' };

describeEachDatabase('one audited change', {}, (use) => {
  /** A city of the test's own to rename. */
  const newCity = () => createCity(use().database.db);
  const auditRows = (cityId: string) =>
    use()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'city'), eq(auditLog.entityId, cityId)));

  it('changes the row and writes who, what, before and after in the same transaction', async () => {
    const { db } = use().database;
    const { id: cityId, name } = await newCity();
    const result = await auditedChange(db, actor, {
      action: 'catalogue.city.rename',
      entityType: 'city',
      entityId: cityId,
      what: 'City',
      lock: lockCity,
      async change(tx, row) {
        const [after] = await tx.update(cities).set({ name: 'Panaji' }).where(eq(cities.id, row.id)).returning();
        return { after, result: after?.name };
      },
    });
    expect(result).toBe('Panaji');
    const [entry] = await auditRows(cityId);
    expect(entry).toMatchObject({ action: 'catalogue.city.rename', ip: '10.0.0.9' });
    expect(entry?.before).toMatchObject({ name });
    expect(entry?.after).toMatchObject({ name: 'Panaji' });
  });

  it('answers 404 naming the thing when the row is missing, and records nothing', async () => {
    const { db } = use().database;
    const missing = randomUUID();
    await expect(
      auditedChange(db, actor, {
        action: 'catalogue.city.rename',
        entityType: 'city',
        entityId: missing,
        what: 'City',
        lock: lockCity,
        change: async () => ({ after: {}, result: null }),
      }),
    ).rejects.toMatchObject({ statusCode: 404, message: 'City not found.' });
    expect(await auditRows(missing)).toEqual([]);
  });

  it('keeps neither the change nor the audit row when the change fails half way', async () => {
    const { db } = use().database;
    const { id: cityId, name } = await newCity();
    await expect(
      auditedChange(db, actor, {
        action: 'catalogue.city.rename',
        entityType: 'city',
        entityId: cityId,
        what: 'City',
        lock: lockCity,
        async change(tx, row) {
          await tx.update(cities).set({ name: 'Half way' }).where(eq(cities.id, row.id));
          throw new Error('refused after the write');
        },
      }),
    ).rejects.toThrow('refused after the write');
    const [city] = await db.select().from(cities).where(eq(cities.id, cityId));
    expect(city?.name).toBe(name);
    expect(await auditRows(cityId)).toEqual([]);
  });

  it('writes no audit row when nothing changed', async () => {
    const { db } = use().database;
    const { id: cityId } = await newCity();
    await auditedChange(db, actor, {
      action: 'catalogue.city.rename',
      entityType: 'city',
      entityId: cityId,
      what: 'City',
      lock: lockCity,
      change: async (_tx, row) => ({ unchanged: true, result: row.name }),
    });
    expect(await auditRows(cityId)).toEqual([]);
  });
});

describeEachDatabase('one audited addition under a parent', {}, (use) => {
  const lockProperty = async (tx: Tx, id: string) => {
    const [row] = await tx.select().from(properties).where(eq(properties.id, id)).for('update');
    return row;
  };
  const addPicture = (propertyId: string, url: string) =>
    auditedAddition(use().database.db, actor, {
      action: 'catalogue.media.create',
      entityType: 'property_media',
      parent: { id: propertyId, what: 'Property', lock: lockProperty },
      async add(tx, property) {
        const [created] = await tx
          .insert(propertyMedia)
          .values({ propertyId: property.id, category: 'Exterior', url })
          .returning();
        if (!created) throw new Error('not inserted');
        return { created, result: created.id };
      },
    });

  it('adds the row under the locked parent and audits the new row, with nothing before', async () => {
    const { db } = use().database;
    const property = await createProperty(db, {}, { picture: false });
    const id = await addPicture(property.id, '/media/test/one.webp');
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry).toMatchObject({ action: 'catalogue.media.create', entityType: 'property_media', before: null });
    expect(entry?.after).toMatchObject({ id, propertyId: property.id, url: '/media/test/one.webp' });
  });

  it('answers 404 naming the parent when it is missing, adding and recording nothing', async () => {
    const { db } = use().database;
    const missing = randomUUID();
    await expect(addPicture(missing, '/media/test/two.webp')).rejects.toMatchObject({
      statusCode: 404,
      message: 'Property not found.',
    });
    expect(await db.select().from(propertyMedia).where(eq(propertyMedia.propertyId, missing))).toEqual([]);
  });
});
