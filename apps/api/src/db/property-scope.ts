import { type Column, inArray, type SQL, sql } from 'drizzle-orm';

/** The properties a console list may show: null is every property (decision 005). */
export type PropertyScope = readonly string[] | null;

/** The WHERE condition narrowing `column` (a property id) to the scope; undefined when every property is in it. */
export function inPropertyScope(column: Column, scope: PropertyScope): SQL | undefined {
  if (scope === null) return undefined;
  return scope.length === 0 ? sql`false` : inArray(column, [...scope]);
}

/** The same narrowing for hand-written SQL: `and <column> in (…)`, or nothing when every property is in scope. */
export function andInPropertyScope(column: SQL, scope: PropertyScope): SQL {
  if (scope === null) return sql``;
  if (scope.length === 0) return sql`and false`;
  return sql`and ${column} in (${sql.join(
    scope.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/** A list's properties: the one asked for (already checked against the scope by the guard), else the scope. */
export const propertiesFor = (propertyId: string | null | undefined, scope: PropertyScope): PropertyScope =>
  propertyId ? [propertyId] : scope;
