import { describe, expect, it } from 'vitest';
import { flagshipTranslations, groupWords, lineWords, listWords, roomListWords } from './content-translations.js';
import { generateDemoCatalogue } from './demo-catalogue.js';
import { houseTimesText } from './sales-terms.js';

describe('the demo flagships in Hindi, Spanish, French and German', () => {
  const plans = generateDemoCatalogue();

  it('translate the English the demo generates today, for the property and every room type', () => {
    for (const flagship of flagshipTranslations) {
      const plan = plans.find((p) => p.slug === flagship.slug);
      expect(plan, flagship.slug).toBeDefined();
      expect(flagship.description.english).toBe(plan?.description);
      expect(Object.keys(flagship.rooms).sort()).toEqual(plan?.rooms.map((r) => r.name).sort());
      for (const room of plan?.rooms ?? []) expect(flagship.rooms[room.name]?.english).toBe(room.description);
    }
  });

  it('are the two most prominent stays: the first listed and the first guest favourite, both in Goa', () => {
    const goa = plans.filter((p) => p.city === 'Goa');
    expect(flagshipTranslations.map((f) => f.slug)).toEqual([goa[0]?.slug, goa.find((p) => p.isGuestFavorite)?.slug]);
  });

  it('write Hindi in Devanagari and keep every paragraph', () => {
    for (const flagship of flagshipTranslations)
      for (const words of [flagship.description, ...Object.values(flagship.rooms)]) {
        // Names stay as entered (Coqueiro Grand, Deluxe Room); the words around them are Devanagari.
        const devanagari = words.hi.match(/[\u0900-\u097F]/g)?.length ?? 0;
        const latin = words.hi.match(/[A-Za-z]/g)?.length ?? 0;
        expect(devanagari, words.hi).toBeGreaterThan(latin * 2);
        for (const text of [words.hi, words.es, words.fr, words.de]) {
          expect(text.split('\n\n')).toHaveLength(words.english.split('\n\n').length);
          expect(text).not.toBe(words.english);
        }
      }
  });

  it('word every amenity and every policy point of the flagships, their house times too, Hindi in Devanagari', () => {
    for (const flagship of flagshipTranslations) {
      const plan = plans.find((p) => p.slug === flagship.slug);
      const texts = [
        ...(plan?.amenityGroups ?? []).flatMap((g) => g.items.flatMap((a) => [a.title, a.description, a.details])),
        ...(plan?.hotelPolicies ?? []).flatMap((x) => [x.title, ...x.texts]),
        ...(plan?.cancellationPolicies ?? []).flatMap((x) => [x.title, ...x.texts]),
      ];
      for (const text of texts) expect(listWords[text], text).toBeDefined();
    }
    for (const words of Object.values(listWords)) {
      expect(words.hi).toMatch(/[\u0900-\u097F]/);
      for (const language of ['es', 'fr', 'de'] as const) expect(words[language]).not.toBe('');
    }
    expect(lineWords(houseTimesText({ checkInTime: '14:00', checkOutTime: '11:00' }))?.de).toMatch(
      /^Check-in ab 2:00 PM; Check-out bis 11:00 AM\.$/,
    );
  });

  it('word every amenity group heading of the flagships, Hindi in Devanagari, each language its own words', () => {
    for (const flagship of flagshipTranslations) {
      const plan = plans.find((p) => p.slug === flagship.slug);
      const headings = (plan?.amenityGroups ?? []).map((g) => g.title);
      expect(headings.length, flagship.slug).toBeGreaterThan(0);
      for (const heading of headings) {
        expect(groupWords[heading], heading).toBeDefined();
        expect(groupWords[heading]?.hi, heading).toMatch(/^[\u0900-\u097F -]+$/);
        for (const language of ['es', 'fr', 'de'] as const)
          expect(groupWords[heading]?.[language], heading).not.toBe('');
      }
    }
  });

  it('word every room amenity of the flagships and their rooms’ policies’ titles and fixed sentences, Hindi in Devanagari', () => {
    for (const flagship of flagshipTranslations) {
      const plan = plans.find((p) => p.slug === flagship.slug);
      for (const room of plan?.rooms ?? []) {
        const english = [
          ...room.amenities.flatMap((a) => [a.name, a.description]),
          ...room.policies.map((x) => x.title),
          // The occupancy and the children's sentences are made from the room and the age bands: English.
          ...room.policies.filter((x) => !['Occupancy', 'Children'].includes(x.title)).map((x) => x.description),
        ];
        for (const text of english) {
          expect(roomListWords[text], text).toBeDefined();
          expect(roomListWords[text]?.hi, text).toMatch(/[\u0900-\u097F]/);
          for (const language of ['es', 'fr', 'de'] as const)
            expect(roomListWords[text]?.[language], text).not.toBe('');
        }
      }
    }
  });
});
