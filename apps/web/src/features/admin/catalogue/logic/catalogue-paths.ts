import type { BrandKind } from '@staybook/contract/content-translations';
import { consolePaths } from '../../lib/console-paths';

/** The catalogue's own sub-paths below /admin/catalogue. */
export const cataloguePaths = {
  list: '/admin/catalogue',
  newProperty: '/admin/catalogue/properties/new',
  property: (id: string) => `/admin/catalogue/properties/${encodeURIComponent(id)}`,
  cities: '/admin/catalogue/cities',
  categories: '/admin/catalogue/categories',
  deals: '/admin/catalogue/deals',
  translations: '/admin/catalogue/translations',
  brandWords: '/admin/catalogue/brand-words',
  /**
   * Where a field's words in `lang` are entered: the property's editor on that language's tab (a room's open, or the
   * amenities' or policies' list).
   */
  translate: (
    propertyId: string | null,
    lang: string,
    at?:
      | { room: string }
      | { list: 'amenities' | 'policies' | 'nearby' | 'plans' | 'room_amenities' | 'room_policies' | BrandKind },
  ) =>
    propertyId === null
      ? `/admin/catalogue/brand-words?${new URLSearchParams({ lang, ...at })}`
      : `/admin/catalogue/properties/${encodeURIComponent(propertyId)}?${new URLSearchParams({ lang, ...at })}`,
};

/** The brand's translated lists on the Brand words page, each with where its English is edited. */
export const BRAND_LISTS: ReadonlyArray<{
  kind: BrandKind;
  list: BrandKind;
  title: string;
  editedAt: { to: string; name: string };
}> = [
  { kind: 'deal', list: 'deal', title: 'Deals', editedAt: { to: `${consolePaths.catalogue}/deals`, name: 'Deals' } },
  {
    kind: 'promotion',
    list: 'promotion',
    title: 'Promotions',
    editedAt: { to: consolePaths.promotions, name: 'Promotions' },
  },
  {
    kind: 'hero_slide',
    list: 'hero_slide',
    title: 'Hero slides',
    editedAt: { to: consolePaths.hero, name: 'Hero slides' },
  },
  { kind: 'extra', list: 'extra', title: 'Extras', editedAt: { to: consolePaths.extras, name: 'Extras' } },
  {
    kind: 'category',
    list: 'category',
    title: 'Category tiles',
    editedAt: { to: cataloguePaths.categories, name: 'Categories' },
  },
];
