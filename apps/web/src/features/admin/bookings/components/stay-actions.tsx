import type { AdminBookingSummary } from '@staybook/contract/admin-bookings';
import { formatDayWithWeekday } from '@staybook/contract/format';
import { Modal } from '../../../../components/ui/modal';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../lib/console-api';
import { type StayAction, useChangeStay } from '../api/change-stay';

/** Check-in, check-out and no-show: one mutation; the server's message is shown either way. */
export function useStayAction() {
  const change = useChangeStay();
  return {
    isPending: change.isPending,
    mutate: (vars: { id: string; action: StayAction }, options?: { onSettled?: () => void }) =>
      change.mutate(vars, {
        onSuccess: (result) => toast.success(result.message),
        onError: (error) => toast.error(errorMessage(error)),
        onSettled: options?.onSettled,
      }),
  };
}

/** Confirms a no-show, which cannot be undone from the console. */
export function NoShowDialog({
  booking,
  open,
  busy,
  onClose,
  onConfirm,
}: {
  booking: Pick<AdminBookingSummary, 'code' | 'guestName' | 'checkIn'>;
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={`Mark ${booking.code} as a no-show?`} size="sm">
      <p className="text-sm text-slate-700">
        {booking.guestName} did not arrive on {formatDayWithWeekday(booking.checkIn)}. The nights from today on go back
        on sale; no refund is made.
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-outline" onClick={onClose}>
          Keep booking
        </button>
        <button type="button" className="btn-primary" disabled={busy} onClick={onConfirm}>
          Mark no-show
        </button>
      </div>
    </Modal>
  );
}
