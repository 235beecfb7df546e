import { type SQL, sql } from 'drizzle-orm';

/**
 * A CHECK that a text column holds one of the contract's values (`status in ('a', 'b')`): the one way the schema
 * keeps a column to a closed list, so the database refuses what the contract would.
 */
export const oneOf = (column: string, values: readonly string[]): SQL =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);
