/**
 * The home page's and the property page's brand lists: category tiles, city names, deals (only those whose promotion
 * the pricing applies, with the stay that gets them) and the hero slides. Stays and prices are catalogue.service.ts.
 */
import { istDateToUnix, todayIst } from '@staybook/contract';
import type { CategoryTile } from '@staybook/contract/catalogue';
import { translated } from '@staybook/contract/content-translations';
import type { Language } from '@staybook/contract/languages';
import {
  PROMOTIONS_STACKING_SENTENCE,
  type PromotionTerms,
  promotionSentences,
  qualifyingStay,
} from '@staybook/contract/promotion-terms';
import { promotionLabel } from '@staybook/contract/promotions';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import * as repo from './catalogue.repository.js';
import { brandWords } from './content-words.service.js';

/** Home's tiles; with a `lang`, each also carries the words it shows in that language (`label`, English's where none). */
export async function listCategoryTiles(db: DbOrTx, lang?: Language): Promise<CategoryTile[]> {
  const [rows, words] = await Promise.all([repo.findCategoryTiles(db), brandWords(db, ['category'], lang)]);
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    image: c.imageUrl,
    target: c.target,
    ...(lang ? { label: translated(words, 'category', c.id, 'name', c.name) } : {}),
  }));
}

export async function listCityNames(db: DbOrTx) {
  return (await repo.findCityNames(db)).map((city_name) => ({ city_name }));
}

/** A promotion row's terms as the contract reads them (room names: the rooms it is limited to). */
function termsOf(p: repo.PromotionTermsRow, roomNames: readonly string[] = []): PromotionTerms {
  return {
    kind: p.kind as PromotionTerms['kind'],
    minNights: p.minNights,
    freeNights: p.freeNights,
    percentOff: p.percentOff,
    daysBefore: p.daysBefore,
    bookUntil: p.bookUntil,
    stayFrom: p.stayFrom,
    stayUntil: p.stayUntil,
    roomNames,
  };
}

function stayOf(terms: PromotionTerms, today: string) {
  const stay = qualifyingStay(terms, today);
  return stay ? { checkInDate: istDateToUnix(stay.checkIn), checkOutDate: istDateToUnix(stay.checkOut) } : null;
}

/**
 * The deals a guest can get at this property (issue 24), each explained in whole sentences with a stay that gets it;
 * the rooms a deal is limited to are named (a deal limited to rooms no longer on sale is left out).
 */
export async function listPropertyDeals(db: DbOrTx, propertyId: string, lang?: Language, now = new Date()) {
  const property = await repo.findActiveProperty(db, propertyId);
  if (!property) throw notFound('Property');
  const today = todayIst(now);
  const [promotions, rooms, words] = await Promise.all([
    repo.findLivePromotions(db, propertyId, today),
    repo.findActiveRoomTypes(db, propertyId),
    brandWords(db, ['promotion'], lang),
  ]);
  const names = new Map(rooms.map((r) => [r.id, r.name]));
  const deals = promotions.flatMap((p) => {
    const roomNames = p.roomTypeIds.flatMap((id) => names.get(id) ?? []);
    if (p.roomTypeIds.length > 0 && roomNames.length === 0) return [];
    const terms = termsOf(p, roomNames);
    return [
      {
        id: p.id,
        name: translated(words, 'promotion', p.id, 'name', promotionLabel({ ...p, kind: terms.kind })),
        sentences: promotionSentences(terms),
        stay: stayOf(terms, today),
        // The facts the page words the rule from in its language; without `lang`, the answer as it always was.
        ...(lang ? { terms: { ...terms, roomNames: [...terms.roomNames] } } : {}),
      },
    ];
  });
  return { deals, note: PROMOTIONS_STACKING_SENTENCE };
}

export async function listDeals(db: DbOrTx, lang?: Language, now = new Date()) {
  const today = todayIst(now);
  const [rows, words] = await Promise.all([repo.findActiveDeals(db, today), brandWords(db, ['deal'], lang)]);
  return rows.map((d) => {
    // The link opens dates that get the deal (an early bird's check-in far enough ahead); null when none can.
    const stay = stayOf(termsOf(d.promotion), today);
    return {
      id: d.id,
      title: translated(words, 'deal', d.id, 'title', d.title),
      subTitle: translated(words, 'deal', d.id, 'subTitle', d.subTitle),
      image: d.imageUrl,
      target: d.target,
      propertyId: d.propertyId,
      // A length-of-stay deal opens a stay long enough to get it.
      stayNights: d.promotion.kind === 'length_of_stay' ? d.promotion.minNights : null,
      checkInDate: stay?.checkInDate ?? null,
      checkOutDate: stay?.checkOutDate ?? null,
    };
  });
}

export async function listPublicHeroSlides(db: DbOrTx, lang?: Language) {
  const [rows, words] = await Promise.all([repo.findPublicHeroSlides(db), brandWords(db, ['hero_slide'], lang)]);
  const word = (id: string, field: string, english: string) => translated(words, 'hero_slide', id, field, english);
  return rows.map((h) => ({
    id: h.id,
    image: h.imageUrl,
    title: word(h.id, 'title', h.title),
    subtitle: word(h.id, 'subtitle', h.subtitle),
    description: word(h.id, 'description', h.description),
    ctaText: word(h.id, 'ctaText', h.ctaText),
    ctaLink: h.ctaLink,
    overlayColor: h.overlayColor,
  }));
}
