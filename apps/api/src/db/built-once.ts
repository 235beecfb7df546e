/**
 * Statements built once. Drizzle turns a query into SQL text on every call, and for a wide table that costs more
 * CPU than the round trip itself (the hold's insert of a booking and its rooms: ~1 ms, 50 columns). A statement that
 * differs between calls only by its values is built here once per shape, with a placeholder for every value, and
 * then run on the connection or transaction given, as a named prepared statement (parsed once per connection).
 * (Drizzle's own `.prepare()` ties a query to the connection it was built on, so a prepared query cannot run inside a
 * transaction.)
 */
import {
  getTableColumns,
  type InferSelectModel,
  is,
  Param,
  Placeholder,
  type Query,
  sql,
  type Table,
} from 'drizzle-orm';
import type { DbOrTx } from './client.js';

const built = new Map<string, { query: Query; name: string }>();
/** Names are never reused (a connection keeps what it prepared under a name for as long as it lives). */
let named = 0;
/** Shapes are few (one per call site and set of columns); the bound only guards against a caller that varies. */
const MAX_SHAPES = 500;

const isPlaceholder = (param: unknown) => is(param, Placeholder) || (is(param, Param) && is(param.value, Placeholder));

/**
 * Runs the statement `build` makes for `shape` (built on first use), with `values` for its placeholders, and returns
 * its rows as the database sent them (column names, driver values: see `rowOf`). Every value must be a placeholder:
 * a value written into the statement would be sent again on every later call, so it is refused.
 */
export async function runBuiltOnce(
  db: DbOrTx,
  shape: string,
  build: () => { toSQL(): Query },
  values: Record<string, unknown>,
): Promise<Record<string, unknown>[]> {
  let statement = built.get(shape);
  if (!statement) {
    const query = build().toSQL();
    if (!query.params.every(isPlaceholder))
      throw new Error(`statement ${shape}: every value must be a placeholder (sql.placeholder), or it would be reused`);
    if (built.size >= MAX_SHAPES) built.clear();
    statement = { query, name: `built_once_${++named}` };
    built.set(shape, statement);
  }
  // Named, so PostgreSQL parses it once per connection too (PGlite runs it as it is).
  const result = await db._.session.prepareQuery(statement.query, undefined, statement.name, false).execute(values);
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/**
 * Placeholders for the values of an insert (`prefix.key` each) and the shape they make: the keys present, in order.
 * An undefined value is left out, so the column takes its default as drizzle's own insert would give it; a null is
 * written into the statement (and its shape).
 */
export function insertPlaceholders<T extends Record<string, unknown>>(
  prefix: string,
  values: T,
): { placeholders: T; values: Record<string, unknown>; shape: string } {
  const placeholders: Record<string, unknown> = {};
  const bound: Record<string, unknown> = {};
  const keys: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    // A null is written as such (a column's encoder is not for nulls), so it is part of the shape.
    if (value === null) {
      keys.push(`${key}=null`);
      placeholders[key] = sql`null`;
      continue;
    }
    keys.push(key);
    placeholders[key] = sql.placeholder(`${prefix}.${key}`);
    bound[`${prefix}.${key}`] = value;
  }
  return { placeholders: placeholders as T, values: bound, shape: keys.join(',') };
}

const columnsOf = new WeakMap<Table, Array<[string, ReturnType<typeof getTableColumns>[string]]>>();

/** A raw row of `table` (by column name, as the driver sent it) as drizzle's own select would return it. */
export function rowOf<T extends Table>(table: T, raw: Record<string, unknown>): InferSelectModel<T> {
  let columns = columnsOf.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    columnsOf.set(table, columns);
  }
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
