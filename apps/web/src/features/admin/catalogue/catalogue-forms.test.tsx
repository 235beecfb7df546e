import { imageUploadProblem } from '@staybook/contract/media';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/console-api';
import { fieldErrors } from './catalogue-api';
import { emptyPropertyDraft, propertyInputOf, validatePropertyDraft } from './property-form';
import { emptyRoomTypeDraft, roomTypeInputOf, validateRoomTypeDraft } from './room-type-form';

describe('catalogue forms', () => {
  it('turns the server validation issues into field messages', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'name: name is required', {
      issues: [
        { path: 'name', message: 'name is required' },
        { path: 'items.0.title', message: 'title is required' },
      ],
    });
    expect(fieldErrors(error)).toEqual({ name: 'Name is required.', 'items.0.title': 'Title is required.' });
    const rule = new ApiError(400, 'BAD_REQUEST', 'cityId: there is no such city. Choose one from the list.', {
      field: 'cityId',
    });
    expect(fieldErrors(rule)).toEqual({ cityId: 'There is no such city. Choose one from the list.' });
    expect(fieldErrors(new Error('offline'))).toEqual({});
  });

  it('checks a property draft before saving and sends coordinates as numbers', () => {
    expect(Object.keys(validatePropertyDraft(emptyPropertyDraft)).sort()).toEqual([
      'address',
      'cityId',
      'locality',
      'name',
    ]);
    const draft = {
      ...emptyPropertyDraft,
      name: 'Casa',
      cityId: 'c1',
      locality: 'Assagao',
      address: 'Road',
      latitude: '15.5',
      longitude: '',
    };
    expect(validatePropertyDraft(draft)).toEqual({ longitude: 'Give both latitude and longitude, or neither.' });
    expect(validatePropertyDraft({ ...draft, latitude: '95', longitude: '73' })).toEqual({
      latitude: 'Latitude must be a number from -90 to 90.',
    });
    expect(propertyInputOf({ ...draft, longitude: '73.76' })).toMatchObject({ latitude: 15.5, longitude: 73.76 });
  });

  it('checks a room type draft and sends whole numbers and one amenity a line', () => {
    expect(validateRoomTypeDraft({ ...emptyRoomTypeDraft, name: 'Suite', baseRate: '0' })).toEqual({
      baseRate: 'Enter the nightly rate in whole rupees, at least ₹1.',
    });
    expect(
      validateRoomTypeDraft({
        ...emptyRoomTypeDraft,
        name: 'Suite',
        baseRate: '4000',
        baseAdults: '3',
        maxAdults: '2',
      }),
    ).toEqual({ maxAdults: 'Must be at least the base adults.' });
    expect(
      roomTypeInputOf({ ...emptyRoomTypeDraft, name: 'Suite', baseRate: '4000', amenities: ' King bed \n\nPool view' }),
    ).toMatchObject({ baseRate: 4000, totalRooms: 1, sizeSqft: null, amenities: ['King bed', 'Pool view'] });
  });

  it('refuses files that are not images or are too large before uploading', () => {
    expect(imageUploadProblem(new File(['x'], 'a.txt', { type: 'text/plain' }))).toBe(
      'Choose a JPEG, PNG or WebP image.',
    );
    const big = new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    expect(imageUploadProblem(big)).toBe('The image must be at most 8 MB.');
    expect(imageUploadProblem(new File(['x'], 'ok.webp', { type: 'image/webp' }))).toBeNull();
  });
});
