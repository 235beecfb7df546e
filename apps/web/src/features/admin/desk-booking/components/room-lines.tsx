import { MAX_ROOMS_PER_BOOKING } from '@staybook/contract/booking';
import type { Room } from '@staybook/contract/catalogue';
import { type FieldErrors, lineGuestsLabel, newRoomLine, type RoomLine, roomField } from '../logic/desk-booking-form';
import { Field } from './field';

/** "Deluxe Room · 3 free" — what the desk sees of a room type in the picker. */
const roomLabel = (room: Room) =>
  room.available > 0 ? `${room.name} · ${room.available} free` : `${room.name} · sold out for these dates`;

/**
 * The rooms of the booking, one line per room type: the type, how many rooms, the guests of the line, and the plan
 * (the room's default unless chosen). The room types and plans are the website's for the stay. A line's guests are
 * all its rooms' together, and its labels say so once it has more than one room.
 */
export function RoomLines({
  lines,
  rooms,
  errors,
  onChange,
}: {
  lines: RoomLine[];
  rooms: Room[];
  errors: FieldErrors;
  onChange: (lines: RoomLine[]) => void;
}) {
  const update = (key: number, patch: Partial<RoomLine>) =>
    onChange(lines.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const sellable = rooms.filter((r) => !r.url);
  return (
    <div className="space-y-3">
      {lines.map((line, i) => {
        const room = sellable.find((r) => r.id === line.roomTypeId);
        const plans = room?.ratePlans ?? [];
        return (
          <fieldset key={line.key} className="rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-800">Room line {i + 1}</legend>
            {/* Bottom-aligned: the guests' labels of a line of several rooms may take two lines. */}
            <div className="grid grid-cols-3 items-end gap-3 lg:grid-cols-7">
              <Field label="Room type" error={errors[roomField(i, 'roomTypeId')]} className="col-span-3 lg:col-span-2">
                <select
                  className="input"
                  value={line.roomTypeId}
                  onChange={(e) => update(line.key, { roomTypeId: e.target.value, ratePlanId: '' })}
                >
                  <option value="">Choose a room type</option>
                  {sellable.map((r) => (
                    <option key={r.id} value={r.id}>
                      {roomLabel(r)}
                    </option>
                  ))}
                </select>
              </Field>
              <Field label="Rooms" error={errors[roomField(i, 'roomCount')]}>
                <input
                  className="input"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_ROOMS_PER_BOOKING}
                  value={line.roomCount}
                  onChange={(e) => update(line.key, { roomCount: e.target.value })}
                />
              </Field>
              <Field label={lineGuestsLabel('Adults', line.roomCount)} error={errors[roomField(i, 'adults')]}>
                <input
                  className="input"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  value={line.adults}
                  onChange={(e) => update(line.key, { adults: e.target.value })}
                />
              </Field>
              <Field label={lineGuestsLabel('Children', line.roomCount)} error={errors[roomField(i, 'children')]}>
                <input
                  className="input"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  value={line.children}
                  onChange={(e) => update(line.key, { children: e.target.value })}
                />
              </Field>
              <Field label="Rate plan" error={errors[roomField(i, 'ratePlanId')]} className="col-span-3 lg:col-span-2">
                <select
                  className="input"
                  value={line.ratePlanId}
                  disabled={plans.length === 0}
                  onChange={(e) => update(line.key, { ratePlanId: e.target.value })}
                >
                  {plans.length === 0 && <option value="">The room’s own rate</option>}
                  {plans.map((p, n) => (
                    <option key={p.id ?? 'standard'} value={n === 0 ? '' : (p.id ?? '')}>
                      {p.name} · {p.mealPlanLabel}
                    </option>
                  ))}
                </select>
              </Field>
            </div>
            {lines.length > 1 && (
              <button
                type="button"
                className="btn-outline mt-3"
                onClick={() => onChange(lines.filter((l) => l.key !== line.key))}
              >
                Remove room line {i + 1}
              </button>
            )}
          </fieldset>
        );
      })}
      {errors.rooms && <p className="field-error">{errors.rooms}</p>}
      <button type="button" className="btn-outline" onClick={() => onChange([...lines, newRoomLine()])}>
        Add another room type
      </button>
    </div>
  );
}
