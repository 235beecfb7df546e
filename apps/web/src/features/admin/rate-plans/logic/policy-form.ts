import {
  type AdminCancellationPolicy,
  type CancellationPolicyInput,
  cancellationPolicyInputSchema,
  MAX_FREE_WINDOW_DAYS,
  MAX_FREE_WINDOW_HOURS,
} from '@staybook/contract/admin-rate-plans';
import type { CancellationChargeKind, CancellationPolicyKind, FreeWindowUnit } from '@staybook/contract/rate-plans';
import { z } from 'zod';
import type { FieldMessages } from '../../../../components/form/form-kit';
import { numberOrNaN, numberOrNull } from '../../logic/form-values';

/** The policy form's values as its boxes hold them. */
export interface PolicyDraft {
  name: string;
  kind: CancellationPolicyKind;
  freeWindowValue: string;
  freeWindowUnit: FreeWindowUnit;
  chargeKind: CancellationChargeKind;
  chargePercent: string;
}

export const emptyPolicyDraft: PolicyDraft = {
  name: '',
  kind: 'free_then_charge',
  freeWindowValue: '24',
  freeWindowUnit: 'hours',
  chargeKind: 'first_night',
  chargePercent: '',
};

export function policyDraftOf(p: AdminCancellationPolicy): PolicyDraft {
  return {
    name: p.name,
    kind: p.kind,
    freeWindowValue: p.freeWindowValue === null ? emptyPolicyDraft.freeWindowValue : String(p.freeWindowValue),
    freeWindowUnit: p.freeWindowUnit ?? 'hours',
    chargeKind: p.chargeKind ?? 'first_night',
    chargePercent: p.chargePercent === null ? '' : String(p.chargePercent),
  };
}

/** The API body the draft stands for; the contract drops what the kind does not use. */
export function toPolicyInput(d: PolicyDraft): CancellationPolicyInput {
  if (d.kind === 'non_refundable') return { name: d.name, kind: d.kind };
  return {
    name: d.name,
    kind: d.kind,
    freeWindowValue: numberOrNaN(d.freeWindowValue),
    freeWindowUnit: d.freeWindowUnit,
    chargeKind: d.chargeKind,
    chargePercent: d.chargeKind === 'percent' ? numberOrNull(d.chargePercent) : null,
  };
}

export const policyFormSchema = z.custom<PolicyDraft>().transform(toPolicyInput).pipe(cancellationPolicyInputSchema);

export const policyMessages: FieldMessages = {
  name: 'Give the policy a name guests will read, such as “Flexible”.',
  freeWindowValue: `Enter how long before check-in the free window closes: up to ${MAX_FREE_WINDOW_HOURS} hours or ${MAX_FREE_WINDOW_DAYS} days (0 is until check-in).`,
  chargePercent: 'Enter the share of the stay kept, a whole percent from 1 to 100.',
};

export const POLICY_KINDS = [
  ['free_then_charge', 'Free cancellation, then a charge'],
  ['non_refundable', 'Non-refundable'],
] as const;
export const WINDOW_UNITS = [
  ['hours', 'hours before check-in'],
  ['days', 'days before check-in'],
] as const;
export const CHARGE_KINDS = [
  ['first_night', 'The first night'],
  ['percent', 'A percentage of the stay'],
  ['full', 'The full stay'],
] as const;
