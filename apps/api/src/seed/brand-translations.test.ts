import { describe, expect, it } from 'vitest';
import { brandWords, placeWords } from './brand-translations.js';
import { flagshipTranslations } from './content-translations.js';
import { categoryTiles, generateDemoCatalogue, heroSlidePlans } from './demo-catalogue.js';
import { demoExtras } from './extras.js';

/**
 * The demo's brand words are keyed by the English the demo seeds: this fails the day that English changes, before a
 * slide or an extra is left in English on the Hindi and German pages without anyone noticing.
 */
describe("the demo's brand words in Hindi, Spanish, French and German", () => {
  it('words every hero slide field and every extra offered online, Hindi in Devanagari', () => {
    const english = [
      ...heroSlidePlans.flatMap((h) => [h.title, h.subtitle, h.description, h.ctaText]),
      ...demoExtras.filter((x) => x.offeredOnline).flatMap((x) => [x.name, x.description]),
    ].filter((text): text is string => text !== undefined);
    for (const text of english) {
      expect(brandWords[text], text).toBeDefined();
      if (!text.includes('Staybook Signature')) expect(brandWords[text]?.hi, text).toMatch(/[\u0900-\u097F]/);
      for (const language of ['de', 'es', 'fr'] as const) expect(brandWords[text]?.[language], text).not.toBe('');
    }
  });

  it('words every category tile and every nearby place of the flagships, Hindi in Devanagari', () => {
    const flagships = new Set(flagshipTranslations.map((f) => f.slug));
    const places = generateDemoCatalogue()
      .filter((p) => flagships.has(p.slug))
      .flatMap((p) => p.nearby);
    expect(places.length).toBeGreaterThan(0);
    const words = [
      ...categoryTiles.map((c) => [c.name, brandWords[c.name]] as const),
      ...places.flatMap((n) => [[n.name, placeWords[n.name]] as const, [n.address, placeWords[n.address]] as const]),
    ];
    for (const [english, word] of words) {
      expect(word, english).toBeDefined();
      expect(word?.hi, english).toMatch(/[\u0900-\u097F]/);
      for (const language of ['de', 'es', 'fr'] as const) expect(word?.[language], english).not.toBe('');
    }
  });
});
