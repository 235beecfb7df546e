import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router';

interface PropertyOption {
  id: string;
  name: string;
  city: string;
  archived?: boolean;
}

/**
 * The property a per-property console page shows, kept in its address (`?property=`), so it survives a reload and
 * can be shared; the member's first property opens by itself (a member of one property has nothing to choose).
 */
export function usePropertyChoice<T extends PropertyOption>(properties: readonly T[]) {
  const [params, setParams] = useSearchParams();
  const property = properties.find((p) => p.id === params.get('property'));
  useEffect(() => {
    if (!property && properties[0]) setParams({ property: properties[0].id }, { replace: true });
  }, [property, properties, setParams]);
  return [property, (id: string) => setParams({ property: id })] as const;
}

/** The picker of a per-property page: the member's properties with their city (and "archived" where so). */
export function PropertySelect({
  properties,
  value,
  onChange,
}: {
  properties: readonly PropertyOption[];
  value: string;
  onChange: (id: string) => void;
}) {
  const id = useId();
  return (
    <div className="max-w-md">
      <label className="label" htmlFor={id}>
        Property
      </label>
      <select id={id} className="input" value={value} onChange={(e) => onChange(e.target.value)}>
        {properties.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name} · {p.city}
            {p.archived ? ' (archived)' : ''}
          </option>
        ))}
      </select>
    </div>
  );
}
