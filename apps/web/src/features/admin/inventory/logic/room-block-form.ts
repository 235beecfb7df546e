import { INVENTORY_MAX_ROOMS } from '@staybook/contract/admin-inventory';
import { formatDayWithWeekday, plural } from '@staybook/contract/format';
import {
  type CreateRoomBlock,
  createRoomBlockSchema,
  type ManualRoomBlockKind,
  manualRoomBlockKinds,
  ROOM_BLOCK_KIND_LABELS,
  ROOM_BLOCK_MAX_NIGHTS,
  ROOM_BLOCK_REASON_MAX,
  type RoomBlock,
} from '@staybook/contract/room-blocks';
import { z } from 'zod';
import type { FieldMessages } from '../../../../components/form/form-kit';
import { numberOrNaN } from '../../logic/form-values';

/**
 * The "Block rooms" form: an owner's stay, maintenance or a room out of order over nights of one room type, parsed
 * into the API body by the contract's own schema (plus the server's rule that past nights cannot be blocked).
 */
export interface RoomBlockDraft {
  kind: ManualRoomBlockKind;
  from: string;
  to: string;
  roomCount: string;
  reason: string;
}

export const emptyRoomBlockDraft: RoomBlockDraft = { kind: 'owner_stay', from: '', to: '', roomCount: '1', reason: '' };

export const ROOM_BLOCK_KIND_OPTIONS = manualRoomBlockKinds.map((k) => [k, ROOM_BLOCK_KIND_LABELS[k]] as const);

export function toCreateRoomBlock(roomTypeId: string, d: RoomBlockDraft): CreateRoomBlock {
  return {
    roomTypeId,
    kind: d.kind,
    from: d.from,
    to: d.to,
    roomCount: numberOrNaN(d.roomCount),
    reason: d.reason,
  };
}

/** The form's schema: the contract's body, and nothing before `today` (IST), as the server refuses. */
export const roomBlockFormSchema = (roomTypeId: string, today: string) =>
  z
    .custom<RoomBlockDraft>()
    .transform((d) => toCreateRoomBlock(roomTypeId, d))
    .pipe(
      createRoomBlockSchema.superRefine((v, ctx) => {
        if (v.from < today)
          ctx.addIssue({
            code: 'custom',
            path: ['from'],
            message: `Blocks start today (${formatDayWithWeekday(today)}) or later: past nights cannot be blocked.`,
          });
      }),
    );

/** The contract's messages in the operator's words. */
export const roomBlockMessages: FieldMessages = {
  from: (e) => (e.message?.startsWith('Blocks start today') ? e.message : 'Choose the first night.'),
  to: (e) =>
    e.message === 'must be on or after the first night'
      ? 'The last night must be on or after the first.'
      : e.message?.startsWith('a block may cover at most')
        ? `One block can cover at most ${ROOM_BLOCK_MAX_NIGHTS} nights.`
        : 'Choose the last night.',
  roomCount: `Enter a whole number of rooms from 1 to ${INVENTORY_MAX_ROOMS}.`,
  reason: (e) =>
    e.message?.startsWith('may be at most')
      ? `Keep the reason to ${ROOM_BLOCK_REASON_MAX} characters.`
      : 'Say who stays or what is being repaired.',
};

/** 'Sat, 07 Mar 2026 to Mon, 09 Mar 2026 (3 nights)'. */
export function describeNights(block: Pick<RoomBlock, 'from' | 'to' | 'nights'>): string {
  return block.from === block.to
    ? `${formatDayWithWeekday(block.from)} (1 night)`
    : `${formatDayWithWeekday(block.from)} to ${formatDayWithWeekday(block.to)} (${plural(block.nights, 'night')})`;
}

/** What releasing a block does, in one sentence for the confirmation. */
export function releaseConsequence(block: Pick<RoomBlock, 'roomCount' | 'roomTypeName' | 'from' | 'to' | 'nights'>) {
  return `Releasing gives back ${plural(block.roomCount, 'room')} of ${block.roomTypeName} for ${describeNights(block)}: guests can book them at once.`;
}
