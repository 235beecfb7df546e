/** The catalogue's own sub-paths below /admin/catalogue. */
export const cataloguePaths = {
  list: '/admin/catalogue',
  newProperty: '/admin/catalogue/properties/new',
  property: (id: string) => `/admin/catalogue/properties/${encodeURIComponent(id)}`,
  cities: '/admin/catalogue/cities',
  categories: '/admin/catalogue/categories',
  deals: '/admin/catalogue/deals',
};
