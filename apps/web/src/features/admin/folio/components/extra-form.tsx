import { type Extra, extraGstRates, extraUnitLabels, extraUnits } from '@staybook/contract/folio';
import { z } from 'zod';
import {
  CheckboxField,
  SaveError,
  SchemaForm,
  SelectField,
  TextField,
  useSchemaForm,
} from '../../../../components/form/form-kit';
import { usePropertyChoices, useSaveExtra } from '../api/folio';
import { ExtraProperties } from './extra-properties';

/** The fields as typed: the rate is chosen ('room' = taxed as the room), the price typed in whole rupees. */
const formSchema = z
  .object({
    name: z.string().trim().min(2, 'Name is required').max(60, 'Name is too long'),
    description: z.string().trim().max(300, 'Description is too long'),
    sac: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'SAC must be the six digits of the service code (996311, 996331, …)'),
    gstRate: z.string(),
    price: z.coerce
      .number({ error: 'Price must be a number of rupees' })
      .int('Price must be whole rupees')
      .positive('Price must be more than ₹0'),
    unit: z.enum(extraUnits),
    active: z.boolean(),
    offeredOnline: z.boolean(),
    everyProperty: z.boolean(),
    propertyIds: z.array(z.string()),
  })
  .superRefine((v, ctx) => {
    if (!v.everyProperty && v.propertyIds.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['propertyIds'],
        message: 'Choose the properties that offer it, or Every property',
      });
  });

const RATE_OPTIONS = [
  ['room', 'As the room (accommodation, 996311)'],
  ...extraGstRates.map((r) => [String(r), `${r}%`] as const),
] as const;
const UNIT_OPTIONS = extraUnits.map((u) => [u, extraUnitLabels[u]] as const);

/** Adds an extra or changes one; what is posted to folios already keeps the price and rate it was posted at. */
export function ExtraForm({ extra, onDone }: { extra: Extra | null; onDone: (said: string) => void }) {
  const save = useSaveExtra();
  const properties = usePropertyChoices();
  const form = useSchemaForm(formSchema, {
    name: extra?.name ?? '',
    description: extra?.description ?? '',
    sac: extra?.sac ?? '',
    gstRate: extra ? (extra.gstRate === null ? 'room' : String(extra.gstRate)) : '18',
    price: extra?.price ?? '',
    unit: extra?.unit ?? 'per_item',
    active: extra?.active ?? true,
    offeredOnline: extra?.offeredOnline ?? false,
    everyProperty: (extra?.propertyIds.length ?? 0) === 0,
    propertyIds: extra?.propertyIds ?? [],
  });
  const title = extra ? `Change ${extra.name}` : 'New extra';
  return (
    <SchemaForm
      form={form}
      label={title}
      className="mt-4 rounded-lg border border-slate-200 p-4"
      onSubmit={(v) =>
        save.mutate(
          {
            id: extra?.id ?? null,
            body: {
              name: v.name,
              description: v.description,
              sac: v.sac,
              gstRate: v.gstRate === 'room' ? null : Number(v.gstRate),
              price: v.price,
              unit: v.unit,
              propertyIds: v.everyProperty ? [] : v.propertyIds,
              active: v.active,
              offeredOnline: v.offeredOnline,
            },
          },
          { onSuccess: (saved) => onDone(`${saved.name} saved.`) },
        )
      }
    >
      <h2 className="font-semibold text-slate-900">{title}</h2>
      <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField name="name" label="Name" maxLength={60} />
        <TextField name="sac" label="SAC" inputMode="numeric" maxLength={6} />
        <SelectField name="gstRate" label="GST rate" options={RATE_OPTIONS} />
        <TextField name="price" label="Price (₹)" type="number" inputMode="numeric" />
        <SelectField name="unit" label="Charged" options={UNIT_OPTIONS} />
      </div>
      <TextField name="description" label="Description" rows={2} maxLength={300} className="mt-4" />
      <ExtraProperties properties={properties.data ?? []} />
      <div className="mt-4 space-y-3">
        <CheckboxField name="active" label="Offered at the desk" />
        <CheckboxField name="offeredOnline" label="Offered to guests online (on the review page when booking)" />
      </div>
      <div className="mt-4">
        <SaveError error={save.error} />
      </div>
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" className="btn-outline" onClick={() => onDone('')}>
          Close
        </button>
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save extra'}
        </button>
      </div>
    </SchemaForm>
  );
}
