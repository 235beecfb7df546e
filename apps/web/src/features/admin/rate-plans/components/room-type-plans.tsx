import type {
  AdminCancellationPolicy,
  AdminRatePlan,
  AdminRoomTypePlans,
  RatePlanFields,
} from '@staybook/contract/admin-rate-plans';
import { formatInr } from '@staybook/contract/money';
import { todayIst } from '@staybook/contract/stay-dates';
import { useState } from 'react';
import { toast } from '../../../../components/ui/toast';
import { Badge, ErrorNotice, Panel } from '../../components/console-ui';
import { useCreatePlan } from '../api/create-plan';
import { useSetPlanStatus } from '../api/set-plan-status';
import { useUpdatePlan } from '../api/update-plan';
import { emptyPlanDraft, planDraftOf } from '../logic/plan-form';
import { PlanForm } from './plan-form';
import { PlanRatesEditor } from './plan-rates-editor';

/** One room type's plans as guests are offered them (default first), with the forms to add, edit and archive. */
export function RoomTypePlans({
  propertyId,
  roomType,
  policies,
}: {
  propertyId: string;
  roomType: AdminRoomTypePlans;
  policies: AdminCancellationPolicy[];
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const [ratesOf, setRatesOf] = useState<string | null>(null);
  const create = useCreatePlan(propertyId);
  const update = useUpdatePlan(propertyId);
  const status = useSetPlanStatus(propertyId);
  const close = () => {
    setEditing(null);
    create.reset();
    update.reset();
  };
  const onSaved = {
    onSuccess: (saved: AdminRatePlan) => {
      toast.success(`Saved ${saved.name}.`);
      close();
    },
  };
  const onCreate = (input: RatePlanFields) => create.mutate({ roomTypeId: roomType.id, input }, onSaved);
  const onUpdate = (planId: string) => (input: RatePlanFields) =>
    update.mutate({ roomTypeId: roomType.id, planId, input }, onSaved);
  const active = roomType.plans.filter((p) => p.status === 'active');
  return (
    <Panel title={`${roomType.name}${roomType.archived ? ' (archived)' : ''}`}>
      <p className="-mt-2 mb-3 text-sm text-slate-600">
        Base rate {formatInr(roomType.baseRate)} a night; each plan’s price follows the night’s rate.
        {active.length === 0 &&
          ' No active plan: guests book the built-in Standard rate (free cancellation until 24 hours before check-in); the first plan you add replaces it.'}
      </p>
      <ul className="divide-y divide-slate-200">
        {roomType.plans.map((p) => (
          <li key={p.id} className="py-3">
            {editing === p.id ? (
              <PlanForm
                initial={planDraftOf(p)}
                label={`Edit ${p.name}`}
                policies={policies}
                isDefaultNow={p.isDefault}
                saving={update.isPending}
                serverError={update.error}
                onSave={onUpdate(p.id)}
                onCancel={close}
              />
            ) : (
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                    {p.name}
                    {p.isDefault && <Badge tone="green">Default</Badge>}
                    {p.status === 'archived' && <Badge>Archived</Badge>}
                  </p>
                  <p className="text-sm text-slate-700">
                    {p.mealPlanLabel} · {p.cancellationPolicyName} · {p.paymentLabel}
                  </p>
                  <p className="text-sm text-slate-700">
                    {p.adjustmentKind === 'own_rates'
                      ? `${p.adjustmentLabel} (the room's rate where none is set)`
                      : `${p.adjustmentLabel} · ${formatInr(p.priceOnBaseRate)} on the base rate`}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {p.adjustmentKind === 'own_rates' && p.status === 'active' && (
                    <button
                      type="button"
                      className="btn-outline"
                      aria-expanded={ratesOf === p.id}
                      onClick={() => setRatesOf(ratesOf === p.id ? null : p.id)}
                    >
                      Rates<span className="sr-only"> of {p.name}</span>
                    </button>
                  )}
                  <button type="button" className="btn-outline" onClick={() => setEditing(p.id)}>
                    Edit<span className="sr-only"> {p.name}</span>
                  </button>
                  <button
                    type="button"
                    className="btn-outline"
                    disabled={status.isPending}
                    onClick={() =>
                      status.mutate(
                        { roomTypeId: roomType.id, planId: p.id, verb: p.status === 'active' ? 'archive' : 'restore' },
                        {
                          onSuccess: (r) =>
                            toast.success(`${r.name} ${r.status === 'active' ? 'restored' : 'archived'}.`),
                        },
                      )
                    }
                  >
                    {p.status === 'active' ? 'Archive' : 'Restore'}
                    <span className="sr-only"> {p.name}</span>
                  </button>
                </div>
              </div>
            )}
            {ratesOf === p.id && editing !== p.id && (
              <PlanRatesEditor roomTypeId={roomType.id} planId={p.id} planName={p.name} today={todayIst()} />
            )}
          </li>
        ))}
      </ul>
      {status.error ? <ErrorNotice error={status.error} /> : null}
      {editing === 'new' ? (
        <PlanForm
          initial={emptyPlanDraft(policies[0]?.id)}
          label={`Add a rate plan to ${roomType.name}`}
          policies={policies}
          isDefaultNow={false}
          saving={create.isPending}
          serverError={create.error}
          onSave={onCreate}
          onCancel={close}
        />
      ) : (
        <button type="button" className="btn-outline mt-3" onClick={() => setEditing('new')}>
          Add a plan<span className="sr-only"> to {roomType.name}</span>
        </button>
      )}
    </Panel>
  );
}
