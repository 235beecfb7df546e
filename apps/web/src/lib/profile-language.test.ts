import { LANGUAGE_COOKIE } from '@staybook/contract/languages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildBookingRequest } from '../features/booking/logic/booking-request';
import { fail, mockApi, ok } from '../test/api-mock';
import { useAuthStore } from './auth-store';
import { adoptProfileLanguage, deviceChoseLanguage, saveLanguageToProfile } from './profile-language';

const ME = 'PATCH /user/v1/guest-auth/me';
const guest = { id: 'u1', phone: '9822012345', name: 'Meera', email: null, role: 'guest' as const };
const cookieLanguage = () =>
  document.cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1) ?? null;
const forgetDeviceChoice = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie the site sets the same way.
  document.cookie = `${LANGUAGE_COOKIE}=;path=/;max-age=0`;
};

describe("the guest's language follows them", () => {
  beforeEach(() => {
    localStorage.clear();
    forgetDeviceChoice();
  });
  afterEach(() => {
    useAuthStore.getState().logout();
    forgetDeviceChoice();
  });

  it("saves Settings' choice to a signed-in guest's profile, and the page's copy of the user follows", async () => {
    const api = mockApi({ [ME]: ok({ ...guest, language: 'hi' }) });
    useAuthStore.getState().login(guest, { accessToken: 't' });
    expect(await saveLanguageToProfile('hi')).toBe(true);
    expect(api.callsTo(ME).map((c) => c.body)).toEqual([{ language: 'hi' }]);
    expect(useAuthStore.getState().user?.language).toBe('hi');
  });

  it('asks nothing of the API for a guest who is not signed in', async () => {
    const api = mockApi();
    expect(await saveLanguageToProfile('de')).toBe(false);
    expect(api.calls).toEqual([]);
  });

  it("leaves the device's choice as it is when the profile cannot be saved, and throws nothing", async () => {
    mockApi({ [ME]: fail(503, 'SERVICE_UNAVAILABLE', 'Service unavailable') });
    useAuthStore.getState().login({ ...guest, language: 'fr' }, { accessToken: 't' });
    // Settings sets the cookie first; the profile's failure must not undo it.
    // biome-ignore lint/suspicious/noDocumentCookie: as the site's rememberLanguage sets it.
    document.cookie = `${LANGUAGE_COOKIE}=de;path=/`;
    expect(await saveLanguageToProfile('de')).toBe(false);
    expect(cookieLanguage()).toBe('de');
    expect(useAuthStore.getState().user?.language).toBe('fr');
  });

  it("at sign-in, a device with no choice of its own takes the profile's language", () => {
    expect(deviceChoseLanguage()).toBe(false);
    expect(adoptProfileLanguage({ language: 'hi' })).toBe(true);
    expect(cookieLanguage()).toBe('hi');
    expect(deviceChoseLanguage()).toBe(true);
  });

  it("keeps the device's own choice, and adopts nothing from a profile without one (or an unknown one)", () => {
    // biome-ignore lint/suspicious/noDocumentCookie: as the site's rememberLanguage sets it.
    document.cookie = `${LANGUAGE_COOKIE}=es;path=/`;
    expect(adoptProfileLanguage({ language: 'hi' })).toBe(false);
    expect(cookieLanguage()).toBe('es');
    forgetDeviceChoice();
    expect(adoptProfileLanguage({ language: null })).toBe(false);
    expect(adoptProfileLanguage({})).toBe(false);
    expect(adoptProfileLanguage({ language: 'xx' })).toBe(false);
    expect(cookieLanguage()).toBeNull();
  });

  it("sends the page's language with the booking request", () => {
    const choice = {
      propertyId: '6650f1a2b3c4d5e6f7a8b9c0',
      checkInDate: 1_800_000_000,
      checkOutDate: 1_800_086_400,
      guests: { adults: 2, children: 0 },
      selectedRooms: [],
    } as unknown as Parameters<typeof buildBookingRequest>[0];
    const request = buildBookingRequest(choice, {
      initiatePayment: false,
      bookingId: null,
      primaryGuest: { name: 'Meera Naik', email: 'meera@example.com', phone: '9822012345' },
      totalPrice: 0,
      language: 'de',
    });
    expect(request.language).toBe('de');
  });
});
