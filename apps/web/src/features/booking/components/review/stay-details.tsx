import { istDateToUnix, unixToIstDate } from '@staybook/contract/stay-dates';
import { useState } from 'react';
import { CalendarModal } from '../../../../components/search/calendar-modal';
import { useFormats, useT } from '../../../../lib/i18n';

/** The spec's times (2:00 PM / 12:00 PM), shown only when the property's own are not known. */
export const CHECK_IN_TIME = '14:00';
export const CHECK_OUT_TIME = '12:00';

interface StayDetailsProps {
  checkInDate: number;
  checkOutDate: number;
  nights: number;
  /** The property's own times, 'HH:MM' IST. */
  checkInTime?: string | undefined;
  checkOutTime?: string | undefined;
  /**
   * Called with the new stay (unix seconds) once the guest has picked both dates; absent, the dates are not editable
   * (the payment step: a hold exists for these dates).
   */
  onChangeDates?: (stay: { checkInDate: number; checkOutDate: number }) => void;
}

export function StayDetails({
  checkInDate,
  checkOutDate,
  nights,
  checkInTime = CHECK_IN_TIME,
  checkOutTime = CHECK_OUT_TIME,
  onChangeDates,
}: StayDetailsProps) {
  // Check-in first, then check-out; the calendar names the rules (order, at most 30 nights) as the guest picks.
  const t = useT('booking');
  const formats = useFormats();
  const [editing, setEditing] = useState<null | { step: 'checkIn' } | { step: 'checkOut'; checkIn: string }>(null);
  const currentIn = unixToIstDate(checkInDate);
  const currentOut = unixToIstDate(checkOutDate);
  return (
    <section aria-labelledby="stay-details-title" className="rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="stay-details-title" className="text-base font-semibold text-slate-900">
          {t('review.stayDetails')}
        </h2>
        {onChangeDates && (
          <button
            type="button"
            className="text-sm font-semibold text-brand-700 underline"
            onClick={() => setEditing({ step: 'checkIn' })}
          >
            {t('review.editDates')}
          </button>
        )}
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-slate-600">{t('review.checkIn')}</dt>
          <dd className="font-semibold text-slate-900">{formats.day(checkInDate)}</dd>
          <dd className="text-slate-600">{t('review.from', { time: formats.clock(checkInTime) })}</dd>
        </div>
        <div className="text-center">
          <dt className="text-slate-600">{t('review.nights')}</dt>
          <dd className="font-semibold text-slate-900">{t('review.nightCount', { count: nights })}</dd>
        </div>
        <div className="text-right">
          <dt className="text-slate-600">{t('review.checkOut')}</dt>
          <dd className="font-semibold text-slate-900">{formats.day(checkOutDate)}</dd>
          <dd className="text-slate-600">{t('review.by', { time: formats.clock(checkOutTime) })}</dd>
        </div>
      </dl>
      {editing?.step === 'checkIn' && (
        <CalendarModal
          open
          field="checkIn"
          value={currentIn}
          other={null}
          onConfirm={(checkIn) => setEditing({ step: 'checkOut', checkIn })}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.step === 'checkOut' && (
        <CalendarModal
          open
          field="checkOut"
          value={currentOut > editing.checkIn ? currentOut : null}
          other={editing.checkIn}
          onConfirm={(checkOut) => {
            setEditing(null);
            if (checkOut > editing.checkIn)
              onChangeDates?.({ checkInDate: istDateToUnix(editing.checkIn), checkOutDate: istDateToUnix(checkOut) });
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
