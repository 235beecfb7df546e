import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPlaceholders, rowOf, runBuiltOnce } from '../src/db/built-once.js';
import type { Database, DbOrTx } from '../src/db/client.js';
import { sandboxOrders } from '../src/db/schema/bookings.js';
import { createTestDatabase, databaseKinds } from './setup-db.js';

/** A sandbox order inserted through a statement built once per shape (the columns given). */
async function insertOrder(db: DbOrTx, values: typeof sandboxOrders.$inferInsert) {
  const order = insertPlaceholders('o', values);
  const rows = await runBuiltOnce(
    db,
    `test.insertOrder:${order.shape}`,
    () => db.insert(sandboxOrders).values(order.placeholders).returning(),
    order.values,
  );
  return rows.map((raw) => rowOf(sandboxOrders, raw));
}

for (const kind of databaseKinds) {
  describe(`statements built once [${kind}]`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
    }, 120_000);
    afterAll(async () => {
      await database?.close();
    });
    const stored = async (id: string) =>
      (await database.db.select().from(sandboxOrders).where(eq(sandboxOrders.id, id)))[0];

    it("returns the row as drizzle's own select reads it (dates, JSON), and each call sends its own values", async () => {
      const at = new Date('2026-11-27T05:30:00.000Z');
      const [first] = await insertOrder(database.db, {
        id: 'order_built_1',
        amountPaise: 150_000,
        receipt: 'SB-ONE',
        notes: { bookingId: 'b-1', nested: { n: 1 } },
        status: 'attempted',
        createdAt: at,
      });
      expect(first).toEqual(await stored('order_built_1'));
      expect(first).toMatchObject({ createdAt: at, notes: { bookingId: 'b-1', nested: { n: 1 } } });
      // The same shape again: the statement is the one built above, the values are this call's.
      const [second] = await insertOrder(database.db, {
        id: 'order_built_2',
        amountPaise: 99,
        receipt: 'SB-TWO',
        notes: {},
        status: 'paid',
        createdAt: new Date(at.getTime() + 1000),
      });
      expect(second).toEqual(await stored('order_built_2'));
      expect(second).toMatchObject({ amountPaise: 99, receipt: 'SB-TWO', status: 'paid' });
    });

    it('writes a null as null, in a shape of its own', async () => {
      const [row] = await insertOrder(database.db, {
        id: 'order_built_5',
        amountPaise: 1,
        receipt: 'SB-FIVE',
        notes: null as unknown as object,
      }).catch((err: unknown) => [String((err as { cause?: unknown }).cause ?? err)]);
      // notes is NOT NULL: the database refuses the null itself (the value reached it as a null, not as 'null').
      expect(String(row)).toMatch(/null value in column "notes"/);
      const [withDate] = await insertOrder(database.db, {
        id: 'order_built_6',
        amountPaise: 1,
        receipt: 'SB-SIX',
        notes: {},
        status: 'created',
      });
      expect(withDate?.id).toBe('order_built_6');
    });

    it('gives a column left undefined its default, as an insert by drizzle does', async () => {
      const [row] = await insertOrder(database.db, {
        id: 'order_built_3',
        amountPaise: 1,
        receipt: 'SB-THREE',
        notes: {},
        status: undefined,
      });
      expect(row).toMatchObject({ status: 'created', currency: 'INR' });
      expect(row?.createdAt).toBeInstanceOf(Date);
    });

    it("runs inside the caller's transaction", async () => {
      await database.db
        .transaction(async (tx) => {
          await insertOrder(tx, { id: 'order_built_4', amountPaise: 1, receipt: 'SB-FOUR', notes: {} });
          expect(await tx.select().from(sandboxOrders).where(eq(sandboxOrders.id, 'order_built_4'))).toHaveLength(1);
          throw new Error('roll back');
        })
        .catch(() => undefined);
      expect(await stored('order_built_4')).toBeUndefined();
    });

    it('refuses a statement with a value written into it (it would be sent again on every later call)', async () => {
      await expect(
        runBuiltOnce(
          database.db,
          'test.constant',
          () => database.db.select().from(sandboxOrders).where(eq(sandboxOrders.receipt, 'SB-ONE')),
          {},
        ),
      ).rejects.toThrow(/every value must be a placeholder/);
      const rows = await runBuiltOnce(
        database.db,
        'test.byReceipt',
        () =>
          database.db
            .select()
            .from(sandboxOrders)
            .where(eq(sandboxOrders.receipt, sql.placeholder('receipt'))),
        { receipt: 'SB-TWO' },
      );
      expect(rows.map((raw) => rowOf(sandboxOrders, raw).id)).toEqual(['order_built_2']);
    });
  });
}
