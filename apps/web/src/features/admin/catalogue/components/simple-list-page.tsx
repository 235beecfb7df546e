import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { toast } from '../../../../components/ui/toast';
import { Badge, EmptyState, ErrorNotice, Loading, PageHeader, Panel } from '../../components/console-ui';
import { errorMessage } from '../../lib/console-api';
import type { Draft } from '../logic/list-forms';
import { CatalogueTabs } from './catalogue-tabs';
import { cap, type FieldSpec, SimpleListForm } from './simple-list-form';

/** What the page needs of a mutation hook's result (the save and delete hooks of each list). */
interface Mutation<V, R> {
  mutate: (variables: V, options?: { onSuccess?: (result: R) => void; onError?: (error: Error) => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: Error | null;
}

interface Props<T extends { id: string; isActive: boolean }, Output> {
  title: string;
  help: string;
  /** 'city' → 'New city', 'Save city', 'Delete Goa'. */
  noun: string;
  list: UseQueryResult<T[]>;
  /** Two instances of the list's save hook: the form's, and the show/hide buttons'. */
  save: Mutation<{ id: string | null; input: Output }, T>;
  toggle: Mutation<{ id: string | null; input: Output }, T>;
  remove: Mutation<T, unknown>;
  nameOf: (item: T) => string;
  columns: { label: string; render: (item: T) => ReactNode }[];
  fields: FieldSpec[];
  /** The contract's input schema behind the draft's conversion. */
  schema: z.ZodType<Output, Draft>;
  emptyDraft: Draft;
  draftOf: (item: T) => Draft;
  /** Why deleting may be refused (shown in the confirmation). */
  deleteNote?: string;
}

/** A list with a create/edit form and show/hide and delete: cities, home tiles and deals. */
export function SimpleListPage<T extends { id: string; isActive: boolean }, Output>(props: Props<T, Output>) {
  const { title, help, noun, list, nameOf, columns, fields, schema, emptyDraft, draftOf } = props;
  const [editing, setEditing] = useState<{ id: string | null; draft: Draft } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<T | null>(null);
  const saveMutation = props.save;

  const saveItem = (id: string | null, input: Output) =>
    saveMutation.mutate(
      { id, input },
      {
        onSuccess: (item) => {
          toast.success(id ? `${cap(noun)} "${nameOf(item)}" saved.` : `${cap(noun)} "${nameOf(item)}" created.`);
          setEditing(null);
        },
      },
    );
  const toggle = {
    isPending: props.toggle.isPending,
    mutate: (item: T) => {
      // The row as saved, shown or hidden: checked by the same schema as the form.
      const parsed = schema.safeParse({ ...draftOf(item), isActive: !item.isActive });
      if (!parsed.success) {
        toast.error(parsed.error.issues[0]?.message ?? 'This row cannot be saved as it is.');
        return;
      }
      props.toggle.mutate(
        { id: item.id, input: parsed.data },
        {
          onSuccess: (next) =>
            toast.success(next.isActive ? `"${nameOf(next)}" is shown on the site.` : `"${nameOf(next)}" is hidden.`),
          onError: (error) => toast.error(errorMessage(error)),
        },
      );
    },
  };
  const del = {
    isPending: props.remove.isPending,
    mutate: (item: T) =>
      props.remove.mutate(item, {
        onSuccess: () => {
          toast.success(`"${nameOf(item)}" deleted.`);
          setConfirmDelete(null);
        },
        onError: (error) => {
          setConfirmDelete(null);
          toast.error(errorMessage(error));
        },
      }),
  };

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
          <SimpleListForm
            key={editing.id ?? 'new'}
            noun={noun}
            fields={fields}
            schema={schema}
            initial={editing.draft}
            saving={saveMutation.isPending}
            error={saveMutation.error}
            onSave={(input) => saveItem(editing.id, input)}
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
