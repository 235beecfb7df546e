import { ChangeHistory } from '../../../../components/booking-change/change-history';
import { ErrorNotice, Panel } from '../../components/console-ui';
import { useBookingChanges } from '../api/get-booking-changes';

/** "Changes": every change made to the booking, by the guest or the desk (who, why, and what the money did). */
export function BookingChangesPanel({ bookingId }: { bookingId: string }) {
  const changes = useBookingChanges(bookingId);
  return (
    <Panel title="Changes" className="mt-6">
      {changes.isError && <ErrorNotice error={changes.error} onRetry={() => void changes.refetch()} />}
      {changes.isPending && <p className="text-sm text-slate-600">Loading the changes…</p>}
      {changes.data &&
        (changes.data.length > 0 ? (
          <ChangeHistory changes={changes.data} viewer="staff" />
        ) : (
          <p className="text-sm text-slate-600">No changes so far.</p>
        ))}
    </Panel>
  );
}
