import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, ErrorNotice, Loading, PageHeader, Panel } from '../../components/console-ui';
import { QueryState } from '../../components/query-state';
import { useRoomTypeOptions } from '../../inventory/api/get-room-type-options';
import { RoomTypePickers } from '../../inventory/components/room-type-pickers';
import { consolePaths } from '../../lib/console-paths';
import { useRoomTypeChannels } from '../api/channels';
import { CalendarImports } from '../components/calendar-imports';
import { ChannelManagerPanel } from '../components/channel-manager-panel';
import { ConflictsList } from '../components/conflicts-list';
import { ExportAddress } from '../components/export-address';

/**
 * Calendar sync with other channels (iCal), per room type: the room type's own calendar to give them, their calendars
 * read here, and the conflicts raised when a channel's booking falls on a night already sold here.
 */
export default function CalendarSyncPage() {
  const [params, setParams] = useSearchParams();
  const options = useRoomTypeOptions();
  const properties = options.data ?? [];
  const roomTypeParam = params.get('roomType') ?? '';
  // A room type alone (a link from elsewhere) names its property.
  const propertyId =
    params.get('property') ?? properties.find((p) => p.roomTypes.some((r) => r.id === roomTypeParam))?.id ?? '';
  const property = properties.find((p) => p.id === propertyId);
  const roomType = property?.roomTypes.find((r) => r.id === roomTypeParam);

  const update = (patch: Record<string, string | null>, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace },
    );

  // A chosen property without a (valid) room type opens its first one.
  useEffect(() => {
    if (property && !roomType && property.roomTypes[0])
      update({ property: property.id, roomType: property.roomTypes[0].id }, true);
  });

  const channels = useRoomTypeChannels(roomType ? roomType.id : '');

  return (
    <div>
      <PageHeader
        title="Calendar sync"
        help="Share each room type’s calendar with other channels and read theirs, so a night sold anywhere is closed everywhere."
        actions={
          roomType ? (
            <Link
              className="btn-outline"
              to={{ pathname: consolePaths.inventory, search: `?property=${propertyId}&roomType=${roomType.id}` }}
            >
              Rates & inventory
            </Link>
          ) : undefined
        }
      />
      {options.isPending ? (
        <Loading label="Loading properties" />
      ) : options.isError ? (
        <ErrorNotice error={options.error} onRetry={() => void options.refetch()} />
      ) : (
        <RoomTypePickers
          idPrefix="channels"
          properties={properties}
          propertyId={property ? propertyId : ''}
          roomTypeId={roomType ? roomType.id : ''}
          onProperty={(id) => update({ property: id || null, roomType: null })}
          onRoomType={(id) => update({ roomType: id || null })}
        />
      )}
      {!property || !roomType ? (
        options.isSuccess && <EmptyState>Choose a property and a room type to see its calendars.</EmptyState>
      ) : (
        <QueryState query={channels} loading="Loading the calendars">
          {(data) => (
            <div className="space-y-6">
              {data.conflicts.length > 0 && (
                <Panel title="Conflicts">
                  <ConflictsList conflicts={data.conflicts} />
                </Panel>
              )}
              <ExportAddress channels={data} />
              <CalendarImports channels={data} />
              {data.conflicts.length === 0 && (
                <p className="text-sm text-slate-600">
                  No conflicts: no channel’s booking falls on a night already sold here.
                </p>
              )}
              <ChannelManagerPanel propertyId={propertyId} />
            </div>
          )}
        </QueryState>
      )}
    </div>
  );
}
