import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { mediaVariant } from '../../../lib/media';
import { Badge, EmptyState, ErrorNotice, Loading, PageHeader, Panel } from '../components/console-ui';
import { errorMessage } from '../lib/console-api';
import { fieldErrors } from './catalogue-api';
import { CatalogueTabs, Field, ImageUpload, SaveError } from './catalogue-ui';

export type Draft = Record<string, string | boolean>;

export interface FieldSpec {
  key: string;
  label: string;
  kind?: 'text' | 'number' | 'checkbox' | 'select' | 'image';
  options?: readonly (readonly [string, string])[];
  hint?: string;
}

interface Props<T extends { id: string; isActive: boolean }> {
  title: string;
  help: string;
  /** 'city' → 'New city', 'Save city', 'Delete Goa'. */
  noun: string;
  queryKey: QueryKey;
  load: () => Promise<T[]>;
  nameOf: (item: T) => string;
  columns: { label: string; render: (item: T) => ReactNode }[];
  fields: FieldSpec[];
  emptyDraft: Draft;
  draftOf: (item: T) => Draft;
  save: (id: string | null, draft: Draft) => Promise<T>;
  remove: (id: string) => Promise<unknown>;
  /** Why deleting may be refused (shown in the confirmation). */
  deleteNote?: string;
}

/** A list with a create/edit form and show/hide and delete: cities, home tiles and deals. */
export function SimpleListPage<T extends { id: string; isActive: boolean }>(props: Props<T>) {
  const { title, help, noun, queryKey, load, nameOf, columns, fields, emptyDraft, draftOf, save, remove } = props;
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey, queryFn: load });
  const [editing, setEditing] = useState<{ id: string | null; draft: Draft } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<T | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const saveMutation = useMutation({
    mutationFn: (v: { id: string | null; draft: Draft }) => save(v.id, v.draft),
    onSuccess: (item, v) => {
      toast.success(v.id ? `${cap(noun)} "${nameOf(item)}" saved.` : `${cap(noun)} "${nameOf(item)}" created.`);
      setEditing(null);
      void refresh();
    },
  });
  const toggle = useMutation({
    mutationFn: (item: T) => save(item.id, { ...draftOf(item), isActive: !item.isActive }),
    onSuccess: (item) => {
      toast.success(item.isActive ? `"${nameOf(item)}" is shown on the site.` : `"${nameOf(item)}" is hidden.`);
      void refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const del = useMutation({
    mutationFn: (item: T) => remove(item.id),
    onSuccess: (_r, item) => {
      toast.success(`"${nameOf(item)}" deleted.`);
      setConfirmDelete(null);
      void refresh();
    },
    onError: (error) => {
      setConfirmDelete(null);
      toast.error(errorMessage(error));
    },
  });

  const open = (next: { id: string | null; draft: Draft } | null) => {
    saveMutation.reset();
    setEditing(next);
  };

  return (
    <div>
      <PageHeader
        title={title}
        help={help}
        actions={
          <button type="button" className="btn-primary" onClick={() => open({ id: null, draft: { ...emptyDraft } })}>
            New {noun}
          </button>
        }
      />
      <CatalogueTabs />
      {editing && (
        <Panel className="mb-6" title={editing.id ? `Edit ${noun}` : `New ${noun}`}>
          <EditForm
            key={editing.id ?? 'new'}
            noun={noun}
            fields={fields}
            initial={editing.draft}
            saving={saveMutation.isPending}
            error={saveMutation.error}
            onSave={(draft) => saveMutation.mutate({ id: editing.id, draft })}
            onCancel={() => open(null)}
          />
        </Panel>
      )}
      {confirmDelete && (
        <div role="alert" className="mb-6 rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
          <p>
            Delete "{nameOf(confirmDelete)}"? This cannot be undone.{props.deleteNote ? ` ${props.deleteNote}` : ''}
          </p>
          <div className="mt-2 flex gap-2">
            <button
              type="button"
              className="btn-primary"
              onClick={() => del.mutate(confirmDelete)}
              disabled={del.isPending}
            >
              Yes, delete
            </button>
            <button type="button" className="btn-outline" onClick={() => setConfirmDelete(null)}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState>Nothing here yet.</EmptyState>
      ) : (
        <Panel>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[560px] text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  {columns.map((c) => (
                    <th key={c.label} scope="col" className="py-2 pr-3">
                      {c.label}
                    </th>
                  ))}
                  <th scope="col" className="py-2 pr-3">
                    Status
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((item) => (
                  <tr key={item.id} className="border-b border-slate-100 align-middle" data-testid={`${noun}-row`}>
                    {columns.map((c, i) =>
                      i === 0 ? (
                        <th key={c.label} scope="row" className="py-2 pr-3 font-semibold">
                          {c.render(item)}
                        </th>
                      ) : (
                        <td key={c.label} className="py-2 pr-3">
                          {c.render(item)}
                        </td>
                      ),
                    )}
                    <td className="py-2 pr-3">
                      {item.isActive ? <Badge tone="green">Shown</Badge> : <Badge tone="amber">Hidden</Badge>}
                    </td>
                    <td className="py-2 pr-3">
                      <div className="flex flex-wrap justify-end gap-2">
                        <button
                          type="button"
                          className="btn-outline px-2 py-1 text-xs"
                          onClick={() => open({ id: item.id, draft: draftOf(item) })}
                          aria-label={`Edit ${nameOf(item)}`}
                        >
                          Edit
                        </button>
                        <button
                          type="button"
                          className="btn-outline px-2 py-1 text-xs"
                          onClick={() => toggle.mutate(item)}
                          disabled={toggle.isPending}
                          aria-label={`${item.isActive ? 'Hide' : 'Show'} ${nameOf(item)}`}
                        >
                          {item.isActive ? 'Hide' : 'Show'}
                        </button>
                        <button
                          type="button"
                          className="btn-outline px-2 py-1 text-xs"
                          onClick={() => setConfirmDelete(item)}
                          aria-label={`Delete ${nameOf(item)}`}
                        >
                          Delete
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Panel>
      )}
    </div>
  );
}

const cap = (s: string) => `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}`;

function EditForm({
  noun,
  fields,
  initial,
  saving,
  error,
  onSave,
  onCancel,
}: {
  noun: string;
  fields: FieldSpec[];
  initial: Draft;
  saving: boolean;
  error: unknown;
  onSave: (draft: Draft) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const errors = fieldErrors(error);
  const set = (key: string, value: string | boolean) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(draft);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`${cap(noun)} form`} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((f) => {
          const value = draft[f.key];
          if (f.kind === 'checkbox')
            return (
              <label key={f.key} className="flex items-center gap-2 text-sm font-medium text-slate-800">
                <input type="checkbox" checked={value === true} onChange={(e) => set(f.key, e.target.checked)} />
                {f.label}
              </label>
            );
          if (f.kind === 'image')
            return (
              <div key={f.key} className="space-y-2 sm:col-span-2">
                <Field label={f.label} error={errors[f.key]} hint={f.hint}>
                  {(p) => (
                    <input
                      {...p}
                      className="input"
                      value={String(value ?? '')}
                      onChange={(e) => set(f.key, e.target.value)}
                    />
                  )}
                </Field>
                <ImageUpload label={`Upload ${f.label.toLowerCase()}`} onUploaded={(img) => set(f.key, img.url)} />
                {typeof value === 'string' && value && (
                  <img src={mediaVariant(value, 320)} alt="Preview" className="h-24 rounded object-cover" />
                )}
              </div>
            );
          return (
            <Field key={f.key} label={f.label} error={errors[f.key]} hint={f.hint}>
              {(p) =>
                f.kind === 'select' ? (
                  <select
                    {...p}
                    className="input"
                    value={String(value ?? '')}
                    onChange={(e) => set(f.key, e.target.value)}
                  >
                    {f.options?.map(([v, label]) => (
                      <option key={v} value={v}>
                        {label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    {...p}
                    className="input"
                    inputMode={f.kind === 'number' ? 'numeric' : undefined}
                    value={String(value ?? '')}
                    onChange={(e) => set(f.key, e.target.value)}
                  />
                )
              }
            </Field>
          );
        })}
      </div>
      <SaveError message={error ? errorMessage(error) : null} />
      <div className="flex gap-3">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? 'Saving…' : `Save ${noun}`}
        </button>
        <button type="button" className="btn-outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
