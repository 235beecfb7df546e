import type { AdminRoomType, RoomTypeInput } from '@staybook/contract/admin-catalogue';
import { type FormEvent, useState } from 'react';
import { numberOrNull } from './catalogue-api';
import { Field, SaveError } from './catalogue-ui';
import { type Row, RowsEditor } from './rows-editor';

export interface RoomTypeDraft {
  name: string;
  roomType: string;
  description: string;
  sizeSqft: string;
  baseAdults: string;
  maxAdults: string;
  baseChildren: string;
  maxChildren: string;
  totalRooms: string;
  baseRate: string;
  externalBookingUrl: string;
  /** One amenity a line. */
  amenities: string;
  policies: Row[];
}

export const emptyRoomTypeDraft: RoomTypeDraft = {
  name: '',
  roomType: 'Deluxe',
  description: '',
  sizeSqft: '',
  baseAdults: '2',
  maxAdults: '2',
  baseChildren: '0',
  maxChildren: '1',
  totalRooms: '1',
  baseRate: '',
  externalBookingUrl: '',
  amenities: '',
  policies: [],
};

export const roomTypeDraftOf = (r: AdminRoomType): RoomTypeDraft => ({
  name: r.name,
  roomType: r.roomType,
  description: r.description,
  sizeSqft: r.sizeSqft === null ? '' : String(r.sizeSqft),
  baseAdults: String(r.baseAdults),
  maxAdults: String(r.maxAdults),
  baseChildren: String(r.baseChildren),
  maxChildren: String(r.maxChildren),
  totalRooms: String(r.totalRooms),
  baseRate: String(r.baseRate),
  externalBookingUrl: r.externalBookingUrl ?? '',
  amenities: r.amenities.join('\n'),
  policies: r.policies.map((p) => ({ ...p })),
});

const whole = (text: string) => numberOrNull(text) ?? Number.NaN;

export const roomTypeInputOf = (d: RoomTypeDraft): RoomTypeInput => ({
  name: d.name,
  roomType: d.roomType,
  description: d.description,
  sizeSqft: numberOrNull(d.sizeSqft),
  baseAdults: whole(d.baseAdults),
  maxAdults: whole(d.maxAdults),
  baseChildren: whole(d.baseChildren),
  maxChildren: whole(d.maxChildren),
  totalRooms: whole(d.totalRooms),
  baseRate: whole(d.baseRate),
  externalBookingUrl: d.externalBookingUrl,
  amenities: d.amenities
    .split('\n')
    .map((a) => a.trim())
    .filter(Boolean),
  policies: d.policies.map((p) => ({ title: p.title ?? '', description: p.description ?? '' })),
});

export function validateRoomTypeDraft(d: RoomTypeDraft): Record<string, string> {
  const e: Record<string, string> = {};
  const n = (t: string) => Number(t.trim());
  const isWhole = (t: string, min: number) => t.trim() !== '' && Number.isInteger(n(t)) && n(t) >= min;
  if (!d.name.trim()) e.name = 'Enter the room name.';
  if (!d.roomType.trim()) e.roomType = 'Enter the kind of room (Deluxe, Suite…).';
  if (!isWhole(d.baseRate, 1)) e.baseRate = 'Enter the nightly rate in whole rupees, at least ₹1.';
  if (!isWhole(d.totalRooms, 1) || n(d.totalRooms) > 500) e.totalRooms = 'Enter how many rooms, from 1 to 500.';
  if (!isWhole(d.baseAdults, 1)) e.baseAdults = 'At least 1 adult.';
  if (!isWhole(d.maxAdults, 1)) e.maxAdults = 'At least 1 adult.';
  else if (!e.baseAdults && n(d.maxAdults) < n(d.baseAdults)) e.maxAdults = 'Must be at least the base adults.';
  if (!isWhole(d.baseChildren, 0)) e.baseChildren = 'A whole number, 0 or more.';
  if (!isWhole(d.maxChildren, 0)) e.maxChildren = 'A whole number, 0 or more.';
  else if (!e.baseChildren && n(d.maxChildren) < n(d.baseChildren))
    e.maxChildren = 'Must be at least the base children.';
  if (d.sizeSqft.trim() && !isWhole(d.sizeSqft, 1)) e.sizeSqft = 'A whole number of square feet, or empty.';
  return e;
}

interface Props {
  initial: RoomTypeDraft;
  heading: string;
  isNew: boolean;
  saving: boolean;
  serverError: string | null;
  serverFields: Record<string, string>;
  onSave: (input: RoomTypeInput) => void;
  onCancel: () => void;
}

/** Create or edit a room type. */
export function RoomTypeForm({ initial, heading, isNew, saving, serverError, serverFields, onSave, onCancel }: Props) {
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState(false);
  const local = validateRoomTypeDraft(draft);
  const errors: Record<string, string> = { ...serverFields, ...(touched ? local : {}) };
  const text = (key: Exclude<keyof RoomTypeDraft, 'policies'>) => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(local).length > 0) return;
    onSave(roomTypeInputOf(draft));
  };
  return (
    <form onSubmit={submit} noValidate aria-label={heading} className="space-y-4 rounded-lg bg-slate-50 p-4">
      <h3 className="text-base font-semibold text-slate-900">{heading}</h3>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label="Room name" error={errors.name} className="sm:col-span-2">
          {(p) => <input {...p} className="input" {...text('name')} />}
        </Field>
        <Field label="Kind of room" error={errors.roomType} hint="Deluxe, Suite, Villa, Dormitory…">
          {(p) => <input {...p} className="input" {...text('roomType')} />}
        </Field>
        <Field label="Size (sq ft)" error={errors.sizeSqft}>
          {(p) => <input {...p} inputMode="numeric" className="input" {...text('sizeSqft')} />}
        </Field>
        <Field
          label="Base rate (₹ a night)"
          error={errors.baseRate}
          hint={isNew ? 'New nights open at this rate.' : 'Used for nights opened later; open nights keep their rates.'}
        >
          {(p) => <input {...p} inputMode="numeric" className="input" {...text('baseRate')} />}
        </Field>
        <Field
          label="Number of rooms"
          error={errors.totalRooms}
          hint={
            isNew
              ? 'Every night for the next 400 opens with this many rooms.'
              : 'Changing this does not change nights already open or sold: use Rates & inventory for that.'
          }
        >
          {(p) => <input {...p} inputMode="numeric" className="input" {...text('totalRooms')} />}
        </Field>
        <Field label="Base adults" error={errors.baseAdults}>
          {(p) => <input {...p} inputMode="numeric" className="input" {...text('baseAdults')} />}
        </Field>
        <Field label="Max adults" error={errors.maxAdults}>
          {(p) => <input {...p} inputMode="numeric" className="input" {...text('maxAdults')} />}
        </Field>
        <Field label="Base children" error={errors.baseChildren}>
          {(p) => <input {...p} inputMode="numeric" className="input" {...text('baseChildren')} />}
        </Field>
        <Field label="Max children" error={errors.maxChildren}>
          {(p) => <input {...p} inputMode="numeric" className="input" {...text('maxChildren')} />}
        </Field>
        <Field label="Room description" error={errors.description} className="sm:col-span-2 lg:col-span-4">
          {(p) => <textarea {...p} rows={3} className="input" {...text('description')} />}
        </Field>
        <Field
          label="Room amenities"
          error={errors.amenities}
          hint="One a line, e.g. King bed"
          className="sm:col-span-2"
        >
          {(p) => <textarea {...p} rows={4} className="input" {...text('amenities')} />}
        </Field>
        <Field
          label="Partner booking link"
          error={errors.externalBookingUrl}
          hint="Only for rooms booked on a partner's site"
          className="sm:col-span-2"
        >
          {(p) => <input {...p} type="url" className="input" {...text('externalBookingUrl')} />}
        </Field>
      </div>
      <div>
        <h4 className="label">Room policies</h4>
        <RowsEditor
          noun="room policy"
          rows={draft.policies}
          onChange={(policies) => setDraft((d) => ({ ...d, policies }))}
          empty={{ title: '', description: '' }}
          prefix="policies"
          errors={errors}
          columns={[
            { key: 'title', label: 'Title' },
            { key: 'description', label: 'Text', kind: 'textarea' },
          ]}
        />
      </div>
      <SaveError message={serverError} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? 'Saving…' : isNew ? 'Create room type' : 'Save room type'}
        </button>
        <button type="button" className="btn-outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
