import type { AdminBookingDetails } from '@staybook/contract/admin-bookings';
import {
  type BookingChangePreview,
  CHANGE_REASON_MAX,
  type DeskChangeRequest,
  type DeskChangeSettlement,
} from '@staybook/contract/booking-changes';
import { useId, useState } from 'react';
import { ChangeComparison } from '../../../../components/booking-change/change-comparison';
import { Modal } from '../../../../components/ui/modal';
import { toast } from '../../../../components/ui/toast';
import { ErrorNotice, Loading } from '../../components/console-ui';
import { useDeskRooms } from '../../desk-booking/api/desk-booking';
import { Field } from '../../desk-booking/components/field';
import { StayDates, StayRooms } from '../../desk-booking/components/stay-fields';
import type { FieldErrors } from '../../desk-booking/logic/desk-booking-form';
import { errorMessage } from '../../lib/console-api';
import { useChangeBooking } from '../api/change-booking';
import { useBookingStay } from '../api/get-booking-stay';
import { usePreviewBookingChange } from '../api/preview-booking-change';
import { checkDeskChange, type DeskChangeForm, deskChangeFormOf, linesAsShown } from '../logic/change-form';

const settleChoices: { value: DeskChangeSettlement; label: string }[] = [
  { value: 'at_property', label: 'Collect at the property' },
  { value: 'link', label: 'Send a payment link' },
];

/**
 * The desk changes a booking's dates, rooms, plans and guests (always allowed to staff, with a reason): the New
 * booking screen's room lines opened on the booking as it is, "Review change" priced by the server, and for a higher
 * price a choice of collecting it at the property or sending a payment link; a lower one is refunded by the policy.
 */
export function ChangeBookingDialog({
  booking,
  open,
  onClose,
}: {
  booking: AdminBookingDetails;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={`Change booking ${booking.code}`} size="lg">
      {/* Mounted only while open, so each opening starts from the booking as it is then. */}
      {open && <ChangeLoader booking={booking} onClose={onClose} />}
    </Modal>
  );
}

function ChangeLoader({ booking, onClose }: { booking: AdminBookingDetails; onClose: () => void }) {
  const stay = useBookingStay(booking.id, true);
  if (stay.isError) return <ErrorNotice error={stay.error} onRetry={() => void stay.refetch()} />;
  if (!stay.data) return <Loading label="Loading the stay" />;
  return <ChangeForm booking={booking} initial={deskChangeFormOf(stay.data)} onClose={onClose} />;
}

function ChangeForm({
  booking,
  initial,
  onClose,
}: {
  booking: AdminBookingDetails;
  initial: DeskChangeForm;
  onClose: () => void;
}) {
  const id = useId();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [review, setReview] = useState<{ body: DeskChangeRequest; preview: BookingChangePreview } | null>(null);
  const rooms = useDeskRooms({ propertyId: booking.property.id, checkIn: form.checkIn, checkOut: form.checkOut });
  const preview = usePreviewBookingChange(booking.id);
  const change = useChangeBooking(booking.id);
  const roomTypes = rooms.data ?? [];
  const set = <K extends keyof DeskChangeForm>(key: K, value: DeskChangeForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const askPreview = () => {
    const checked = checkDeskChange(form, roomTypes);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    askPrice(checked.body);
  };

  /** Prices the change; asked again when the desk picks how a higher price is settled (the outcome follows it). */
  const askPrice = (body: DeskChangeRequest) => {
    const { reason: _reason, ...stay } = body;
    preview.mutate(stay, { onSuccess: (data) => setReview({ body, preview: data }) });
  };

  const chooseSettle = (settle: DeskChangeSettlement) => {
    set('settle', settle);
    if (review) askPrice({ ...review.body, settle });
  };

  const confirm = (body: DeskChangeRequest) =>
    change.mutate(body, {
      onSuccess: (made) => {
        toast.success(made.moneyText ? `Booking changed. ${made.moneyText}` : 'Booking changed.');
        onClose();
      },
    });

  if (review) {
    const higher = review.preview.difference > 0;
    return (
      <div className="space-y-4">
        <ChangeComparison preview={review.preview} />
        {review.preview.allowed && higher && (
          <fieldset>
            <legend className="label">The difference</legend>
            <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
              {settleChoices.map((c) => (
                <label key={c.value} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-settle`}
                    value={c.value}
                    checked={form.settle === c.value}
                    disabled={preview.isPending}
                    onChange={() => chooseSettle(c.value)}
                  />
                  {c.label}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {preview.isError && (
          <p role="alert" className="text-sm text-red-800">
            {errorMessage(preview.error)}
          </p>
        )}
        {change.isError && (
          <p role="alert" className="text-sm text-red-800">
            {errorMessage(change.error)}
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          {review.preview.allowed && (
            <button
              type="button"
              className="btn-primary"
              disabled={change.isPending || preview.isPending}
              onClick={() => confirm(review.body)}
            >
              {change.isPending ? 'Changing…' : 'Confirm change'}
            </button>
          )}
          <button type="button" className="btn-outline" disabled={change.isPending} onClick={() => setReview(null)}>
            Edit the change
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3">
        <StayDates checkIn={form.checkIn} checkOut={form.checkOut} errors={{ checkIn: errors.dates }} onChange={set} />
      </div>
      <StayRooms
        rooms={rooms}
        lines={linesAsShown(form.rooms, roomTypes)}
        errors={errors}
        onChange={(l) => set('rooms', l)}
        keepLines
      />
      <Field label="Reason for the change (required)" error={errors.reason}>
        <textarea
          className="input min-h-20"
          rows={3}
          maxLength={CHANGE_REASON_MAX}
          value={form.reason}
          onChange={(e) => set('reason', e.target.value)}
        />
      </Field>
      {preview.isError && (
        <p role="alert" className="text-sm text-red-800">
          {errorMessage(preview.error)}
        </p>
      )}
      <button type="button" className="btn-primary" disabled={preview.isPending} onClick={askPreview}>
        {preview.isPending ? 'Working out the new price…' : 'Review change'}
      </button>
    </div>
  );
}
