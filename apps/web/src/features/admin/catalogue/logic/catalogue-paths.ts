/** The catalogue's own sub-paths below /admin/catalogue. */
export const cataloguePaths = {
  list: '/admin/catalogue',
  newProperty: '/admin/catalogue/properties/new',
  property: (id: string) => `/admin/catalogue/properties/${encodeURIComponent(id)}`,
  cities: '/admin/catalogue/cities',
  categories: '/admin/catalogue/categories',
  deals: '/admin/catalogue/deals',
  translations: '/admin/catalogue/translations',
  /**
   * Where a field's words in `lang` are entered: the property's editor on that language's tab (a room's open, or the
   * amenities' or policies' list).
   */
  translate: (propertyId: string, lang: string, at?: { room: string } | { list: 'amenities' | 'policies' }) =>
    `/admin/catalogue/properties/${encodeURIComponent(propertyId)}?${new URLSearchParams({ lang, ...at })}`,
};
