import type { AdminPropertyDetail, PropertyInput } from '@staybook/contract/admin-catalogue';
import { amenityKeys, propertyCategories, propertyTypeKeys, propertyTypeLabels } from '@staybook/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { catalogueApi, catalogueKeys, numberOrNull } from './catalogue-api';
import { Field, SaveError } from './catalogue-ui';

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

/** The request body for a draft; the server checks everything and names each bad field. */
export const propertyInputOf = (d: PropertyDraft): PropertyInput => ({
  ...d,
  propertyType: d.propertyType as PropertyInput['propertyType'],
  category: d.category as PropertyInput['category'],
  amenities: d.amenities as PropertyInput['amenities'],
  latitude: numberOrNull(d.latitude),
  longitude: numberOrNull(d.longitude),
});

/** Checks the operator sees before saving (the server repeats them and more). */
export function validatePropertyDraft(d: PropertyDraft): Record<string, string> {
  const e: Record<string, string> = {};
  if (!d.name.trim()) e.name = 'Enter the property name.';
  if (!d.cityId) e.cityId = 'Choose a city.';
  if (!d.locality.trim()) e.locality = 'Enter the locality (for example Assagao).';
  if (!d.address.trim()) e.address = 'Enter the address.';
  const lat = numberOrNull(d.latitude);
  const lng = numberOrNull(d.longitude);
  if (lat !== null && !(lat >= -90 && lat <= 90)) e.latitude = 'Latitude must be a number from -90 to 90.';
  if (lng !== null && !(lng >= -180 && lng <= 180)) e.longitude = 'Longitude must be a number from -180 to 180.';
  if ((lat === null) !== (lng === null) && !e.latitude && !e.longitude)
    e[lat === null ? 'latitude' : 'longitude'] = 'Give both latitude and longitude, or neither.';
  return e;
}

interface Props {
  initial: PropertyDraft;
  heading: string;
  submitLabel: string;
  saving: boolean;
  serverError: string | null;
  serverFields: Record<string, string>;
  onSave: (input: PropertyInput) => void;
  onCancel?: () => void;
}

/** The property's details. The draft lives here, so nothing typed is lost when a save fails. */
export function PropertyForm({
  initial,
  heading,
  submitLabel,
  saving,
  serverError,
  serverFields,
  onSave,
  onCancel,
}: Props) {
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState(false);
  const cities = useQuery({ queryKey: catalogueKeys.cities, queryFn: catalogueApi.cities });
  const local = validatePropertyDraft(draft);
  const errors: Record<string, string> = { ...serverFields, ...(touched ? local : {}) };
  const set = <K extends keyof PropertyDraft>(key: K, value: PropertyDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const text = (key: keyof PropertyDraft) => ({
    value: draft[key] as string,
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(local).length > 0) return;
    onSave(propertyInputOf(draft));
  };

  return (
    <form onSubmit={submit} noValidate aria-label={heading} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" error={errors.name} className="sm:col-span-2">
          {(p) => <input {...p} className="input" {...text('name')} />}
        </Field>
        <Field label="Property type" error={errors.propertyType}>
          {(p) => (
            <select {...p} className="input" {...text('propertyType')}>
              {propertyTypeKeys.map((k) => (
                <option key={k} value={k}>
                  {propertyTypeLabels[k]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Category" error={errors.category}>
          {(p) => (
            <select {...p} className="input" {...text('category')}>
              {propertyCategories.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="City" error={errors.cityId}>
          {(p) => (
            <select {...p} className="input" {...text('cityId')} key={cities.data ? 'loaded' : 'loading'}>
              <option value="">Choose a city</option>
              {cities.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                  {c.isActive ? '' : ' (hidden)'}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Locality" error={errors.locality}>
          {(p) => <input {...p} className="input" {...text('locality')} />}
        </Field>
        <Field label="Address" error={errors.address} className="sm:col-span-2">
          {(p) => <input {...p} className="input" {...text('address')} />}
        </Field>
        <Field label="Description" error={errors.description} className="sm:col-span-2">
          {(p) => <textarea {...p} className="input" rows={4} {...text('description')} />}
        </Field>
      </div>

      <fieldset>
        <legend className="label">Amenities shown on cards and used by filters</legend>
        <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          {amenityKeys.map((k) => (
            <label key={k} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={draft.amenities.includes(k)}
                onChange={(e) =>
                  set('amenities', e.target.checked ? [...draft.amenities, k] : draft.amenities.filter((a) => a !== k))
                }
              />
              {amenityLabels[k]}
            </label>
          ))}
        </div>
        {errors.amenities && <p className="field-error">{errors.amenities}</p>}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label="Check-in time" error={errors.checkInTime}>
          {(p) => <input {...p} type="time" className="input" {...text('checkInTime')} />}
        </Field>
        <Field label="Check-out time" error={errors.checkOutTime}>
          {(p) => <input {...p} type="time" className="input" {...text('checkOutTime')} />}
        </Field>
        <Field label="Latitude" error={errors.latitude} hint="For the map, e.g. 15.5937">
          {(p) => <input {...p} inputMode="decimal" className="input" {...text('latitude')} />}
        </Field>
        <Field label="Longitude" error={errors.longitude} hint="e.g. 73.7654">
          {(p) => <input {...p} inputMode="decimal" className="input" {...text('longitude')} />}
        </Field>
        <Field label="Contact phone" error={errors.contactPhone}>
          {(p) => <input {...p} type="tel" className="input" {...text('contactPhone')} />}
        </Field>
        <Field label="Contact e-mail" error={errors.contactEmail}>
          {(p) => <input {...p} type="email" className="input" {...text('contactEmail')} />}
        </Field>
        <Field label="Tourism registration no." error={errors.tourismRegistrationNo}>
          {(p) => <input {...p} className="input" {...text('tourismRegistrationNo')} />}
        </Field>
        <Field label="Property website" error={errors.externalUrl} hint="Opened after a price unlock">
          {(p) => <input {...p} type="url" className="input" {...text('externalUrl')} />}
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          checked={draft.isGuestFavorite}
          onChange={(e) => set('isGuestFavorite', e.target.checked)}
        />
        Guest favourite (shown with a badge and first in recommended order)
      </label>
      <SaveError message={serverError} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn-outline" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
