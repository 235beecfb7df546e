import { formatDay } from '@staybook/contract/format';
import { Link } from 'react-router';
import { useDeskProperties } from '../../bookings/api/get-desk-properties';
import { Badge, EmptyState, PageHeader, Panel } from '../../components/console-ui';
import { QueryState } from '../../components/query-state';
import { consolePaths } from '../../lib/console-paths';
import { useGroups } from '../api/groups';
import { CreateGroupForm } from '../components/create-group-form';

/**
 * Groups (issue 44): weddings and offsites holding rooms until a cut-off, newest first, and a new group's allotment.
 * docs/groups-and-allotments.md.
 */
export default function GroupsPage() {
  const groups = useGroups();
  const properties = useDeskProperties();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Groups"
        help="Rooms held for weddings and offsites until their cut-off, and their rooming lists."
      />
      <Panel title="Groups">
        <QueryState
          query={groups}
          loading="Loading the groups"
          isEmpty={(data) => data.length === 0}
          empty="No group yet: hold rooms for one below."
        >
          {(data) => (
            <ul className="divide-y divide-slate-200">
              {data.map((g) => (
                <li key={g.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <div>
                    <Link className="font-semibold text-sky-800 underline" to={consolePaths.group(g.id)}>
                      {g.name}
                    </Link>
                    <p className="text-sm text-slate-700">
                      {g.propertyName} · {formatDay(g.firstNight)} to {formatDay(g.lastNight)} · {g.rooms} rooms picked
                      up · cut-off {formatDay(g.cutoffDate)}
                    </p>
                  </div>
                  <Badge tone={g.status === 'holding' ? 'blue' : 'slate'}>
                    {g.status === 'holding' ? `${g.held} room-nights held` : 'Rooms released'}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </Panel>
      <Panel title="New group">
        {properties.data && properties.data.length > 0 ? (
          <CreateGroupForm properties={properties.data} />
        ) : (
          <EmptyState>{properties.isPending ? 'Loading the properties…' : 'No property to hold rooms at.'}</EmptyState>
        )}
      </Panel>
    </div>
  );
}
