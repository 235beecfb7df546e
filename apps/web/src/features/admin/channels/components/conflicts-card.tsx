import { plural } from '@staybook/contract/format';
import { Link } from 'react-router';
import { ErrorNotice } from '../../components/console-ui';
import { consolePaths } from '../../lib/console-paths';
import { useCalendarConflicts } from '../api/channels';
import { ConflictsList } from './conflicts-list';

/**
 * The dashboard's card of calendar conflicts: other channels' bookings over nights already sold here (of the chosen
 * property, or of every property the member sees). Nothing is shown while there are none.
 */
export function CalendarConflictsCard({ propertyId }: { propertyId: string }) {
  const conflicts = useCalendarConflicts(propertyId);
  if (conflicts.isPending) return null;
  if (conflicts.isError) return <ErrorNotice error={conflicts.error} onRetry={() => void conflicts.refetch()} />;
  if (conflicts.data.length === 0) return null;
  const roomTypes = [...new Map(conflicts.data.map((c) => [c.roomTypeId, c])).values()];
  return (
    <section
      aria-labelledby="calendar-conflicts-heading"
      className="mb-6 rounded-xl bg-white p-4 shadow-sm ring-2 ring-red-300 sm:p-5"
    >
      <h2 id="calendar-conflicts-heading" className="mb-3 text-lg font-semibold text-red-900">
        {plural(conflicts.data.length, 'calendar conflict')}
      </h2>
      <ConflictsList conflicts={conflicts.data} />
      <ul className="mt-3 flex flex-wrap gap-2">
        {roomTypes.map((c) => (
          <li key={c.roomTypeId}>
            <Link
              className="btn-outline"
              to={{ pathname: consolePaths.channels, search: `?property=${c.propertyId}&roomType=${c.roomTypeId}` }}
            >
              Calendar sync of {c.roomTypeName}, {c.propertyName}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
