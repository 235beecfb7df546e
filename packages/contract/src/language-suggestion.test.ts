import { describe, expect, it } from 'vitest';
import { languageOffers, suggestedLanguage } from './language-suggestion';
import { LANGUAGES } from './languages';

describe('suggestedLanguage', () => {
  const on = (page: 'en' | 'hi' | 'de', preferred: string[], more: { chosen?: boolean; dismissed?: boolean } = {}) =>
    suggestedLanguage({ preferred, page, chosen: more.chosen ?? false, dismissed: more.dismissed ?? false });

  it("offers the browser's first language the site speaks, when the page is in another", () => {
    expect(on('en', ['hi-IN', 'en-GB'])).toBe('hi');
    expect(on('en', ['it-IT', 'de-DE', 'en'])).toBe('de');
    expect(on('hi', ['en-IN', 'hi'])).toBe('en');
  });

  it('offers nothing when the page is already in it, or the site speaks none of them', () => {
    expect(on('hi', ['hi-IN', 'en'])).toBeNull();
    expect(on('en', ['en-US', 'hi'])).toBeNull();
    expect(on('en', ['it-IT', 'pt-BR'])).toBeNull();
    expect(on('en', [])).toBeNull();
  });

  it('offers nothing once the guest chose a language or turned the offer down', () => {
    expect(on('en', ['hi-IN'], { chosen: true })).toBeNull();
    expect(on('en', ['hi-IN'], { dismissed: true })).toBeNull();
  });

  it('words each offer in the language it offers', () => {
    expect(Object.keys(languageOffers).sort()).toEqual([...LANGUAGES].sort());
    expect(languageOffers.hi.read).toMatch(/हिन्दी/);
    expect(languageOffers.de.read).toMatch(/Deutsch/);
  });
});
