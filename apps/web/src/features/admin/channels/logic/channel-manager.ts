import type { ChannelManagerProperty, ChannelPush, ChannelRevision } from '@staybook/contract/channel-manager';
import { formatInstant, plural } from '@staybook/contract/format';
import { z } from 'zod';

/** Pure rules of the channel manager panel: the mapping form (one field per Channex id) and the states in words. */

export type MappingDraft = Record<string, string>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idField = z
  .string()
  .trim()
  .refine(
    (v) => v === '' || UUID.test(v),
    'Paste the id from Channex: a UUID such as 716305c4-561a-4561-a187-7f5b8aeb5920.',
  );

export const roomField = (roomTypeId: string) => `room_${roomTypeId}`;
export const planField = (ratePlanId: string) => `plan_${ratePlanId}`;

export function mappingDraftOf(view: ChannelManagerProperty): MappingDraft {
  const draft: MappingDraft = { property: view.remoteId ?? '' };
  for (const room of view.roomTypes) {
    draft[roomField(room.roomTypeId)] = room.remoteId ?? '';
    for (const plan of room.ratePlans) draft[planField(plan.ratePlanId)] = plan.remoteId ?? '';
  }
  return draft;
}

/** The form's fields checked one by one, then sent as the API's mapping (an empty field removes that mapping). */
export function mappingFormSchema(view: ChannelManagerProperty) {
  const shape: Record<string, typeof idField> = { property: idField };
  for (const room of view.roomTypes) {
    shape[roomField(room.roomTypeId)] = idField;
    for (const plan of room.ratePlans) shape[planField(plan.ratePlanId)] = idField;
  }
  return z.object(shape).transform((d) => ({
    remoteId: d.property || null,
    roomTypes: view.roomTypes.map((r) => ({ roomTypeId: r.roomTypeId, remoteId: d[roomField(r.roomTypeId)] || null })),
    ratePlans: view.roomTypes.flatMap((r) =>
      r.ratePlans.map((p) => ({ ratePlanId: p.ratePlanId, remoteId: d[planField(p.ratePlanId)] || null })),
    ),
  }));
}

export function pushState(push: ChannelPush): { tone: 'green' | 'amber' | 'red'; label: string; detail: string } {
  if (push.status === 'sent')
    return { tone: 'green', label: 'Sent', detail: push.sentAt ? formatInstant(push.sentAt) : '' };
  if (push.status === 'rejected') return { tone: 'red', label: 'Refused by Channex', detail: push.lastError ?? '' };
  const retry = push.nextAttemptAt ? ` Next try ${formatInstant(push.nextAttemptAt)}.` : '';
  return push.attempts > 0
    ? {
        tone: 'amber',
        label: `Waiting to retry (${plural(push.attempts, 'try', 'tries')} so far)`,
        detail: `${push.lastError ?? ''}${retry}`,
      }
    : { tone: 'amber', label: 'Waiting to be sent', detail: '' };
}

const OUTCOMES: Record<ChannelRevision['outcome'], string> = {
  booked: 'Booked',
  changed: 'Booking changed',
  cancelled: 'Cancelled here',
  unchanged: 'Nothing to change',
  conflict: 'Conflict: nights already sold',
  attention: 'Needs the desk',
};

export const outcomeLabel = (r: ChannelRevision) => OUTCOMES[r.outcome];
export const outcomeTone = (r: ChannelRevision): 'green' | 'amber' | 'red' | 'slate' =>
  r.outcome === 'conflict' || r.outcome === 'attention' ? 'red' : r.outcome === 'unchanged' ? 'slate' : 'green';
