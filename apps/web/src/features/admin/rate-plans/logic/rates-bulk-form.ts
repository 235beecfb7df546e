import {
  RATES_BULK_MAX_NIGHTS,
  RATES_BULK_MAX_PERCENT,
  RATES_BULK_MIN_PERCENT,
  type RatesBulkEditInput,
  ratesBulkEditSchema,
} from '@staybook/contract/admin-rate-plans';
import { propertyCategories, propertyTypeKeys, propertyTypeLabels } from '@staybook/contract/property-types';
import { z } from 'zod';
import type { FieldMessages } from '../../../../components/form/form-kit';
import { numberOrNaN } from '../../logic/form-values';

/** The bulk form's values: the ticked filters and rooms, the nights, and the change as typed. */
export interface RatesBulkDraft {
  cities: string[];
  propertyTypes: string[];
  categories: string[];
  roomTypeIds: string[];
  from: string;
  to: string;
  weekdays: number[];
  action: 'set_rate' | 'adjust_rate';
  rate: string;
  percent: string;
}

export const emptyRatesBulkDraft: RatesBulkDraft = {
  cities: [],
  propertyTypes: [],
  categories: [],
  roomTypeIds: [],
  from: '',
  to: '',
  weekdays: [],
  action: 'adjust_rate',
  rate: '',
  percent: '',
};

export function toRatesBulkEdit(d: RatesBulkDraft): RatesBulkEditInput {
  return {
    selection: {
      cities: d.cities,
      propertyTypes: d.propertyTypes,
      categories: d.categories,
      roomTypeIds: d.roomTypeIds,
    },
    from: d.from,
    to: d.to,
    weekdays: [...d.weekdays].sort((a, b) => a - b),
    change:
      d.action === 'set_rate'
        ? { action: 'set_rate', rate: numberOrNaN(d.rate) }
        : { action: 'adjust_rate', percent: numberOrNaN(d.percent.replace('\u2212', '-')) },
  } as RatesBulkEditInput;
}

/** The form parses into the API body with the contract's own schema. */
export const ratesBulkFormSchema = z
  .custom<RatesBulkDraft>()
  .transform(toRatesBulkEdit)
  .pipe(ratesBulkEditSchema)
  .transform((parsed) => parsed as RatesBulkEditInput);

export const ratesBulkMessages: FieldMessages = {
  selection: 'Tick at least a city, a property type, a category or a room.',
  from: 'Choose the first night.',
  to: (e) =>
    e.message === 'must be on or after from'
      ? 'The last night must be on or after the first.'
      : e.message?.startsWith('the range')
        ? `One change can cover at most ${RATES_BULK_MAX_NIGHTS} nights.`
        : 'Choose the last night.',
  'change.rate': 'Enter a rate in whole rupees from ₹1 to ₹10,00,000.',
  'change.percent': `Enter a change from ${RATES_BULK_MIN_PERCENT}% to +${RATES_BULK_MAX_PERCENT}%, not 0.`,
};

export const TYPE_OPTIONS = propertyTypeKeys.map((k) => [k, propertyTypeLabels[k]] as const);
export const CATEGORY_OPTIONS = propertyCategories.map((c) => [c, c] as const);
export const WEEKDAY_OPTIONS = [
  [0, 'Sun'],
  [1, 'Mon'],
  [2, 'Tue'],
  [3, 'Wed'],
  [4, 'Thu'],
  [5, 'Fri'],
  [6, 'Sat'],
] as const;

/** '+40%' / '−12.5%'. */
export const formatPercent = (p: number): string => `${p > 0 ? '+' : p < 0 ? '\u2212' : ''}${Math.abs(p)}%`;
