import type { Group } from '@staybook/contract/groups';
import { addDays } from '@staybook/contract/stay-dates';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/console-api';
import { usePickUpRoom } from '../api/groups';

/** One room of the rooming list entered by hand: booked at once from the held rooms, or refused in words. */
export function AddRoomForm({ group }: { group: Group }) {
  const id = useId();
  const first = group.roomTypes[0];
  const [roomTypeId, setRoomTypeId] = useState(first?.roomTypeId ?? '');
  const type = group.roomTypes.find((t) => t.roomTypeId === roomTypeId);
  const [guestName, setGuestName] = useState('');
  const [phone, setPhone] = useState('');
  const [checkIn, setCheckIn] = useState(type?.nights[0]?.date ?? '');
  const [checkOut, setCheckOut] = useState(type?.nights.at(-1) ? addDays(type.nights.at(-1)!.date, 1) : '');
  const [adults, setAdults] = useState('2');
  const [said, setSaid] = useState('');
  const pick = usePickUpRoom(group.id);
  return (
    <form
      className="grid gap-3 sm:grid-cols-3"
      onSubmit={(e) => {
        e.preventDefault();
        pick.mutate(
          { guestName, phone, roomTypeId, checkIn, checkOut, adults: Number(adults), children: 0 },
          {
            onSuccess: () => {
              setSaid(`${guestName}’s room is booked.`);
              setGuestName('');
              setPhone('');
            },
            onError: (err) => setSaid(errorMessage(err)),
          },
        );
      }}
    >
      <div>
        <label className="label" htmlFor={`${id}-name`}>
          Guest’s name
        </label>
        <input
          id={`${id}-name`}
          className="input w-full"
          value={guestName}
          required
          onChange={(e) => setGuestName(e.target.value)}
        />
      </div>
      <div>
        <label className="label" htmlFor={`${id}-phone`}>
          {group.payer === 'each_guest' ? 'Guest’s mobile' : 'Guest’s mobile (optional)'}
        </label>
        <input
          id={`${id}-phone`}
          type="tel"
          className="input w-full"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
      </div>
      <div>
        <label className="label" htmlFor={`${id}-type`}>
          Room type
        </label>
        <select
          id={`${id}-type`}
          className="input w-full"
          value={roomTypeId}
          onChange={(e) => setRoomTypeId(e.target.value)}
        >
          {group.roomTypes.map((t) => (
            <option key={t.roomTypeId} value={t.roomTypeId}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className="label" htmlFor={`${id}-in`}>
          Arrival
        </label>
        <input
          id={`${id}-in`}
          type="date"
          className="input w-full"
          value={checkIn}
          required
          onChange={(e) => setCheckIn(e.target.value)}
        />
      </div>
      <div>
        <label className="label" htmlFor={`${id}-out`}>
          Departure
        </label>
        <input
          id={`${id}-out`}
          type="date"
          className="input w-full"
          value={checkOut}
          required
          onChange={(e) => setCheckOut(e.target.value)}
        />
      </div>
      <div>
        <label className="label" htmlFor={`${id}-adults`}>
          Adults
        </label>
        <input
          id={`${id}-adults`}
          type="number"
          min={1}
          className="input w-full"
          value={adults}
          onChange={(e) => setAdults(e.target.value)}
        />
      </div>
      <div className="sm:col-span-3">
        <button type="submit" className="btn-primary" disabled={pick.isPending}>
          {pick.isPending ? 'Booking…' : 'Book this room'}
        </button>
        <p role="status" className="mt-2 min-h-5 text-sm font-medium text-slate-900">
          {said}
        </p>
      </div>
    </form>
  );
}
