import { formatDayWithWeekday, plural } from '@staybook/contract/format';
import type { CreateRoomBlock, RoomBlock } from '@staybook/contract/room-blocks';
import { ROOM_BLOCK_KIND_LABELS, ROOM_BLOCK_REASON_MAX } from '@staybook/contract/room-blocks';
import { useEffect, useId, useMemo, useState } from 'react';
import {
  FormField,
  SaveError,
  SchemaForm,
  SelectField,
  showServerErrors,
  TextField,
  useSchemaForm,
} from '../../../../components/form/form-kit';
import { Modal } from '../../../../components/ui/modal';
import { toast } from '../../../../components/ui/toast';
import { useCan } from '../../access/api/get-my-access';
import { Badge } from '../../components/console-ui';
import { QueryState } from '../../components/query-state';
import { useCreateRoomBlock, useReleaseRoomBlock, useRoomBlocks } from '../api/room-blocks';
import { monthRange } from '../logic/inventory-logic';
import {
  describeNights,
  emptyRoomBlockDraft,
  ROOM_BLOCK_KIND_OPTIONS,
  type RoomBlockDraft,
  releaseConsequence,
  roomBlockFormSchema,
  roomBlockMessages,
} from '../logic/room-block-form';

interface RoomBlocksPanelProps {
  propertyId: string;
  roomTypeId: string;
  /** 'Lake Suite at Casa Azul'. */
  target: string;
  /** The calendar's month ('YYYY-MM'): the blocks listed are those over its nights. */
  month: string;
  /** Today in IST. */
  today: string;
  /** The nights chosen in the calendar: a new block starts with them. */
  selected: { from: string; to: string };
}

/**
 * The room type's blocks over the visible month (owner stays, maintenance, rooms out of order, and other channels'
 * bookings from their calendars), with "Block rooms" to add one and "Release" (asked first) to give the rooms back.
 */
export function RoomBlocksPanel({ propertyId, roomTypeId, target, month, today, selected }: RoomBlocksPanelProps) {
  const { from, to } = monthRange(month);
  const blocks = useRoomBlocks(propertyId, roomTypeId, from, to, true);
  const [adding, setAdding] = useState(false);
  const [releasing, setReleasing] = useState<RoomBlock | null>(null);
  const release = useReleaseRoomBlock();
  const headingId = useId();
  // Blocking and releasing are the desk's (bookings.manage), as the API checks; others see the blocks.
  const mayManage = useCan('bookings.manage');

  // Another room type starts with the form closed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a new room type only
  useEffect(() => setAdding(false), [roomTypeId]);

  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            Room blocks
          </h2>
          <p className="text-xs text-slate-600">
            Owner stays, maintenance, rooms out of order and other channels’ bookings over this month’s nights.
          </p>
        </div>
        {mayManage && !adding && (
          <button type="button" className="btn-primary" onClick={() => setAdding(true)}>
            Block rooms
          </button>
        )}
      </div>
      {!mayManage && (
        <p className="mb-3 text-sm text-slate-600">Your role can see the blocks but not add or release them.</p>
      )}
      {mayManage && adding && (
        <RoomBlockForm
          roomTypeId={roomTypeId}
          target={target}
          today={today}
          nights={selected}
          onDone={() => setAdding(false)}
        />
      )}
      <QueryState
        query={blocks}
        loading="Loading the blocks"
        isEmpty={(rows) => rows.length === 0}
        empty="No rooms are blocked this month."
      >
        {(rows) => (
          <ul className="divide-y divide-slate-100" aria-label="Blocks">
            {rows.map((block) => (
              <BlockItem key={block.id} block={block} onRelease={mayManage ? () => setReleasing(block) : undefined} />
            ))}
          </ul>
        )}
      </QueryState>
      <Modal
        open={releasing !== null}
        onClose={() => {
          setReleasing(null);
          release.reset();
        }}
        title="Release this block?"
        size="sm"
      >
        {releasing && (
          <>
            <p className="text-sm text-slate-700">{releaseConsequence(releasing)}</p>
            <p className="mt-2 text-sm text-slate-600">
              {ROOM_BLOCK_KIND_LABELS[releasing.kind]}: {releasing.reason}
            </p>
            <div className="mt-3">
              <SaveError error={release.error} />
            </div>
            <div className="mt-5 flex flex-wrap justify-end gap-2">
              <button
                type="button"
                className="btn-outline"
                onClick={() => {
                  setReleasing(null);
                  release.reset();
                }}
              >
                Keep the block
              </button>
              <button
                type="button"
                className="btn-primary"
                disabled={release.isPending}
                onClick={() =>
                  release.mutate(releasing.id, {
                    onSuccess: (done) => {
                      setReleasing(null);
                      toast.success(`Released: ${plural(done.roomCount, 'room')} back on sale.`);
                    },
                  })
                }
              >
                {release.isPending ? 'Releasing…' : 'Release rooms'}
              </button>
            </div>
          </>
        )}
      </Modal>
    </section>
  );
}

function BlockItem({ block, onRelease }: { block: RoomBlock; onRelease?: () => void }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 py-3" data-testid="room-block">
      <div className="min-w-0 space-y-0.5 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone={block.kind === 'channel' ? 'blue' : block.kind === 'owner_stay' ? 'green' : 'amber'}>
            {block.channel ? `${ROOM_BLOCK_KIND_LABELS.channel}: ${block.channel}` : ROOM_BLOCK_KIND_LABELS[block.kind]}
          </Badge>
          <span className="font-medium text-slate-900">{plural(block.roomCount, 'room')}</span>
        </p>
        <p className="text-slate-800">{describeNights(block)}</p>
        <p className="break-words text-slate-600">{block.reason}</p>
        {block.conflictDates.length > 0 && (
          <p className="text-red-800">
            Conflict: already sold here on {block.conflictDates.map((d) => formatDayWithWeekday(d)).join(', ')}.
          </p>
        )}
      </div>
      {block.channel ? (
        <p className="max-w-48 text-xs text-slate-600">Follows {block.channel}’s calendar: change it there.</p>
      ) : (
        onRelease && (
          <button type="button" className="btn-outline" onClick={onRelease}>
            Release
          </button>
        )
      )}
    </li>
  );
}

/** A new block's draft: the nights chosen in the calendar, when they are today or later. */
function draftFor(nights: { from: string; to: string }, today: string): RoomBlockDraft {
  return nights.from >= today && nights.to >= nights.from
    ? { ...emptyRoomBlockDraft, from: nights.from, to: nights.to }
    : emptyRoomBlockDraft;
}

/** The Block rooms form: kept as typed when the server refuses (its words shown above the buttons). */
function RoomBlockForm({
  roomTypeId,
  target,
  today,
  nights,
  onDone,
}: {
  roomTypeId: string;
  target: string;
  today: string;
  nights: { from: string; to: string };
  onDone: () => void;
}) {
  const schema = useMemo(() => roomBlockFormSchema(roomTypeId, today), [roomTypeId, today]);
  const form = useSchemaForm(schema, draftFor(nights, today));
  const create = useCreateRoomBlock();
  const from = form.watch('from');
  useEffect(() => showServerErrors(form, create.error), [form, create.error]);

  const submit = (body: CreateRoomBlock) =>
    create.mutate(body, {
      onSuccess: (block) => {
        toast.success(`Blocked: ${plural(block.roomCount, 'room')}, ${describeNights(block)}.`);
        onDone();
      },
    });

  return (
    <SchemaForm
      form={form}
      label="Block rooms"
      messages={roomBlockMessages}
      onSubmit={submit}
      onValuesChange={() => {
        if (create.error) create.reset();
      }}
      className="mb-4 space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      <p className="text-sm text-slate-700">Rooms of {target} taken off sale, with who stays or what is repaired.</p>
      <SelectField name="kind" label="Kind" options={ROOM_BLOCK_KIND_OPTIONS} />
      <div className="grid grid-cols-2 gap-3">
        <FormField name="from" label="First night">
          {(p) => <input {...p} type="date" className="input" min={today} {...form.register('from')} />}
        </FormField>
        <FormField name="to" label="Last night">
          {(p) => <input {...p} type="date" className="input" min={from || today} {...form.register('to')} />}
        </FormField>
      </div>
      <TextField name="roomCount" label="Rooms" type="number" inputMode="numeric" />
      <TextField
        name="reason"
        label="Reason"
        rows={2}
        maxLength={ROOM_BLOCK_REASON_MAX}
        hint="Who stays, or what is being repaired."
      />
      <SaveError error={create.error} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={create.isPending}>
          {create.isPending ? 'Blocking…' : 'Block these rooms'}
        </button>
        <button type="button" className="btn-outline" disabled={create.isPending} onClick={onDone}>
          Cancel
        </button>
      </div>
    </SchemaForm>
  );
}
