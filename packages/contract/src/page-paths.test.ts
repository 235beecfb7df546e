import { describe, expect, it } from 'vitest';
import { isKnownPagePath, isServerRenderedPath, pageAliasOf } from './page-paths';

describe('isKnownPagePath', () => {
  it.each([
    ['/', true],
    ['/property-list', true],
    ['/property-list/', true],
    ['/property-details', true],
    ['/property-details/0b8e6c1e-5d3f-4a2b-8c7d-1e2f3a4b5c6d', true],
    ['/booking-details/abc', true],
    ['/room-details/abc', true],
    ['/room-details', false],
    ['/booking-confirmation/0b8e6c1e-5d3f-4a2b-8c7d-1e2f3a4b5c6d', true],
    ['/booking-confirmation', false],
    ['/change-booking/0b8e6c1e-5d3f-4a2b-8c7d-1e2f3a4b5c6d', true],
    ['/change-booking', false],
    ['/admin', true],
    ['/admin/staff', true],
    ['/admin/no-such-area', true],
    ['/no-such-page', false],
    ['/property-details/a/b', false],
    ['/property-lists', false],
    ['/booking-details-x', false],
    ['/settingsx', false],
  ])('%s → %s', (path, known) => expect(isKnownPagePath(path)).toBe(known));
});

describe('pageAliasOf', () => {
  it.each([
    ['/properties', '/property-list'],
    ['/Login/', '/auth'],
    ['/about', '/about-us'],
    ['/property-list', undefined],
  ])('%s → %s', (path, page) => expect(pageAliasOf(path)).toBe(page));
});

describe('isServerRenderedPath', () => {
  it.each([
    ['/', true],
    ['/property-list', true],
    ['/property-list/', true],
    ['/property-details/6b1f3c1e-0000-4000-8000-000000000001', true],
    ['/room-details/6b1f3c1e-0000-4000-8000-000000000001', true],
    ['/about-us', true],
    ['/privacy-policy', true],
    // Pages that depend on who is signed in, or on a stay held in the browser, start in the browser.
    ['/bookings', false],
    ['/profile', false],
    ['/select-rooms', false],
    ['/review-booking', false],
    ['/wishlist', false],
    ['/pay/abc.def', false],
    ['/admin', false],
    ['/property-details', false],
    ['/property-details/a/b', false],
    ['/no-such-page', false],
  ])('%s → %s', (path, rendered) => expect(isServerRenderedPath(path)).toBe(rendered));
});
