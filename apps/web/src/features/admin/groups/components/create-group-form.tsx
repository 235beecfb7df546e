import type { DeskPropertyOption } from '@staybook/contract/admin-bookings';
import { type CreateGroup, GROUP_PAYER_LABELS, type GroupPayer, groupPayers } from '@staybook/contract/groups';
import { addDays, todayIst } from '@staybook/contract/stay-dates';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeskRooms } from '../../desk-booking/api/desk-booking';
import { errorMessage } from '../../lib/console-api';
import { consolePaths } from '../../lib/console-paths';
import { useCreateGroup } from '../api/groups';

interface Line {
  roomTypeId: string;
  from: string;
  to: string;
  rooms: string;
  rate: string;
}

function TextField({
  label,
  value,
  onChange,
  type = 'text',
  required = false,
  autoComplete,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  type?: string;
  required?: boolean;
  autoComplete?: string;
}) {
  const id = useId();
  return (
    <div>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input w-full"
        type={type}
        value={value}
        required={required}
        autoComplete={autoComplete}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** One allotment line: a room type held from a first to a last night, rooms a night, the group rate. */
function LineFields({
  propertyId,
  line,
  index,
  onChange,
}: {
  propertyId: string;
  line: Line;
  index: number;
  onChange: (l: Line) => void;
}) {
  const id = useId();
  const rooms = useDeskRooms({ propertyId, checkIn: line.from, checkOut: line.to ? addDays(line.to, 1) : '' });
  const set = (patch: Partial<Line>) => onChange({ ...line, ...patch });
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-5">
      <legend className="px-1 text-sm font-semibold text-slate-900">Rooms held, line {index + 1}</legend>
      <TextField label="First night" type="date" value={line.from} onChange={(v) => set({ from: v })} required />
      <TextField label="Last night" type="date" value={line.to} onChange={(v) => set({ to: v })} required />
      <div>
        <label className="label" htmlFor={`${id}-type`}>
          Room type
        </label>
        <select
          id={`${id}-type`}
          className="input w-full"
          value={line.roomTypeId}
          required
          onChange={(e) => set({ roomTypeId: e.target.value })}
        >
          <option value="">{rooms.isPending ? 'Choose the nights first' : 'Choose a room type'}</option>
          {(rooms.data ?? []).map((r) => (
            <option key={r.id} value={r.id}>
              {r.name} ({r.available} free)
            </option>
          ))}
        </select>
      </div>
      <TextField label="Rooms a night" type="number" value={line.rooms} onChange={(v) => set({ rooms: v })} required />
      <TextField
        label="Group rate a night (₹)"
        type="number"
        value={line.rate}
        onChange={(v) => set({ rate: v })}
        required
      />
    </fieldset>
  );
}

/** A new group: who it is, who pays, the cut-off, and the rooms held. Held at once, or refused naming the nights. */
export function CreateGroupForm({ properties }: { properties: readonly DeskPropertyOption[] }) {
  const today = todayIst();
  const [propertyId, setPropertyId] = useState(properties[0]?.id ?? '');
  const [name, setName] = useState('');
  const [organiser, setOrganiser] = useState({ name: '', phone: '', email: '', company: '', gstin: '' });
  const [payer, setPayer] = useState<GroupPayer>('master');
  const [cutoffDate, setCutoffDate] = useState(today);
  const [lines, setLines] = useState<Line[]>([
    { roomTypeId: '', from: addDays(today, 7), to: addDays(today, 9), rooms: '10', rate: '' },
  ]);
  const create = useCreateGroup();
  const navigate = useNavigate();
  const id = useId();
  const body: CreateGroup = {
    propertyId,
    name,
    organiser,
    payer,
    cutoffDate,
    lines: lines.map((l) => ({ ...l, rooms: Number(l.rooms), rate: Number(l.rate) })),
  };
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate(body, { onSuccess: (group) => navigate(consolePaths.group(group.id)) });
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label className="label" htmlFor={`${id}-property`}>
            Property
          </label>
          <select
            id={`${id}-property`}
            className="input w-full"
            value={propertyId}
            onChange={(e) => setPropertyId(e.target.value)}
          >
            {properties.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <TextField label="Group name" value={name} onChange={setName} required />
        <TextField
          label="Organiser’s name"
          value={organiser.name}
          onChange={(v) => setOrganiser({ ...organiser, name: v })}
          required
        />
        <TextField
          label="Organiser’s mobile"
          type="tel"
          value={organiser.phone}
          onChange={(v) => setOrganiser({ ...organiser, phone: v })}
          required
        />
        <TextField
          label="Organiser’s e-mail (optional)"
          type="email"
          value={organiser.email}
          onChange={(v) => setOrganiser({ ...organiser, email: v })}
        />
        <TextField
          label="Company (optional)"
          value={organiser.company}
          onChange={(v) => setOrganiser({ ...organiser, company: v })}
        />
        <TextField
          label="GSTIN (optional)"
          value={organiser.gstin}
          onChange={(v) => setOrganiser({ ...organiser, gstin: v })}
        />
        <TextField label="Cut-off date (IST)" type="date" value={cutoffDate} onChange={setCutoffDate} required />
      </div>
      <fieldset>
        <legend className="label">Who pays</legend>
        {groupPayers.map((p) => (
          <label key={p} className="flex min-h-11 items-center gap-2 text-sm text-slate-900">
            <input type="radio" name={`${id}-payer`} checked={payer === p} onChange={() => setPayer(p)} />
            {GROUP_PAYER_LABELS[p]}
          </label>
        ))}
      </fieldset>
      {lines.map((line, i) => (
        <LineFields
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are only added at the end, never reordered
          key={i}
          index={i}
          propertyId={propertyId}
          line={line}
          onChange={(l) => setLines(lines.map((old, j) => (j === i ? l : old)))}
        />
      ))}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-outline"
          onClick={() => setLines([...lines, { ...lines.at(-1)!, roomTypeId: '', rooms: '1' }])}
        >
          Add a room type
        </button>
        <button type="submit" className="btn-primary" disabled={create.isPending}>
          {create.isPending ? 'Holding the rooms…' : 'Hold the rooms'}
        </button>
      </div>
      {create.isError && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {errorMessage(create.error)}
        </p>
      )}
    </form>
  );
}
