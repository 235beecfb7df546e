import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import {
  CheckboxField,
  SaveError,
  SchemaForm,
  SelectField,
  showServerErrors,
  TextField,
  useSchemaForm,
} from '../../../../components/form/form-kit';
import { mediaVariant } from '../../../../lib/media';
import type { Draft } from '../logic/list-forms';
import { ImageUpload } from './image-upload';

export interface FieldSpec {
  key: string;
  label: string;
  kind?: 'text' | 'number' | 'checkbox' | 'select' | 'image';
  options?: readonly (readonly [string, string])[];
  hint?: string;
}

export const cap = (s: string) => `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}`;

/** Create or edit one row of a simple list; the list's schema (the contract's input) checks it. */
export function SimpleListForm<Output>({
  noun,
  fields,
  schema,
  initial,
  saving,
  error,
  onSave,
  onCancel,
}: {
  noun: string;
  fields: FieldSpec[];
  schema: z.ZodType<Output, Draft>;
  initial: Draft;
  saving: boolean;
  error: unknown;
  onSave: (input: Output) => void;
  onCancel: () => void;
}) {
  const form = useSchemaForm(schema, initial);
  useEffect(() => showServerErrors(form, error), [form, error]);
  return (
    <SchemaForm form={form} label={`${cap(noun)} form`} onSubmit={onSave} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((f) =>
          f.kind === 'checkbox' ? (
            <CheckboxField key={f.key} name={f.key} label={f.label} />
          ) : f.kind === 'image' ? (
            <ImageField key={f.key} field={f} />
          ) : f.kind === 'select' ? (
            <SelectField key={f.key} name={f.key} label={f.label} hint={f.hint} options={f.options ?? []} />
          ) : (
            <TextField
              key={f.key}
              name={f.key}
              label={f.label}
              hint={f.hint}
              inputMode={f.kind === 'number' ? 'numeric' : undefined}
            />
          ),
        )}
      </div>
      <SaveError error={error} />
      <div className="flex gap-3">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? 'Saving…' : `Save ${noun}`}
        </button>
        <button type="button" className="btn-outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </SchemaForm>
  );
}

/** An image address, filled in by an upload, with its preview. */
function ImageField({ field }: { field: FieldSpec }) {
  const { setValue, watch } = useFormContext<Draft>();
  const value = watch(field.key);
  return (
    <div className="space-y-2 sm:col-span-2">
      <TextField name={field.key} label={field.label} hint={field.hint} />
      <ImageUpload
        label={`Upload ${field.label.toLowerCase()}`}
        onUploaded={(img) => setValue(field.key, img.url, { shouldDirty: true })}
      />
      {typeof value === 'string' && value && (
        <img src={mediaVariant(value, 320)} alt="Preview" className="h-24 rounded object-cover" />
      )}
    </div>
  );
}
