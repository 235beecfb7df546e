import { describe, expect, it } from 'vitest';
import { brandWords } from './brand-translations.js';
import { heroSlidePlans } from './demo-catalogue.js';
import { demoExtras } from './extras.js';

/**
 * The demo's brand words are keyed by the English the demo seeds: this fails the day that English changes, before a
 * slide or an extra is left in English on the Hindi and German pages without anyone noticing.
 */
describe("the demo's brand words in Hindi and German", () => {
  it('words every hero slide field and every extra offered online, Hindi in Devanagari', () => {
    const english = [
      ...heroSlidePlans.flatMap((h) => [h.title, h.subtitle, h.description, h.ctaText]),
      ...demoExtras.filter((x) => x.offeredOnline).flatMap((x) => [x.name, x.description]),
    ].filter((text): text is string => text !== undefined);
    for (const text of english) {
      expect(brandWords[text], text).toBeDefined();
      if (!text.includes('Staybook Signature')) expect(brandWords[text]?.hi, text).toMatch(/[\u0900-\u097F]/);
      expect(brandWords[text]?.de, text).not.toBe('');
    }
  });
});
