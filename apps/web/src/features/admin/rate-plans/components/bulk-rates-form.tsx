import type { InventoryPropertyOption } from '@staybook/contract/admin-inventory';
import type { RatesBulkEditInput } from '@staybook/contract/admin-rate-plans';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  CheckList,
  FormField,
  SchemaForm,
  SelectField,
  useFieldError,
  useSchemaForm,
} from '../../../../components/form/form-kit';
import {
  CATEGORY_OPTIONS,
  emptyRatesBulkDraft,
  type RatesBulkDraft,
  ratesBulkFormSchema,
  ratesBulkMessages,
  TYPE_OPTIONS,
} from '../logic/rates-bulk-form';
import { NightsFields } from './nights-fields';

function SelectionFields({ properties }: { properties: readonly InventoryPropertyOption[] }) {
  const id = useId();
  const error = useFieldError('selection');
  const cities = [...new Set(properties.filter((p) => !p.archived).map((p) => p.city))].sort();
  const rooms = properties
    .filter((p) => !p.archived)
    .flatMap((p) => p.roomTypes.filter((r) => !r.archived).map((r) => [r.id, `${r.name} · ${p.name}`] as const));
  return (
    <div className="space-y-3" aria-describedby={error ? `${id}-error` : undefined}>
      <p className="text-sm text-slate-600">
        Rooms of every property matching all the ticked cities, types and categories, plus the rooms ticked below.
      </p>
      <CheckList name="cities" legend="Cities" options={cities.map((c) => [c, c] as const)} />
      <CheckList name="propertyTypes" legend="Property types" options={TYPE_OPTIONS} />
      <CheckList name="categories" legend="Categories" options={CATEGORY_OPTIONS} />
      <details>
        <summary className="cursor-pointer text-sm font-medium text-slate-800">Choose rooms one by one</summary>
        <div className="mt-2">
          <CheckList name="roomTypeIds" legend="Rooms" options={rooms} />
        </div>
      </details>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

function ChangeFields() {
  const { register, control } = useFormContext<RatesBulkDraft>();
  const action = useWatch({ control, name: 'action' });
  const field = action === 'set_rate' ? 'rate' : 'percent';
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        name="action"
        label="Change"
        options={[
          ['adjust_rate', 'Adjust the rate by %'],
          ['set_rate', 'Set the rate'],
        ]}
      />
      <FormField
        key={field}
        name={`change.${field}`}
        label={action === 'set_rate' ? 'New nightly rate (₹)' : 'Change (%)'}
      >
        {(p) => (
          <input {...p} className="input" inputMode={field === 'rate' ? 'numeric' : 'decimal'} {...register(field)} />
        )}
      </FormField>
    </div>
  );
}

/** The brand-wide change: which rooms, which nights, and how the rate moves. Submitting asks for a preview. */
export function BulkRatesForm({
  properties,
  today,
  previewing,
  onPreview,
  onEdit,
}: {
  properties: readonly InventoryPropertyOption[];
  today: string;
  previewing: boolean;
  onPreview: (edit: RatesBulkEditInput) => void;
  /** Any change after a preview makes it stale. */
  onEdit: () => void;
}) {
  const form = useSchemaForm(ratesBulkFormSchema, emptyRatesBulkDraft);
  return (
    <SchemaForm
      form={form}
      label="Brand-wide rate change"
      messages={ratesBulkMessages}
      onSubmit={onPreview}
      className="space-y-4"
    >
      <div onChangeCapture={onEdit} className="space-y-4">
        <SelectionFields properties={properties} />
        <NightsFields today={today} />
        <ChangeFields />
      </div>
      <button type="submit" className="btn-primary" disabled={previewing}>
        {previewing ? 'Working out…' : 'Preview every night'}
      </button>
    </SchemaForm>
  );
}
