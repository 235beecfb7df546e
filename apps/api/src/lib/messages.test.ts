import { formatDay, formatDayMonth, formatGuests, formatParty, plural } from '@staybook/contract/format';
import { listHeadingMessage } from '@staybook/contract/messages/list-heading';
import { formatInr } from '@staybook/contract/money';
import { ageBandHints, DEFAULT_AGE_POLICY } from '@staybook/contract/occupancy-pricing';
import { partyPriceText, taxesNote } from '@staybook/contract/price-note';
import { propertyCategories, propertyTypeKeys } from '@staybook/contract/property-types';
import { describe, expect, it } from 'vitest';
import { homePageMeta, listHeading, listPageMeta } from '../modules/seo/seo-rules.js';
import { translatorFor } from './messages.js';

/**
 * English through the catalogues reads byte for byte as the site's words did before them (issue 43): the counted
 * nouns, prices and headings that were built by the contract's helpers, over a wide range of values.
 */
const t = translatorFor('en');
const counts = [0, 1, 2, 3, 10, 11, 21, 101, 999, 1000, 1234, 100000];

describe('the English catalogue', () => {
  it.each(counts)('counts as the contract did (%i)', (n) => {
    expect(t('search.guests', { count: n })).toBe(n === 0 ? 'Add guests' : plural(n, 'guest'));
    expect(t('card.reviews', { count: n })).toBe(plural(n, 'review'));
    expect(t('list.available', { count: n })).toBe(`${plural(n, 'stay')} available`);
  });

  it('words a party price as partyPriceText did, with and without GST', () => {
    for (const rooms of [1, 2, 5])
      for (const nights of [1, 4, 30])
        for (const [total, taxes] of [
          [21400, 2568],
          [900, 0],
          [1234567, 148148],
        ] as const) {
          const values = { rooms, nights, total: formatInr(total) };
          const text =
            taxes > 0
              ? t('card.partyPrice', { ...values, taxes: formatInr(taxes) })
              : t('card.partyPriceNoGst', values);
          expect(text).toBe(partyPriceText({ rooms, nights, total, taxes }));
        }
    expect(t('card.taxes', { amount: formatInr(2568) })).toBe(taxesNote(2568));
    expect(t('card.noGst')).toBe(taxesNote(0));
  });

  it('titles and describes home as before', () => {
    expect(t('home.title')).toBe(homePageMeta.title);
    expect(t('home.description')).toBe(homePageMeta.description);
  });

  it("heads the list as the server's listHeading and listPageMeta did", () => {
    const cases: Array<Record<string, string>> = [
      {},
      { city: 'Goa' },
      { city: 'North Goa', category: 'Elite' },
      ...propertyCategories.map((category) => ({ category })),
      ...propertyTypeKeys.map((propertyType) => ({ propertyType })),
      { propertyType: 'Villa' },
      { propertyType: 'Castle' },
      { propertyType: 'all', city: 'Goa' },
    ];
    for (const params of cases) {
      const message = listHeadingMessage(params);
      const heading = t(message.id, message.values);
      expect(heading, JSON.stringify(params)).toBe(listHeading(params));
      const meta = listPageMeta(params);
      expect(t('list.title', { heading })).toBe(meta.title);
      expect(t('list.description', { heading })).toBe(meta.description);
    }
  });

  it('counts the pickers, the property page and the rooms page as the helpers did (issue 43)', () => {
    for (const n of counts) {
      expect(t('bookNow.nights', { count: n })).toBe(plural(n, 'night'));
      expect(t('rooms.nightCount', { count: n })).toBe(plural(n, 'night'));
      expect(t('rooms.forNights', { count: n })).toBe(`for ${plural(n, 'night')}`);
      expect(t('rooms.selected', { count: n })).toBe(`${plural(n, 'room')} selected`);
      expect(t('rooms.onlyLeft', { count: n })).toBe(`Only ${plural(n, 'room')} left`);
      expect(t('rooms.upToAdults', { count: n })).toBe(`Up to ${plural(n, 'adult')}`);
      expect(t('rooms.upToChildren', { count: n })).toBe(`Up to ${plural(n, 'child', 'children')}`);
      expect(t('property.reviewCount', { count: n })).toBe(`(${plural(n, 'review')})`);
      expect(t('property.unlock.totalFor', { nights: n })).toBe(`for ${plural(n, 'night')}, incl. GST`);
      for (const children of [0, 1, 2, 5]) {
        expect(t('rooms.guestCount', { adults: n, children })).toBe(formatGuests(n, children, { capitalised: true }));
        const [checkIn, checkOut] = ['2030-03-02', '2030-03-05'] as const;
        expect(
          t('property.unlock.summary', {
            checkIn: formatDay(checkIn),
            checkOut: formatDay(checkOut),
            nights: n,
            adults: n,
            children,
          }),
        ).toBe(`${formatDay(checkIn)} – ${formatDay(checkOut)} · ${plural(n, 'night')} · ${formatGuests(n, children)}`);
      }
    }
    for (const adults of [1, 2, 16])
      for (const children of [0, 1, 3])
        for (const infants of [0, 1, 2])
          for (const pets of [false, true])
            expect(t('stay.party', { adults, children, infants, pets: pets ? 'yes' : 'no' })).toBe(
              formatParty({ adults, children, infants, pets }),
            );
    for (const n of counts)
      expect(
        t('stay.datesValue', {
          checkIn: formatDayMonth('2030-03-02'),
          checkOut: formatDayMonth('2030-03-05'),
          nights: n,
        }),
      ).toBe(`${formatDayMonth('2030-03-02')} – ${formatDayMonth('2030-03-05')}, ${plural(n, 'night')}`);
    for (const n of counts) {
      expect(t('room.upToAdults', { count: n })).toBe(`Up to ${plural(n, 'adult')}`);
      expect(t('room.children', { count: n })).toBe(plural(n, 'child', 'children'));
      expect(t('room.photos', { count: n })).toBe(plural(n, 'photo'));
    }
    const hints = ageBandHints(DEFAULT_AGE_POLICY);
    const firstChildAge = DEFAULT_AGE_POLICY.infantMaxAge + 1;
    expect(t('picker.guests.adultsHint', { age: DEFAULT_AGE_POLICY.childMaxAge + 1 })).toBe(hints.adults);
    expect(t('picker.guests.childrenHint', { from: firstChildAge, to: DEFAULT_AGE_POLICY.childMaxAge })).toBe(
      hints.children,
    );
    expect(t('picker.guests.infantsHint', { age: firstChildAge })).toBe(hints.infants);
  });
});
