import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useFieldError } from '../../../../components/form/form-kit';

interface PropertyRef {
  id: string;
  name: string;
}

/**
 * The properties a member may act on: "Every property" or a filtered checklist. Bound to `allProperties` and
 * `propertyIds` of the surrounding form.
 */
export function PropertyPicker({ properties }: { properties: readonly PropertyRef[] }) {
  const { register, watch } = useFormContext();
  const { field } = useController({ name: 'propertyIds' });
  const [filter, setFilter] = useState('');
  const id = useId();
  const error = useFieldError('propertyIds');
  const every = watch('allProperties') as boolean;
  const role = watch('role') as string;
  const chosen = new Set((field.value as string[] | undefined) ?? []);
  const shown = properties.filter((p) => p.name.toLowerCase().includes(filter.trim().toLowerCase()));
  const toggle = (propertyId: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(propertyId);
    else next.delete(propertyId);
    field.onChange([...next]);
  };

  if (role === 'admin') return <p className="text-sm text-slate-700">Administrators work on every property.</p>;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="label">Properties</legend>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" {...register('allProperties')} />
        Every property, including ones added later
      </label>
      {!every && (
        <div className="mt-2">
          <label className="sr-only" htmlFor={`${id}-filter`}>
            Find a property
          </label>
          <input
            id={`${id}-filter`}
            className="input"
            type="search"
            placeholder="Find a property"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
          <p className="mt-1 text-xs text-slate-600">{chosen.size} chosen</p>
          <ul className="mt-2 max-h-56 space-y-1 overflow-y-auto rounded-lg border border-slate-200 p-2">
            {shown.map((p) => (
              <li key={p.id}>
                <label className="flex items-center gap-2 text-sm text-slate-800">
                  <input type="checkbox" checked={chosen.has(p.id)} onChange={(e) => toggle(p.id, e.target.checked)} />
                  {p.name}
                </label>
              </li>
            ))}
            {shown.length === 0 && <li className="text-sm text-slate-600">No property matches.</li>}
          </ul>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
