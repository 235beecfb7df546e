import { type AdminPropertyDetail, type PropertyInput, propertyInputSchema } from '@staybook/contract/admin-catalogue';
import type { amenityKeys } from '@staybook/contract/catalogue';
import { z } from 'zod';
import type { FieldMessages } from '../../../../components/form/form-kit';
import { numberOrNull } from '../../logic/form-values';

export const amenityLabels: Record<(typeof amenityKeys)[number], string> = {
  wifi: 'Wi-Fi',
  parking: 'Parking',
  breakfast: 'Breakfast',
  pool: 'Pool',
  gym: 'Gym',
  spa: 'Spa',
  ac: 'Air conditioning',
  kitchen: 'Kitchen',
  beach_access: 'Beach access',
  pet_friendly: 'Pet friendly',
  restaurant: 'Restaurant',
  bar: 'Bar',
};

/** The form's values: text as typed (coordinates included), checked amenities, the favourite box. */
export interface PropertyDraft {
  name: string;
  propertyType: string;
  category: string;
  cityId: string;
  locality: string;
  address: string;
  description: string;
  amenities: string[];
  isGuestFavorite: boolean;
  tourismRegistrationNo: string;
  latitude: string;
  longitude: string;
  externalUrl: string;
  contactPhone: string;
  contactEmail: string;
  checkInTime: string;
  checkOutTime: string;
}

export const emptyPropertyDraft: PropertyDraft = {
  name: '',
  propertyType: 'hotel',
  category: 'Standard',
  cityId: '',
  locality: '',
  address: '',
  description: '',
  amenities: [],
  isGuestFavorite: false,
  tourismRegistrationNo: '',
  latitude: '',
  longitude: '',
  externalUrl: '',
  contactPhone: '',
  contactEmail: '',
  checkInTime: '14:00',
  checkOutTime: '12:00',
};

export const propertyDraftOf = (p: AdminPropertyDetail): PropertyDraft => ({
  name: p.name,
  propertyType: p.propertyType,
  category: p.category,
  cityId: p.cityId,
  locality: p.locality,
  address: p.address,
  description: p.description,
  amenities: p.amenities,
  isGuestFavorite: p.isGuestFavorite,
  tourismRegistrationNo: p.tourismRegistrationNo ?? '',
  latitude: p.latitude === null ? '' : String(p.latitude),
  longitude: p.longitude === null ? '' : String(p.longitude),
  externalUrl: p.externalUrl ?? '',
  contactPhone: p.contactPhone ?? '',
  contactEmail: p.contactEmail ?? '',
  checkInTime: p.checkInTime,
  checkOutTime: p.checkOutTime,
});

/** The request body for a draft: coordinates become numbers; the contract checks everything else. */
export const propertyInputOf = (d: PropertyDraft): PropertyInput => ({
  ...d,
  propertyType: d.propertyType as PropertyInput['propertyType'],
  category: d.category as PropertyInput['category'],
  amenities: d.amenities as PropertyInput['amenities'],
  latitude: numberOrNull(d.latitude),
  longitude: numberOrNull(d.longitude),
});

/** The form's schema: the draft, turned into the contract's input and checked by the contract. */
export const propertyFormSchema = z.custom<PropertyDraft>().transform(propertyInputOf).pipe(propertyInputSchema);

/** The contract's rules in the operator's words. */
export const propertyMessages: FieldMessages = {
  name: 'Enter the property name.',
  cityId: 'Choose a city.',
  locality: 'Enter the locality (for example Assagao).',
  address: 'Enter the address.',
  latitude: (e) =>
    e.type === 'custom' ? 'Give both latitude and longitude, or neither.' : 'Latitude must be a number from -90 to 90.',
  longitude: (e) =>
    e.type === 'custom'
      ? 'Give both latitude and longitude, or neither.'
      : 'Longitude must be a number from -180 to 180.',
};
