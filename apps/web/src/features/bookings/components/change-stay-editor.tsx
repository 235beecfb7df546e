import { MAX_ROOMS_PER_BOOKING } from '@staybook/contract/booking';
import type { Room } from '@staybook/contract/catalogue';
import { addDays } from '@staybook/contract/stay-dates';
import { useId } from 'react';
import { useT } from '../../../lib/i18n';
import { type ChangeForm, type ChangeLine, withRoomCount } from '../logic/change-form';

const counts = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The new stay: check-in and check-out, then every room type of the property with how many rooms, the plan and the
 * guests in them, opened on the booking as it is. `rooms` are the property's room types for the new dates.
 */
export function ChangeStayEditor({
  form,
  rooms,
  today,
  onChange,
}: {
  form: ChangeForm;
  rooms: Room[];
  today: string;
  onChange: (form: ChangeForm) => void;
}) {
  const t = useT('bookings');
  const id = useId();
  const setLine = (key: string, next: ChangeLine) =>
    onChange({ ...form, lines: form.lines.map((l) => (l.key === key ? next : l)) });
  return (
    <div className="space-y-4">
      <fieldset className="rounded-2xl border border-slate-200 p-4">
        <legend className="px-1 font-semibold text-slate-900">{t('bookings.change.dates')}</legend>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label className="label" htmlFor={`${id}-in`}>
              {t('bookings.hero.checkIn')}
            </label>
            <input
              id={`${id}-in`}
              className="input"
              type="date"
              min={today}
              value={form.checkIn}
              onChange={(e) => onChange({ ...form, checkIn: e.target.value })}
            />
          </div>
          <div>
            <label className="label" htmlFor={`${id}-out`}>
              {t('bookings.hero.checkOut')}
            </label>
            <input
              id={`${id}-out`}
              className="input"
              type="date"
              min={addDays(form.checkIn || today, 1)}
              value={form.checkOut}
              onChange={(e) => onChange({ ...form, checkOut: e.target.value })}
            />
          </div>
        </div>
      </fieldset>
      {form.lines.map((line) => (
        <RoomLineEditor
          key={line.key}
          line={line}
          room={rooms.find((r) => r.id === line.roomTypeId)}
          onChange={(next) => setLine(line.key, next)}
        />
      ))}
    </div>
  );
}

function RoomLineEditor({
  line,
  room,
  onChange,
}: {
  line: ChangeLine;
  room: Room | undefined;
  onChange: (line: ChangeLine) => void;
}) {
  const t = useT('bookings');
  const id = useId();
  const plans = room?.ratePlans ?? [];
  const defaultPlanId = plans.find((p) => p.isDefault)?.id ?? plans[0]?.id ?? '';
  const maxAdults = Math.max(1, (room?.maxAdults ?? 4) * Math.max(line.roomCount, 1));
  const taken = line.roomCount > 0;
  const bookedPlanGone = line.ratePlanId !== '' && !plans.some((p) => p.id === line.ratePlanId);
  const planChoices = plans.length + (bookedPlanGone ? 1 : 0);
  return (
    <fieldset className="rounded-2xl border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">{line.roomName}</legend>
      <div className="grid grid-cols-3 gap-3">
        <CountSelect
          id={`${id}-rooms`}
          label={t('bookings.change.rooms')}
          value={line.roomCount}
          options={counts(0, MAX_ROOMS_PER_BOOKING)}
          onChange={(n) => onChange(withRoomCount(line, n))}
        />
        <CountSelect
          id={`${id}-adults`}
          label={t('bookings.change.adults')}
          disabled={!taken}
          value={line.adults}
          options={counts(taken ? 1 : 0, Math.max(maxAdults, line.adults))}
          onChange={(n) => onChange({ ...line, adults: n })}
        />
        <CountSelect
          id={`${id}-children`}
          label={t('bookings.change.children')}
          disabled={!taken}
          value={line.children}
          options={counts(0, Math.max(maxAdults, line.children))}
          onChange={(n) => onChange({ ...line, children: n })}
        />
        <div className="col-span-3">
          <label className="label" htmlFor={`${id}-plan`}>
            {t('bookings.change.plan')}
          </label>
          <select
            id={`${id}-plan`}
            className="input"
            disabled={!taken || planChoices < 2}
            value={line.ratePlanId || defaultPlanId || ''}
            onChange={(e) => onChange({ ...line, ratePlanId: e.target.value })}
          >
            {planChoices === 0 && <option value="">{t('bookings.change.ownRate')}</option>}
            {bookedPlanGone && <option value={line.ratePlanId}>{line.ratePlanName}</option>}
            {plans.map((p) => (
              <option key={p.id ?? 'standard'} value={p.id ?? ''}>
                {p.name} · {p.mealPlanLabel}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}

/** One labelled number picker (rooms, adults, children). */
function CountSelect({
  id,
  label,
  value,
  options,
  disabled = false,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  options: number[];
  disabled?: boolean;
  onChange: (value: number) => void;
}) {
  return (
    <div>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="input"
        disabled={disabled}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {options.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}
