import type { AdminCancellationPolicy, CancellationPolicyFields } from '@staybook/contract/admin-rate-plans';
import { useState } from 'react';
import { toast } from '../../../../components/ui/toast';
import { EmptyState, ErrorNotice, Panel } from '../../components/console-ui';
import { useCreatePolicy } from '../api/create-policy';
import { useRemovePolicy } from '../api/remove-policy';
import { useUpdatePolicy } from '../api/update-policy';
import { emptyPolicyDraft, policyDraftOf } from '../logic/policy-form';
import { PolicyForm } from './policy-form';

/** The property's cancellation policies, each with its words for guests, and the form to add or edit one. */
export function PolicyList({ propertyId, policies }: { propertyId: string; policies: AdminCancellationPolicy[] }) {
  /** The policy being edited, 'new', or none. */
  const [editing, setEditing] = useState<string | null>(null);
  const create = useCreatePolicy(propertyId);
  const update = useUpdatePolicy(propertyId);
  const remove = useRemovePolicy(propertyId);
  const close = () => {
    setEditing(null);
    create.reset();
    update.reset();
  };
  const onSaved = {
    onSuccess: (saved: AdminCancellationPolicy) => {
      toast.success(`Saved ${saved.name}.`);
      close();
    },
  };
  const onCreate = (input: CancellationPolicyFields) => create.mutate({ propertyId, input }, onSaved);
  const onUpdate = (policyId: string) => (input: CancellationPolicyFields) =>
    update.mutate({ propertyId, policyId, input }, onSaved);
  const editingPolicy = policies.find((p) => p.id === editing);
  return (
    <Panel title="Cancellation policies">
      {policies.length === 0 && editing !== 'new' && (
        <EmptyState>No policy yet. Add one, then give it to the room types’ plans.</EmptyState>
      )}
      <ul className="divide-y divide-slate-200">
        {policies.map((p) => (
          <li key={p.id} className="py-3">
            {editing === p.id && editingPolicy ? (
              <PolicyForm
                initial={policyDraftOf(editingPolicy)}
                label={`Edit ${p.name}`}
                saving={update.isPending}
                serverError={update.error}
                onSave={onUpdate(p.id)}
                onCancel={close}
              />
            ) : (
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <p className="font-semibold text-slate-900">{p.name}</p>
                  <p className="text-sm text-slate-700">{p.summary}</p>
                  <p className="text-xs text-slate-600">
                    {p.usedBy.length ? `Used by ${p.usedBy.join(', ')}` : 'Not used by any plan'}
                  </p>
                </div>
                <div className="flex gap-2">
                  <button type="button" className="btn-outline" onClick={() => setEditing(p.id)}>
                    Edit<span className="sr-only"> {p.name}</span>
                  </button>
                  {p.usedBy.length === 0 && (
                    <button
                      type="button"
                      className="btn-outline"
                      disabled={remove.isPending}
                      onClick={() => {
                        if (window.confirm(`Remove the policy "${p.name}"?`))
                          remove.mutate(
                            { propertyId, policyId: p.id },
                            { onSuccess: () => toast.success(`Removed ${p.name}.`) },
                          );
                      }}
                    >
                      Remove<span className="sr-only"> {p.name}</span>
                    </button>
                  )}
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
      {remove.error ? <ErrorNotice error={remove.error} /> : null}
      {editing === 'new' ? (
        <PolicyForm
          initial={emptyPolicyDraft}
          label="Add a cancellation policy"
          saving={create.isPending}
          serverError={create.error}
          onSave={onCreate}
          onCancel={close}
        />
      ) : (
        <button type="button" className="btn-outline mt-3" onClick={() => setEditing('new')}>
          Add a policy
        </button>
      )}
    </Panel>
  );
}
