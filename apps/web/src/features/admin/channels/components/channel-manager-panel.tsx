import type { ChannelManagerProperty } from '@staybook/contract/channel-manager';
import { useEffect, useMemo } from 'react';
import {
  SaveError,
  SchemaForm,
  showServerErrors,
  TextField,
  useSchemaForm,
} from '../../../../components/form/form-kit';
import { toast } from '../../../../components/ui/toast';
import { Panel } from '../../components/console-ui';
import { QueryState } from '../../components/query-state';
import { errorMessage } from '../../lib/console-api';
import { useChannelManager, useFullSync, useReadFeedNow, useSaveChannelMapping } from '../api/channel-manager';
import { mappingDraftOf, mappingFormSchema, planField, roomField } from '../logic/channel-manager';
import { ChannelManagerActivity } from './channel-manager-activity';

/**
 * The property's channel manager (Channex): its id, each room type's and rate plan's id there, then what was pushed
 * and what came from the feed. Without a configured channel manager it says so (mappings may still be kept).
 */
export function ChannelManagerPanel({ propertyId }: { propertyId: string }) {
  const query = useChannelManager(propertyId);
  return (
    <Panel title="Channel manager (Channex)">
      <QueryState query={query} loading="Loading the channel manager">
        {(data) => (
          <div className="space-y-5">
            {data.provider === 'none' && (
              <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
                No channel manager is configured on this server (CHANNEL_MANAGER): ids saved here are kept, and nothing
                is sent until one is.
              </p>
            )}
            <MappingForm key={`${data.propertyId}:${data.remoteId}`} view={data} />
            <ChannelManagerActions view={data} />
            <ChannelManagerActivity view={data} />
          </div>
        )}
      </QueryState>
    </Panel>
  );
}

function MappingForm({ view }: { view: ChannelManagerProperty }) {
  const schema = useMemo(() => mappingFormSchema(view), [view]);
  const form = useSchemaForm(schema, mappingDraftOf(view));
  const save = useSaveChannelMapping(view.propertyId);
  useEffect(() => showServerErrors(form, save.error), [form, save.error]);
  return (
    <SchemaForm
      form={form}
      label="Channex ids"
      onValuesChange={() => {
        if (save.error) save.reset();
      }}
      onSubmit={(body) =>
        save.mutate(body, {
          onSuccess: (saved) => {
            form.reset(mappingDraftOf(saved));
            toast.success(
              saved.pendingNights > 0
                ? `Saved: ${saved.pendingNights} nights will be sent to Channex.`
                : 'Saved: the Channex ids are kept.',
            );
          },
        })
      }
      className="space-y-3"
    >
      <p className="text-sm text-slate-600">
        Paste each id from the Channex extranet (Property, Room Type and Rate Plan settings). A room type with an id has
        its availability, and each plan with an id its rate and restrictions, sent to Channex whenever they change here;
        bookings made on Channex’s channels arrive in Bookings. Leave a field empty to stop sending it.
      </p>
      <TextField name="property" label={`Channex id of ${view.propertyName}`} autoComplete="off" />
      {view.roomTypes.map((room) => (
        <fieldset key={room.roomTypeId} className="space-y-2 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">{room.name}</legend>
          <TextField name={roomField(room.roomTypeId)} label={`Channex id of ${room.name}`} autoComplete="off" />
          {room.ratePlans.map((plan) => (
            <TextField
              key={plan.ratePlanId}
              name={planField(plan.ratePlanId)}
              label={`Channex id of ${room.name}, ${plan.name}`}
              autoComplete="off"
            />
          ))}
        </fieldset>
      ))}
      <SaveError error={save.error} />
      <button type="submit" className="btn-primary" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save Channex ids'}
      </button>
    </SchemaForm>
  );
}

function ChannelManagerActions({ view }: { view: ChannelManagerProperty }) {
  const sync = useFullSync(view.propertyId);
  const read = useReadFeedNow(view.propertyId);
  const mapped = Boolean(view.remoteId) && view.roomTypes.some((r) => r.remoteId);
  if (view.provider === 'none' || !mapped) return null;
  return (
    <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
      <button
        type="button"
        className="btn-outline"
        disabled={sync.isPending}
        onClick={() =>
          sync.mutate(undefined, {
            onSuccess: () => toast.success('Every mapped night from today was sent to Channex.'),
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
      >
        {sync.isPending ? 'Sending…' : 'Full sync'}
      </button>
      <button
        type="button"
        className="btn-outline"
        disabled={read.isPending}
        onClick={() =>
          read.mutate(undefined, {
            onSuccess: (data) =>
              data.feed.lastError
                ? toast.error(`Channex’s bookings could not be read: ${data.feed.lastError}`)
                : toast.success('Channex’s bookings read.'),
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
      >
        {read.isPending ? 'Reading…' : 'Read bookings now'}
      </button>
    </div>
  );
}
