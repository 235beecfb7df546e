import type { CalendarImport, RoomTypeChannels } from '@staybook/contract/calendar-sync';
import { plural } from '@staybook/contract/format';
import { useEffect, useId, useMemo, useState } from 'react';
import {
  FormField,
  SaveError,
  SchemaForm,
  showServerErrors,
  TextField,
  useSchemaForm,
} from '../../../../components/form/form-kit';
import { Modal } from '../../../../components/ui/modal';
import { toast } from '../../../../components/ui/toast';
import { Badge, Panel } from '../../components/console-ui';
import { type Column, DataTable } from '../../components/data-table';
import { errorMessage } from '../../lib/console-api';
import { useAddCalendarImport, useRemoveCalendarImport, useSyncCalendarImport } from '../api/channels';
import {
  CHANNEL_SUGGESTIONS,
  calendarImportFormSchema,
  calendarImportMessages,
  emptyCalendarImportDraft,
  importState,
  lastAttempt,
} from '../logic/calendar-sync';

/** The channels' calendars read into this room type: their state, Read now, Remove (asked first), and the add form. */
export function CalendarImports({ channels }: { channels: RoomTypeChannels }) {
  const sync = useSyncCalendarImport(channels.roomTypeId);
  const remove = useRemoveCalendarImport(channels.roomTypeId);
  const [removing, setRemoving] = useState<CalendarImport | null>(null);

  const readNow = (item: CalendarImport) =>
    sync.mutate(item.id, {
      onSuccess: (read) =>
        read.lastError
          ? toast.error(`${read.channel}’s calendar could not be read: ${read.lastError}`)
          : toast.success(`${read.channel}’s calendar read: ${plural(read.eventCount, 'event')}.`),
      onError: (error) => toast.error(errorMessage(error)),
    });
  const closeRemove = () => {
    setRemoving(null);
    remove.reset();
  };

  const columns: Column<CalendarImport>[] = [
    { header: 'Channel', rowHeader: true, cell: (i) => i.channel },
    { header: 'Address', className: 'max-w-64 break-all font-mono text-xs', cell: (i) => i.url },
    { header: 'Last read', className: 'whitespace-nowrap', cell: (i) => lastAttempt(i) },
    {
      header: 'State',
      className: 'min-w-48',
      cell: (i) => {
        const state = importState(i);
        return (
          <div className="space-y-1">
            <Badge tone={state.tone}>{state.label}</Badge>
            {state.detail && <p className={state.tone === 'red' ? 'text-red-800' : 'text-slate-600'}>{state.detail}</p>}
          </div>
        );
      },
    },
    {
      header: 'Events',
      className: 'text-right tabular-nums',
      headerClassName: 'text-right',
      cell: (i) => i.eventCount,
    },
    {
      header: <span className="sr-only">Actions</span>,
      className: 'whitespace-nowrap',
      cell: (i) => (
        <div className="flex gap-2">
          <button
            type="button"
            className="btn-outline"
            aria-label={`Read ${i.channel}’s calendar now`}
            disabled={sync.isPending && sync.variables === i.id}
            onClick={() => readNow(i)}
          >
            {sync.isPending && sync.variables === i.id ? 'Reading…' : 'Read now'}
          </button>
          <button
            type="button"
            className="btn-outline"
            aria-label={`Remove ${i.channel}’s calendar`}
            onClick={() => setRemoving(i)}
          >
            Remove
          </button>
        </div>
      ),
    },
  ];

  return (
    <Panel title="Other channels’ calendars read here">
      <p className="mb-3 text-sm text-slate-600">
        Each booking in a channel’s calendar blocks a room of {channels.roomTypeName} here, so it is not sold twice.
        Calendars are read every 15 minutes; a booking moved or removed there is moved or removed here.
      </p>
      {channels.imports.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
          No channel’s calendar is read for this room type yet.
        </p>
      ) : (
        <DataTable
          label="Imported calendars table"
          caption={`Channels’ calendars read into ${channels.roomTypeName}`}
          columns={columns}
          rows={channels.imports}
          rowKey={(i) => i.id}
          rowTestId="calendar-import"
          minWidth="min-w-[760px]"
        />
      )}
      <AddCalendarImport roomTypeId={channels.roomTypeId} />
      <Modal
        open={removing !== null}
        onClose={closeRemove}
        title={`Stop reading ${removing?.channel ?? 'this'}’s calendar?`}
        size="sm"
      >
        {removing && (
          <>
            <p className="text-sm text-slate-700">
              Its {plural(removing.eventCount, 'block')} on {channels.roomTypeName} are released: those nights go back
              on sale here at once, even if the channel still has them booked.
            </p>
            <div className="mt-3">
              <SaveError error={remove.error} />
            </div>
            <div className="mt-5 flex flex-wrap justify-end gap-2">
              <button type="button" className="btn-outline" onClick={closeRemove}>
                Keep reading it
              </button>
              <button
                type="button"
                className="btn-primary bg-red-700 hover:bg-red-800"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(removing.id, {
                    onSuccess: () => {
                      setRemoving(null);
                      toast.success(`Removed: ${removing.channel}’s calendar is no longer read.`);
                    },
                  })
                }
              >
                {remove.isPending ? 'Removing…' : 'Remove calendar'}
              </button>
            </div>
          </>
        )}
      </Modal>
    </Panel>
  );
}

/** Add a channel's calendar: the channel's name (suggested, or typed) and the address; read at once on saving. */
function AddCalendarImport({ roomTypeId }: { roomTypeId: string }) {
  const id = useId();
  const schema = useMemo(() => calendarImportFormSchema(roomTypeId), [roomTypeId]);
  const form = useSchemaForm(schema, emptyCalendarImportDraft);
  const add = useAddCalendarImport();
  useEffect(() => showServerErrors(form, add.error), [form, add.error]);

  return (
    <SchemaForm
      form={form}
      label="Add a channel’s calendar"
      messages={calendarImportMessages}
      onValuesChange={() => {
        if (add.error) add.reset();
      }}
      onSubmit={(body) =>
        add.mutate(body, {
          onSuccess: (created) => {
            form.reset(emptyCalendarImportDraft);
            if (created.lastError) toast.error(`Added, but the first read failed: ${created.lastError}`);
            else toast.success(`Added: ${created.channel}’s calendar read, ${plural(created.eventCount, 'event')}.`);
          },
        })
      }
      className="mt-5 space-y-3 border-t border-slate-200 pt-4"
    >
      <h3 className="font-semibold text-slate-900">Add a channel’s calendar</h3>
      <div className="grid gap-3 sm:grid-cols-[14rem_minmax(0,1fr)]">
        <FormField name="channel" label="Channel" hint="Choose one or type its name.">
          {(p) => (
            <input {...p} className="input" list={`${id}-channels`} autoComplete="off" {...form.register('channel')} />
          )}
        </FormField>
        <datalist id={`${id}-channels`}>
          {CHANNEL_SUGGESTIONS.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <TextField
          name="url"
          label="Calendar address"
          type="url"
          placeholder="https://…"
          hint="The channel’s “export calendar” (iCal) address for this room."
        />
      </div>
      <SaveError error={add.error} />
      <button type="submit" className="btn-primary" disabled={add.isPending}>
        {add.isPending ? 'Reading the calendar…' : 'Add calendar'}
      </button>
    </SchemaForm>
  );
}
