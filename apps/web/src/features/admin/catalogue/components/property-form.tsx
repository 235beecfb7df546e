import type { PropertyInput } from '@staybook/contract/admin-catalogue';
import { amenityKeys, propertyCategories, propertyTypeKeys, propertyTypeLabels } from '@staybook/contract/catalogue';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  CheckboxField,
  FormField,
  SaveError,
  SchemaForm,
  SelectField,
  showServerErrors,
  TextField,
  useFieldError,
  useSchemaForm,
} from '../../../../components/form/form-kit';
import { useCities } from '../api/get-cities';
import { amenityLabels, type PropertyDraft, propertyFormSchema, propertyMessages } from '../logic/property-form';

const typeOptions = propertyTypeKeys.map((k) => [k, propertyTypeLabels[k]] as const);
const categoryOptions = propertyCategories.map((c) => [c, c] as const);

interface Props {
  initial: PropertyDraft;
  heading: string;
  submitLabel: string;
  saving: boolean;
  /** The last failed save: its field messages go under their fields, the rest above the buttons. */
  error: unknown;
  onSave: (input: PropertyInput) => void;
  onCancel?: () => void;
}

/** The property's details. The values live in the form, so nothing typed is lost when a save fails. */
export function PropertyForm({ initial, heading, submitLabel, saving, error, onSave, onCancel }: Props) {
  const form = useSchemaForm(propertyFormSchema, initial);
  const cities = useCities();
  useEffect(() => showServerErrors(form, error), [form, error]);

  return (
    <SchemaForm form={form} label={heading} messages={propertyMessages} onSubmit={onSave} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label="Name" className="sm:col-span-2" />
        <SelectField name="propertyType" label="Property type" options={typeOptions} />
        <SelectField name="category" label="Category" options={categoryOptions} />
        <FormField name="cityId" label="City">
          {(p) => (
            // Re-mounted when the cities arrive, so the saved city is selected.
            <select {...p} className="input" {...form.register('cityId')} key={cities.data ? 'loaded' : 'loading'}>
              <option value="">Choose a city</option>
              {cities.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                  {c.isActive ? '' : ' (hidden)'}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <TextField name="locality" label="Locality" />
        <TextField name="address" label="Address" className="sm:col-span-2" />
        <TextField name="description" label="Description" rows={4} className="sm:col-span-2" />
      </div>

      <AmenityChoices />

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField name="checkInTime" label="Check-in time" type="time" />
        <TextField name="checkOutTime" label="Check-out time" type="time" />
        <TextField name="latitude" label="Latitude" hint="For the map, e.g. 15.5937" inputMode="decimal" />
        <TextField name="longitude" label="Longitude" hint="e.g. 73.7654" inputMode="decimal" />
        <TextField name="contactPhone" label="Contact phone" type="tel" />
        <TextField name="contactEmail" label="Contact e-mail" type="email" />
        <TextField name="tourismRegistrationNo" label="Tourism registration no." />
        <TextField name="externalUrl" label="Property website" hint="Opened after a price unlock" type="url" />
      </div>
      <CheckboxField
        name="isGuestFavorite"
        label="Guest favourite (shown with a badge and first in recommended order)"
      />
      <SaveError error={error} />
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
    </SchemaForm>
  );
}

function AmenityChoices() {
  const { register } = useFormContext<PropertyDraft>();
  const error = useFieldError('amenities');
  return (
    <fieldset>
      <legend className="label">Amenities shown on cards and used by filters</legend>
      <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {amenityKeys.map((k) => (
          <label key={k} className="flex items-center gap-2 text-sm">
            <input type="checkbox" value={k} {...register('amenities')} />
            {amenityLabels[k]}
          </label>
        ))}
      </div>
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}
