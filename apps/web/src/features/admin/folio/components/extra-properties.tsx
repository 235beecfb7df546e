import type { DeskPropertyOption } from '@staybook/contract/admin-bookings';
import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useFieldError } from '../../../../components/form/form-kit';

/**
 * Where an extra is offered (docs/folios-and-extras.md): "Every property, including ones added later" (the extra's
 * `propertyIds` empty) or a checklist of the brand's properties, filtered by name. Bound to `everyProperty` and
 * `propertyIds` of the extra's form; a property the list no longer has (archived) stays chosen and is named as such.
 */
export function ExtraProperties({ properties }: { properties: readonly DeskPropertyOption[] }) {
  const { register, watch } = useFormContext();
  const { field } = useController({ name: 'propertyIds' });
  const [filter, setFilter] = useState('');
  const id = useId();
  const error = useFieldError('propertyIds');
  const every = watch('everyProperty') as boolean;
  const chosen = new Set((field.value as string[] | undefined) ?? []);
  const shown = properties.filter((p) => `${p.name} ${p.city}`.toLowerCase().includes(filter.trim().toLowerCase()));
  const unknown = [...chosen].filter((pid) => !properties.some((p) => p.id === pid));
  const toggle = (propertyId: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(propertyId);
    else next.delete(propertyId);
    field.onChange([...next]);
  };
  return (
    <fieldset className="mt-4" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="label">Offered at</legend>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" {...register('everyProperty')} />
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
                <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                  <input type="checkbox" checked={chosen.has(p.id)} onChange={(e) => toggle(p.id, e.target.checked)} />
                  {p.name}
                  <span className="text-slate-600">{p.city}</span>
                </label>
              </li>
            ))}
            {unknown.map((pid) => (
              <li key={pid}>
                <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                  <input type="checkbox" checked onChange={(e) => toggle(pid, e.target.checked)} />A property no longer
                  listed
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
