import type { AdminRoom } from '@staybook/contract/admin-rooms';
import { formatDay } from '@staybook/contract/format';
import { addDays, daysBetween, type IsoDate, isIsoDate } from '@staybook/contract/stay-dates';
import { useEffect, useId, useRef, useState } from 'react';
import { ChangeComparison } from '../../../../components/booking-change/change-comparison';
import { Modal } from '../../../../components/ui/modal';
import { errorMessage } from '../../lib/console-api';
import { type MovedStay, type MoveTarget, makeMove, moveToRoom, type PricedMove, priceMove } from '../api/move-stay';
import { type GridBar, moveOf } from '../logic/room-grid';

export interface MoveRequest {
  bar: Extract<GridBar, { kind: 'booking' }>;
  source: AdminRoom;
  /** Set by a drop: the room and the shift of nights it asks for, priced at once. */
  target?: AdminRoom;
  shift?: number;
  /** Set by dragging the bar's end: the nights the stay should have (with `target` its own room), priced at once. */
  nights?: number;
}

const movedOf = (r: MoveRequest): MovedStay => ({
  bookingId: r.bar.stay.bookingId,
  bookingRoomId: r.bar.stay.bookingRoomId,
  slot: r.bar.stay.slot,
  roomTypeId: r.source.roomTypeId,
  roomTypeName: r.source.roomTypeName,
});

/**
 * Moving a stay from the grid, by keyboard (its Move button) or after a drop or a drag of the bar's end that asks for a
 * change: choose the room, first night and nights; a room of the same type on the same nights is moved at once (one
 * transaction on the server); another type, other nights or a longer or shorter stay is priced by the booking's change
 * flow and shown before and after, made only when the desk confirms with a reason. A refusal is shown in the server's
 * words and nothing typed is lost.
 */
export function MoveStayDialog({
  request,
  rooms,
  onClose,
  onDone,
}: {
  request: MoveRequest | null;
  rooms: AdminRoom[];
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const title = request ? `Move ${request.bar.stay.guestName} (booking ${request.bar.stay.bookingCode})` : 'Move';
  return (
    <Modal open={request !== null} onClose={onClose} title={title} size="lg">
      {request && <MoveForm request={request} rooms={rooms} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function MoveForm({
  request,
  rooms,
  onClose,
  onDone,
}: {
  request: MoveRequest;
  rooms: AdminRoom[];
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const id = useId();
  const { stay } = request.bar;
  const [roomId, setRoomId] = useState(request.target?.id ?? request.source.id);
  const [firstNight, setFirstNight] = useState<string>(addDays(stay.from, request.shift ?? 0));
  const nightsNow = daysBetween(stay.from, stay.to) + 1;
  const [nights, setNights] = useState(String(request.nights ?? nightsNow));
  const [priced, setPriced] = useState<PricedMove | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const target = rooms.find((r) => r.id === roomId) ?? request.source;
  const asTarget: MoveTarget = { ...target, roomTypeName: target.roomTypeName };
  const nightsText = (from: string, count = nightsNow) =>
    `${formatDay(from)}${count > 1 ? ` – ${formatDay(addDays(from as IsoDate, count - 1))}` : ''}`;
  const count = Number(nights);

  const review = async () => {
    if (!isIsoDate(firstNight)) {
      setError('Choose the first night as a date.');
      return;
    }
    if (!/^\d+$/.test(nights.trim()) || count < 1) {
      setError('Nights must be a whole number, at least 1.');
      return;
    }
    const shift = daysBetween(stay.from, firstNight as IsoDate);
    const lengthen = count - nightsNow;
    const move = moveOf(stay, request.source, target, shift, lengthen);
    setError('');
    if (move.kind === 'none') {
      setError(
        `That is the room and nights ${stay.guestName} has already: choose another room, first night or number of nights.`,
      );
      return;
    }
    setBusy(true);
    try {
      if (move.kind === 'room') {
        await moveToRoom(movedOf(request), asTarget);
        onDone(`${stay.guestName} moved from Room ${request.source.number} to Room ${target.number}.`);
        return;
      }
      setPriced(await priceMove(movedOf(request), asTarget, shift, lengthen, stay.to));
      const nightsSaid = lengthen !== 0 ? `, ${count} night${count === 1 ? '' : 's'} (was ${nightsNow})` : '';
      setReason(
        target.id === request.source.id
          ? `Changed on the room grid in Room ${target.number}${shift !== 0 ? `, first night ${formatDay(firstNight)}` : ''}${nightsSaid}.`
          : `Moved on the room grid from Room ${request.source.number} to Room ${target.number}${shift !== 0 ? `, first night ${formatDay(firstNight)}` : ''}${nightsSaid}.`,
      );
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  // A drop that asks for a change is priced at once: the desk sees the price before anything else.
  const asked = useRef(false);
  useEffect(() => {
    if (request.target && !asked.current) {
      asked.current = true;
      void review();
    }
  });

  const confirm = async () => {
    if (!priced) return;
    if (reason.trim().length < 3) {
      setError('Please say why the booking is changed.');
      return;
    }
    setBusy(true);
    setError('');
    try {
      const { failed } = await makeMove(movedOf(request), asTarget, priced, reason);
      const where =
        target.id === request.source.id
          ? `${stay.guestName} stays in Room ${target.number}, ${nightsText(firstNight, count)}.`
          : `${stay.guestName} moved to Room ${target.number}, ${nightsText(firstNight, count)}.`;
      onDone(
        `${where}${failed.length > 0 ? ` Not every room could be given again: ${failed.join(' ')} They wait under Arrivals without a room.` : ''}`,
      );
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  };

  if (priced)
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          To Room {target.number} ({target.roomTypeName}), {nightsText(firstNight, count)}: this is a change of the
          booking, priced below. Nothing changes until you confirm.
        </p>
        <ChangeComparison preview={priced.preview} />
        {!priced.preview.allowed && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {priced.preview.reason}
          </p>
        )}
        {priced.preview.allowed && (
          <div>
            <label className="label" htmlFor={`${id}-reason`}>
              Reason
            </label>
            <input
              id={`${id}-reason`}
              className="input w-full"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-800">
            {error}
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          {priced.preview.allowed && (
            <button type="button" className="btn-primary" disabled={busy} onClick={() => void confirm()}>
              {busy ? 'Moving…' : 'Confirm move'}
            </button>
          )}
          <button type="button" className="btn-outline" disabled={busy} onClick={() => setPriced(null)}>
            Choose again
          </button>
          <button type="button" className="btn-outline" disabled={busy} onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    );

  const types = [...new Set(rooms.map((r) => r.roomTypeId))];
  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void review();
      }}
    >
      <p className="text-sm text-slate-700">
        Now in Room {request.source.number} ({request.source.roomTypeName}), {nightsText(stay.from)}. A room of the same
        type on the same nights is moved at once; another type, other nights or a longer or shorter stay is a change of
        the booking, priced first.
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label className="label" htmlFor={`${id}-room`}>
            Move to room
          </label>
          <select id={`${id}-room`} className="input w-full" value={roomId} onChange={(e) => setRoomId(e.target.value)}>
            {types.map((t) => {
              const ofType = rooms.filter((r) => r.roomTypeId === t);
              return (
                <optgroup key={t} label={ofType[0]!.roomTypeName}>
                  {ofType.map((r) => (
                    <option key={r.id} value={r.id}>
                      Room {r.number}
                      {r.id === request.source.id ? ' (now)' : ''}
                    </option>
                  ))}
                </optgroup>
              );
            })}
          </select>
        </div>
        <div>
          <label className="label" htmlFor={`${id}-from`}>
            First night
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className="input w-full"
            value={firstNight}
            onChange={(e) => setFirstNight(e.target.value)}
          />
        </div>
        <div>
          <label className="label" htmlFor={`${id}-nights`}>
            Nights
          </label>
          <input
            id={`${id}-nights`}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            className="input w-full"
            value={nights}
            onChange={(e) => setNights(e.target.value)}
          />
        </div>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Working…' : 'Move'}
        </button>
        <button type="button" className="btn-outline" disabled={busy} onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
