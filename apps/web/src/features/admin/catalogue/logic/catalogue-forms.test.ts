import type { AdminPropertyDetail } from '@staybook/contract/admin-catalogue';
import { imageUploadProblem } from '@staybook/contract/media';
import { describe, expect, it } from 'vitest';
import { nearbySpec } from './extras';
import { categoryFormSchema, cityFormSchema } from './list-forms';
import { emptyPropertyDraft, propertyFormSchema, propertyInputOf } from './property-form';
import { emptyRoomTypeDraft, roomTypeFormSchema } from './room-type-form';

const CITY = '0b9d7e2c-1f4a-4c8e-9a51-3d6f2b7c8e90';
const problems = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; code: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.code]));

describe('catalogue forms', () => {
  it('checks a property draft with the contract and sends coordinates as numbers', () => {
    expect(Object.keys(problems(propertyFormSchema.safeParse(emptyPropertyDraft))).sort()).toEqual([
      'address',
      'cityId',
      'locality',
      'name',
    ]);
    const draft = {
      ...emptyPropertyDraft,
      name: 'Casa',
      cityId: CITY,
      locality: 'Assagao',
      address: 'Road',
      latitude: '15.5',
      longitude: '',
    };
    expect(problems(propertyFormSchema.safeParse(draft))).toEqual({ longitude: 'custom' });
    expect(problems(propertyFormSchema.safeParse({ ...draft, latitude: '95', longitude: '73' }))).toEqual({
      latitude: 'too_big',
    });
    expect(propertyInputOf({ ...draft, longitude: '73.76' })).toMatchObject({ latitude: 15.5, longitude: 73.76 });
    expect(propertyFormSchema.parse({ ...draft, name: '  Casa  ', longitude: '73.76' })).toMatchObject({
      name: 'Casa',
      latitude: 15.5,
      tourismRegistrationNo: null,
    });
  });

  it('checks a room type draft and sends whole numbers and one amenity a line', () => {
    expect(problems(roomTypeFormSchema.safeParse({ ...emptyRoomTypeDraft, name: 'Suite', baseRate: '0' }))).toEqual({
      baseRate: 'too_small',
    });
    expect(
      problems(
        roomTypeFormSchema.safeParse({
          ...emptyRoomTypeDraft,
          name: 'Suite',
          baseRate: '4000',
          baseAdults: '3',
          maxAdults: '2',
        }),
      ),
    ).toEqual({ maxAdults: 'custom' });
    expect(
      roomTypeFormSchema.parse({
        ...emptyRoomTypeDraft,
        name: 'Suite',
        baseRate: '4000',
        amenities: ' King bed \n\nPool view',
      }),
    ).toMatchObject({ baseRate: 4000, totalRooms: 1, sizeSqft: null, amenities: ['King bed', 'Pool view'] });
  });

  it('turns simple list drafts into the contract input', () => {
    expect(cityFormSchema.parse({ name: ' Goa ', state: 'Goa', sortOrder: '', isActive: true })).toEqual({
      name: 'Goa',
      state: 'Goa',
      sortOrder: 0,
      isActive: true,
    });
    expect(problems(cityFormSchema.safeParse({ name: '', state: 'Goa', sortOrder: '1.5', isActive: false }))).toEqual({
      name: 'too_small',
      sortOrder: 'invalid_type',
    });
    expect(
      categoryFormSchema.parse({ name: 'Villas', target: 'Villa', imageUrl: '', sortOrder: '2', isActive: true }),
    ).toMatchObject({ imageUrl: null, target: 'Villa', sortOrder: 2 });
  });

  it('refuses files that are not images or are too large before uploading', () => {
    expect(imageUploadProblem(new File(['x'], 'a.txt', { type: 'text/plain' }))).toBe(
      'Choose a JPEG, PNG or WebP image.',
    );
    const big = new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    expect(imageUploadProblem(big)).toBe('The image must be at most 8 MB.');
    expect(imageUploadProblem(new File(['x'], 'ok.webp', { type: 'image/webp' }))).toBeNull();
  });

  it('sends each nearby place back with the id it was read with, so its words in other languages stay', () => {
    const PLACE = '3c1f6e2a-8b4d-4f2e-9a7c-5d2e1b0f9a31';
    const property = {
      nearby: [{ id: PLACE, name: 'Calangute Beach', address: 'Calangute, Goa', distanceKm: 0.5 }],
    } as Pick<AdminPropertyDetail, 'nearby'> as AdminPropertyDetail;
    const rows = nearbySpec.rowsOf(property);
    const added = { name: 'Fort Aguada', address: 'Candolim, Goa', distanceKm: '6.5' };
    const parsed = nearbySpec.schema.safeParse({ items: [{ ...rows[0], name: 'Calangute Beach (north)' }, added] });
    expect(parsed.success && parsed.data.items).toEqual([
      { id: PLACE, name: 'Calangute Beach (north)', address: 'Calangute, Goa', distanceKm: 0.5 },
      { name: 'Fort Aguada', address: 'Candolim, Goa', distanceKm: 6.5 },
    ]);
  });
});
