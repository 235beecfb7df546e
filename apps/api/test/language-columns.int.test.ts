import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from './setup-db.js';
import {
  book,
  bookingPayload,
  createGuest,
  createProperty,
  createRoomType,
  istDay,
  setInventory,
} from './support/factories.js';

/**
 * Migration 0027 (issue 43): users.language and bookings.language, null or one of the site's languages (contract
 * languages.ts), the database refusing any other; a booking made before it has none (English).
 */
describeEachDatabase('the language columns', {}, (use) => {
  const db = () => use().database.db;
  const languageOf = async (table: 'users' | 'bookings', id: string) => {
    const rows = await db().execute<{ language: string | null }>(
      sql`select language from ${sql.identifier(table)} where id = ${id}::uuid`,
    );
    return (Array.isArray(rows) ? rows : rows.rows)[0]?.language;
  };

  /** The constraint a statement broke (drizzle wraps the driver's error as its cause). */
  const brokenConstraint = async (statement: Promise<unknown>) => {
    const err = await statement.then(
      () => null,
      (e: unknown) => e as { cause?: { constraint?: string; message?: string } },
    );
    return err?.cause?.constraint ?? err?.cause?.message ?? null;
  };

  it('keeps both to the site languages, and leaves them null until one is given', async () => {
    const guest = await createGuest(db(), use().config);
    expect(await languageOf('users', guest.id)).toBeNull();
    expect(
      await brokenConstraint(db().execute(sql`update users set language = 'xx' where id = ${guest.id}::uuid`)),
    ).toContain('users_language_check');
    for (const language of ['en', 'hi', 'es', 'fr', 'de']) {
      await db().execute(sql`update users set language = ${language} where id = ${guest.id}::uuid`);
      expect(await languageOf('users', guest.id)).toBe(language);
    }

    const property = await createProperty(db());
    const room = await createRoomType(db(), property.id);
    await setInventory(db(), room.id, istDay(1), 3, { rupees: 4_000, available: 2 });
    const res = await book(use().app, guest, bookingPayload(property.id, [{ id: room.id }], 1, 2));
    expect(res.statusCode, res.body).toBe(200);
    const bookingId: string = res.json().data.bookingId;
    expect(
      await brokenConstraint(db().execute(sql`update bookings set language = 'klingon' where id = ${bookingId}::uuid`)),
    ).toContain('bookings_language_check');
    await db().execute(sql`update bookings set language = 'de' where id = ${bookingId}::uuid`);
    expect(await languageOf('bookings', bookingId)).toBe('de');
  });
});
