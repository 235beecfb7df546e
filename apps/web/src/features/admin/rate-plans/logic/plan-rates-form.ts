import { checkBulkEditNights } from '@staybook/contract/admin-inventory';
import {
  PLAN_RATES_MAX_NIGHTS,
  type PlanRatesEditInput,
  planRatesEditSchema,
} from '@staybook/contract/admin-rate-plans';
import { z } from 'zod';
import type { FieldMessages } from '../../../../components/form/form-kit';
import { numberOrNaN, sentence } from '../../logic/form-values';

/** The plan rates form as its boxes hold it: the nights, and either a rate or "follow the room's rate". */
export interface PlanRatesDraft {
  from: string;
  to: string;
  weekdays: number[];
  rate: string;
  /** Clear the plan's own rate on these nights: they sell at the room's rate again. */
  followRoomRate: boolean;
}

export const emptyPlanRatesDraft = (from = '', to = ''): PlanRatesDraft => ({
  from,
  to,
  weekdays: [],
  rate: '',
  followRoomRate: false,
});

export function toPlanRatesEdit(d: PlanRatesDraft): PlanRatesEditInput {
  return {
    from: d.from,
    to: d.to,
    weekdays: [...d.weekdays].sort((a, b) => a - b),
    rate: d.followRoomRate ? null : numberOrNaN(d.rate),
  };
}

/** The contract's body schema and, as of `today`, the nights' rules the API applies (the same words). */
export const planRatesFormSchema = (today: string) =>
  z
    .custom<PlanRatesDraft>()
    .transform(toPlanRatesEdit)
    .pipe(
      // The nights' rules run even when the rate is wrong, so every problem with the dates shows at once.
      planRatesEditSchema.superRefine((edit, ctx) => checkBulkEditNights(edit, today, ctx), {
        when: (payload) => typeof payload.value === 'object' && payload.value !== null,
      }),
    )
    .transform((parsed) => parsed as PlanRatesEditInput);

export const planRatesMessages: FieldMessages = {
  from: (e) => (e.message?.startsWith('nights before today') ? sentence(e.message) : 'Choose the first night.'),
  to: (e) =>
    e.message === 'must be on or after from'
      ? 'The last night must be on or after the first.'
      : e.message?.startsWith('the range')
        ? `One change can cover at most ${PLAN_RATES_MAX_NIGHTS} nights.`
        : 'Choose the last night.',
  weekdays: 'None of these nights falls on the chosen weekdays.',
  rate: 'Enter the plan’s nightly rate in whole rupees, from ₹1 to ₹10,00,000.',
};
