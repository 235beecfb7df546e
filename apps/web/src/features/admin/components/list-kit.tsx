import type { FormEvent, ReactNode } from 'react';
import { useSearchParams } from 'react-router';

/** Query values a console list sends to the API. */
export type Filters = Record<string, string | number | undefined>;

/**
 * What a list sends the API for the URL's filters: the page's hook and its route loader read the same query (and so the
 * same cache entry) from one place.
 */
export function urlFilterQuery(params: URLSearchParams, keys: readonly string[], extra: Filters = {}) {
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const filters: Filters = {};
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return { filters, page, query: { ...extra, ...filters, page } as Filters };
}

/**
 * Filters kept in the URL (so a reload or a shared link shows the same rows): `query` is what the API gets,
 * `apply` reads a submitted form into the URL (back to page 1), `goTo` changes page.
 */
export function useUrlFilters(keys: readonly string[], extra: Filters = {}) {
  const [params, setParams] = useSearchParams();
  const { filters, page, query } = urlFilterQuery(params, keys, extra);
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of keys) {
      const value = form.get(key)?.toString().trim();
      if (value) next.set(key, value);
    }
    setParams(next);
  };
  const clear = () => setParams(new URLSearchParams());
  const goTo = (p: number) => {
    const next = new URLSearchParams(params);
    if (p <= 1) next.delete('page');
    else next.set('page', String(p));
    setParams(next);
  };
  return { params, filters, query, page, apply, clear, goTo };
}

/** The filter panel's form: the fields, then Search / Clear filters. Re-mounted when the URL changes. */
export function FilterForm({
  label,
  formKey,
  onSubmit,
  onClear,
  children,
}: {
  label: string;
  formKey: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <form key={formKey} onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label={label}>
      {children}
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4">
        <button type="submit" className="btn-primary">
          Search
        </button>
        <button type="button" className="btn-outline" onClick={onClear}>
          Clear filters
        </button>
      </div>
    </form>
  );
}

/** A labelled date input (a created-on day, IST). */
export function DateField({ id, name, label, value }: { id: string; name: string; label: string; value: string }) {
  return (
    <div>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <input id={id} name={name} type="date" className="input" defaultValue={value} />
    </div>
  );
}

/** Previous / next page, when there is more than one. */
export function Pager({
  page,
  totalPages,
  busy,
  onPage,
}: {
  page: number;
  totalPages: number;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-2">
      <button type="button" className="btn-outline" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        Previous page
      </button>
      <span className="text-sm text-slate-600">
        Page {page} of {totalPages}
      </span>
      <button
        type="button"
        className="btn-outline"
        disabled={page >= totalPages || busy}
        onClick={() => onPage(page + 1)}
      >
        Next page
      </button>
    </nav>
  );
}

/**
 * A wide table's horizontal scroller on phones: focusable and named, so keyboard users can scroll it too. Relative,
 * so screen-reader-only texts (absolutely placed) stay inside the scroller instead of widening the page.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="relative overflow-x-auto focus:outline-2 focus:outline-sky-600" tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}

/** Column header cell. */
export function Th({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <th scope="col" className={`py-2 pr-3 font-semibold ${className}`}>
      {children}
    </th>
  );
}
