import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../lib/source-tree.js';

/**
 * Drizzle writes a column of a query's only table bare (`"id"`), so `${payments.id}` inside a correlated subquery
 * (`(select … from payment_refunds r where r.payment_id = ${payments.id})`) reads as `r.id` there, silently: part
 * refunds went uncounted that way (issue 45), and the hotel digest's count was always 0. In a subquery with an alias,
 * the outer column is spelt out (`"payments"."id"`); this test finds any that is not.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each `(select …)` in the text up to its matching parenthesis. */
function subqueries(text: string): string[] {
  const found: string[] = [];
  for (let at = text.search(/\(select\b/i); at >= 0; ) {
    let depth = 0;
    let end = at;
    for (; end < text.length; end++) {
      if (text[end] === '(') depth++;
      else if (text[end] === ')' && --depth === 0) break;
    }
    found.push(text.slice(at, end + 1));
    const next = text.slice(at + 1).search(/\(select\b/i);
    at = next < 0 ? -1 : at + 1 + next;
  }
  return found;
}

/** A subquery over an aliased table (`from payment_refunds r`) that interpolates a Drizzle column (`${t.c}`). */
const correlated = (q: string) =>
  /\bfrom\s+(?:\$\{\w+\}|\w+)\s+(?!where\b|join\b)[a-z]\w*\b/i.test(q) && /\$\{\w+\.\w+\}/.test(q);

describe('correlated subqueries in SQL templates', () => {
  it('spell out the outer column instead of interpolating a Drizzle column', () => {
    const offenders = sourceFiles(src).flatMap((file) =>
      subqueries(readFileSync(file, 'utf8'))
        .filter(correlated)
        .map((q) => `${path.relative(src, file)}: ${q.replace(/\s+/g, ' ').slice(0, 120)}`),
    );
    expect(offenders).toEqual([]);
  });

  it('recognises the pattern it forbids', () => {
    const column = ['$', '{payments.id}'].join('');
    const bad = `sql\`coalesce((select sum(r.amount_paise) from payment_refunds r where r.payment_id = ${column}), 0)\``;
    const good =
      'sql`coalesce((select sum(r.amount_paise) from payment_refunds r where r.payment_id = "payments"."id"), 0)`';
    expect(subqueries(bad).filter(correlated)).toHaveLength(1);
    expect(subqueries(good).filter(correlated)).toEqual([]);
  });
});
