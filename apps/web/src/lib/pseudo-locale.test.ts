import { compiledCatalogues } from '@staybook/contract/messages/compiled/all';
import { pseudoMessages, pseudoText } from '@staybook/contract/messages/pseudo-locale';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';

/** The pseudo-locale (docs/languages.md): every English message accented and ~30% longer, its placeholders kept. */
const english = compiledCatalogues.en;
const pseudo = pseudoMessages(english);
const en = createI18n('en', english);
const xa = createI18n('en', pseudo);

describe('the pseudo-locale', () => {
  it('accents every letter and makes a text ~30% longer, in words', () => {
    expect(pseudoText('Search')).toBe('Šéàŕçĥ ẋẋ');
    expect(pseudoText('Hi, ')).toBe('Ĥî, ẋ ');
    expect(pseudoText(' · ')).toBe(' · ');
  });

  it('keeps element tags and placeholders, and no English letter is left in any message', () => {
    const values = {
      count: 2,
      nights: 2,
      name: 'Asha',
      path: '/x',
      rooms: 2,
      total: '₹1',
      category: 'Elite',
      heading: 'H',
      // Every plural's count (left out, it reads 'NaN'): the deals' rules count nights and days, a party its people.
      min: 3,
      days: 7,
      adults: 2,
      children: 1,
      infants: 1,
    };
    for (const id of Object.keys(english) as Array<keyof typeof english>) {
      const text = xa._(id, values);
      const tags = (s: string) => s.match(/<\/?\d+\/?>/g) ?? [];
      expect(tags(text), id).toEqual(tags(en._(id, values)));
      // What is left in ASCII letters is a value passed in (a name, a path) or a tag, never the message's own words.
      const ownWords = (s: string) => s.replace(/<\/?\d+\/?>/g, '').replace(/Asha|Elite|INR|₹1|\/x|H/g, '');
      expect(ownWords(text), id).not.toMatch(/[A-Za-z]{2,}/);
      // ~30% longer (each text with words of its own grows by at least one letter; a branch made only of the values
      // passed in, such as an extra's '{name} × {quantity}', has nothing to lengthen).
      const english = en._(id, values);
      if (/[A-Za-z]/.test(ownWords(english))) expect(text.length, id).toBeGreaterThan(english.length);
    }
  });

  it('fills a plural and a select like English', () => {
    expect(xa._('search.guests', { count: 1 })).toBe('1 ĝûéšţ ẋẋ');
    expect(xa._('search.guests', { count: 3 })).toBe('3 ĝûéšţš ẋẋ');
    expect(xa._('header.greeting', { name: 'Asha' })).toBe('Ĥî, ẋ Asha');
  });
});
