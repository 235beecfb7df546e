/**
 * The date picker's numbers and captions (issue 24), zod-free: the guest's stay picker reads them on the property
 * page's first load, where building the request and answer schemas (date-prices.ts) would cost the page its first
 * taps. date-prices.ts re-exports them beside its schemas.
 */

/** How far either side of the chosen check-in "Flexible" looks. */
export const FLEXIBLE_DAYS = 3;
/** Most dates one request prices (two months and a bit: the picker asks per month in view). */
export const DATE_PRICES_MAX_DAYS = 62;

/** What every price in the picker is, said under it. */
export const DATE_PRICES_CAPTION = 'Lowest nightly price for one room, before taxes';
/** What each flexible option's price is, said with them. */
export const flexibleCaption = (nights: number) =>
  nights === 1 ? 'Price of 1 night for one room, before taxes' : `Price of ${nights} nights for one room, before taxes`;
