import {
  INVENTORY_MAX_BULK_NIGHTS,
  INVENTORY_MAX_PERCENT,
  INVENTORY_MAX_ROOMS,
  INVENTORY_MAX_STAY_NIGHTS,
  INVENTORY_MIN_PERCENT,
  type InventoryBulkEdit,
  inventoryBulkEditOn,
} from '@staybook/contract/admin-inventory';
import { z } from 'zod';
import type { FieldMessages } from '../../../../components/form/form-kit';
import { numberOrNaN, sentence } from '../../logic/form-values';
import type { BulkAction } from './inventory-logic';

/**
 * The bulk edit form's values: dates as the date boxes hold them, the ticked weekdays (Sunday = 0), the action and
 * its value as typed, one box per action so the contract's messages (at `rate`, `percent`, `rooms`) land under it.
 */
export interface BulkDraft {
  from: string;
  to: string;
  weekdays: number[];
  action: BulkAction;
  rate: string;
  percent: string;
  rooms: string;
  minStay: string;
  maxStay: string;
}

export const emptyBulkDraft: BulkDraft = {
  from: '',
  to: '',
  weekdays: [],
  action: 'set_rate',
  rate: '',
  percent: '',
  rooms: '',
  minStay: '',
  maxStay: '',
};

/** The boxes holding an action's value (each action has at most one). */
export const VALUE_FIELDS = ['rate', 'percent', 'rooms', 'minStay', 'maxStay'] as const;

/** The field holding the action's value; null when the action has none. */
export function valueField(action: BulkAction): (typeof VALUE_FIELDS)[number] | null {
  if (action === 'set_rate') return 'rate';
  if (action === 'adjust_rate') return 'percent';
  if (action === 'set_rooms') return 'rooms';
  if (action === 'set_min_stay') return 'minStay';
  if (action === 'set_max_stay') return 'maxStay';
  return null;
}

/** The API body the draft stands for (weekdays in order), before the contract checks it. */
export function toBulkEdit(roomTypeId: string, d: BulkDraft): InventoryBulkEdit {
  const base = { roomTypeId, from: d.from, to: d.to, weekdays: [...d.weekdays].sort((a, b) => a - b) };
  switch (d.action) {
    case 'set_rate':
      return { ...base, action: 'set_rate', rate: numberOrNaN(d.rate) };
    case 'adjust_rate':
      return { ...base, action: 'adjust_rate', percent: numberOrNaN(d.percent) };
    case 'set_rooms':
      return { ...base, action: 'set_rooms', rooms: numberOrNaN(d.rooms) };
    case 'set_min_stay':
      return { ...base, action: 'set_min_stay', minStay: numberOrNaN(d.minStay) };
    case 'set_max_stay':
      return { ...base, action: 'set_max_stay', maxStay: numberOrNaN(d.maxStay) };
    default:
      // The actions without a value: stop-sell and the restriction flags.
      return { ...base, action: d.action };
  }
}

/**
 * The form parses into the API body with the contract: its body schema, and the nights' rules it shares with the
 * server (nothing before `today`, the chosen weekdays falling within the range).
 */
export const bulkEditFormSchema = (roomTypeId: string, today: string) =>
  z
    .custom<BulkDraft>()
    .transform((d) => toBulkEdit(roomTypeId, d))
    .pipe(inventoryBulkEditOn(today));

/**
 * The contract's messages in the operator's words. The dates' rules are told apart by the contract's wording
 * (pinned by bulk-edit-form.test.ts); the shared nights' rules are already written for the operator.
 */
export const bulkEditMessages: FieldMessages = {
  from: (e) => (e.message?.startsWith('nights before today') ? sentence(e.message) : 'Choose the first night.'),
  to: (e) =>
    e.message === 'must be on or after from'
      ? 'The last night must be on or after the first.'
      : e.message?.startsWith('the range may cover at most')
        ? `One edit can cover at most ${INVENTORY_MAX_BULK_NIGHTS} nights.`
        : 'Choose the last night.',
  rate: 'Enter a rate in whole rupees from ₹1 to ₹10,00,000.',
  percent: `Enter a change from ${INVENTORY_MIN_PERCENT}% to +${INVENTORY_MAX_PERCENT}%, not 0.`,
  rooms: `Enter a whole number of rooms from 0 to ${INVENTORY_MAX_ROOMS}.`,
  minStay: `Enter a whole number of nights from 1 to ${INVENTORY_MAX_STAY_NIGHTS}.`,
  maxStay: `Enter a whole number of nights from 1 to ${INVENTORY_MAX_STAY_NIGHTS}.`,
};
