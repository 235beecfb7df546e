import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useFieldError } from '../../../components/form/form-kit';

export interface ChecklistProperty {
  id: string;
  name: string;
  /** Shown beside the name and searched with it (the city). */
  detail?: string;
}

/**
 * A form's choice of properties: "Every property, including ones added later" (the boolean field `everyField`) or a
 * checklist of the brand's properties filtered by name, bound to `propertyIds` of the surrounding form. A property the
 * list no longer has (archived) stays chosen and is named as such. The staff form (a member's properties) and an
 * extra's form (where it is offered) share it.
 */
export function PropertyChecklist({
  properties,
  everyField,
  legend,
  className = '',
}: {
  properties: readonly ChecklistProperty[];
  everyField: string;
  legend: string;
  className?: string;
}) {
  const { register, watch } = useFormContext();
  const { field } = useController({ name: 'propertyIds' });
  const [filter, setFilter] = useState('');
  const id = useId();
  const error = useFieldError('propertyIds');
  const every = watch(everyField) as boolean;
  const chosen = new Set((field.value as string[] | undefined) ?? []);
  const wanted = filter.trim().toLowerCase();
  const shown = properties.filter((p) => `${p.name} ${p.detail ?? ''}`.toLowerCase().includes(wanted));
  const unknown = [...chosen].filter((pid) => !properties.some((p) => p.id === pid));
  const toggle = (propertyId: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(propertyId);
    else next.delete(propertyId);
    field.onChange([...next]);
  };
  return (
    <fieldset className={className} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="label">{legend}</legend>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" {...register(everyField)} />
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
                  {p.detail && <span className="text-slate-600">{p.detail}</span>}
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
