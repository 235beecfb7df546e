import { useId } from 'react';

export type Row = Record<string, string>;

export interface Column {
  key: string;
  label: string;
  kind?: 'text' | 'textarea' | 'number' | 'select';
  options?: readonly (readonly [string, string])[];
  hint?: string;
  wide?: boolean;
}

interface Props {
  /** Names one row in buttons and headings: 'amenity' → 'Add amenity', 'Remove amenity 2'. */
  noun: string;
  rows: Row[];
  columns: Column[];
  onChange: (rows: Row[]) => void;
  empty: Row;
  /** Errors keyed by `${prefix}.${index}.${key}`, as the server names them. */
  errors?: Record<string, string>;
  prefix?: string;
}

/** Simple repeating rows: add, remove, move; every control labelled with its row number. */
export function RowsEditor({ noun, rows, columns, onChange, empty, errors = {}, prefix = 'items' }: Props) {
  const id = useId();
  const update = (i: number, key: string, value: string) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  const move = (i: number, to: number) => {
    if (to < 0 || to >= rows.length) return;
    const next = [...rows];
    const [row] = next.splice(i, 1);
    next.splice(to, 0, row as Row);
    onChange(next);
  };
  return (
    <div className="space-y-3">
      {rows.length === 0 && <p className="text-sm text-slate-600">None yet.</p>}
      {rows.map((row, i) => (
        <fieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own until saved
          key={i}
          className="rounded-lg border border-slate-200 p-3"
        >
          <legend className="px-1 text-sm font-semibold text-slate-700">
            {noun[0]?.toUpperCase()}
            {noun.slice(1)} {i + 1}
          </legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {columns.map((c) => {
              const fieldId = `${id}-${i}-${c.key}`;
              const error = errors[`${prefix}.${i}.${c.key}`];
              const common = {
                id: fieldId,
                className: 'input',
                value: row[c.key] ?? '',
                'aria-invalid': error ? (true as const) : undefined,
                'aria-describedby': error ? `${fieldId}-error` : undefined,
              };
              return (
                <div key={c.key} className={c.wide || c.kind === 'textarea' ? 'sm:col-span-2' : ''}>
                  <label className="label" htmlFor={fieldId}>
                    {c.label}
                    <span className="sr-only">
                      {' '}
                      ({noun} {i + 1})
                    </span>
                  </label>
                  {c.kind === 'textarea' ? (
                    <textarea {...common} rows={3} onChange={(e) => update(i, c.key, e.target.value)} />
                  ) : c.kind === 'select' ? (
                    <select {...common} onChange={(e) => update(i, c.key, e.target.value)}>
                      {c.options?.map(([value, label]) => (
                        <option key={value} value={value}>
                          {label}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      {...common}
                      inputMode={c.kind === 'number' ? 'decimal' : undefined}
                      onChange={(e) => update(i, c.key, e.target.value)}
                    />
                  )}
                  {c.hint && <p className="mt-1 text-xs text-slate-600">{c.hint}</p>}
                  {error && (
                    <p id={`${fieldId}-error`} className="field-error">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-outline px-2 py-1 text-xs"
              onClick={() => move(i, i - 1)}
              disabled={i === 0}
              aria-label={`Move ${noun} ${i + 1} up`}
            >
              Move up
            </button>
            <button
              type="button"
              className="btn-outline px-2 py-1 text-xs"
              onClick={() => move(i, i + 1)}
              disabled={i === rows.length - 1}
              aria-label={`Move ${noun} ${i + 1} down`}
            >
              Move down
            </button>
            <button type="button" className="btn-outline" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
              Remove {noun} {i + 1}
            </button>
          </div>
        </fieldset>
      ))}
      <button type="button" className="btn-outline" onClick={() => onChange([...rows, { ...empty }])}>
        Add {noun}
      </button>
    </div>
  );
}
