import type { CatalogueUpload } from '@staybook/contract/admin-catalogue';
import { imageUploadProblem } from '@staybook/contract/media';
import { type ReactNode, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { errorMessage } from '../lib/console-api';
import { catalogueApi, cataloguePaths } from './catalogue-api';

const tabs = [
  { to: cataloguePaths.list, label: 'Properties' },
  { to: cataloguePaths.cities, label: 'Cities' },
  { to: cataloguePaths.categories, label: 'Home tiles' },
  { to: cataloguePaths.deals, label: 'Deals' },
];

/** The catalogue's own menu. */
export function CatalogueTabs() {
  const { pathname } = useLocation();
  const current = (to: string) =>
    to === cataloguePaths.list
      ? pathname === to || pathname === `${to}/` || pathname.startsWith(`${to}/properties`)
      : pathname.startsWith(to);
  return (
    <nav aria-label="Catalogue" className="mb-6 flex flex-wrap gap-2 border-b border-slate-200 pb-3">
      {tabs.map((t) => (
        <Link
          key={t.to}
          to={t.to}
          aria-current={current(t.to) ? 'page' : undefined}
          className={`rounded-lg px-3 py-1.5 text-sm font-semibold ${
            current(t.to) ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'
          }`}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}

/** A labelled control with its error underneath; `children` receives the control's id and aria props. */
export function Field({
  label,
  error,
  hint,
  className = '',
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A file picker that checks, uploads (resized by the server to 1280/640/320 px WebP) and hands back the image. */
export function ImageUpload({
  label,
  onUploaded,
  disabled,
}: {
  label: string;
  onUploaded: (image: CatalogueUpload) => void | Promise<void>;
  disabled?: boolean;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    setProblem(null);
    const local = imageUploadProblem(file);
    if (local) {
      setProblem(local);
      input.value = '';
      return;
    }
    setBusy(true);
    try {
      await onUploaded(await catalogueApi.upload(file));
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
      input.value = '';
    }
  };
  return (
    <div>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="block w-full text-sm"
        disabled={disabled || busy}
        onChange={(e) => void choose(e.currentTarget)}
      />
      <p className="mt-1 text-xs text-slate-600">JPEG, PNG or WebP, up to 8 MB.</p>
      {busy && (
        <p className="mt-1 text-sm text-slate-600" role="status">
          Uploading…
        </p>
      )}
      {problem && (
        <p role="alert" className="field-error">
          {problem}
        </p>
      )}
    </div>
  );
}

/** The failure of a save, as a banner above the buttons (field messages are shown at their fields). */
export function SaveError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
      {message}
    </p>
  );
}
