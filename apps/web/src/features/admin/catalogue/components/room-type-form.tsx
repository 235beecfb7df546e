import type { RoomTypeInput } from '@staybook/contract/admin-catalogue';
import { useEffect } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import {
  SaveError,
  SchemaForm,
  showServerErrors,
  TextField,
  useNestedErrors,
  useSchemaForm,
} from '../../../../components/form/form-kit';
import { type RoomTypeDraft, roomTypeFormSchema, roomTypeMessages } from '../logic/room-type-form';
import { RowsEditor } from './rows-editor';

interface Props {
  initial: RoomTypeDraft;
  heading: string;
  isNew: boolean;
  saving: boolean;
  /** The last failed save: its field messages go under their fields, the rest above the buttons. */
  error: unknown;
  onSave: (input: RoomTypeInput) => void;
  onCancel: () => void;
}

/** Create or edit a room type. */
export function RoomTypeForm({ initial, heading, isNew, saving, error, onSave, onCancel }: Props) {
  const form = useSchemaForm(roomTypeFormSchema, initial);
  useEffect(() => showServerErrors(form, error), [form, error]);
  return (
    <SchemaForm
      form={form}
      label={heading}
      messages={roomTypeMessages}
      onSubmit={onSave}
      className="space-y-4 rounded-lg bg-slate-50 p-4"
    >
      <h3 className="text-base font-semibold text-slate-900">{heading}</h3>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField name="name" label="Room name" className="sm:col-span-2" />
        <TextField name="roomType" label="Kind of room" hint="Deluxe, Suite, Villa, Dormitory…" />
        <TextField name="sizeSqft" label="Size (sq ft)" inputMode="numeric" />
        <TextField
          name="baseRate"
          label="Base rate (₹ a night)"
          inputMode="numeric"
          hint={isNew ? 'New nights open at this rate.' : 'Used for nights opened later; open nights keep their rates.'}
        />
        <TextField
          name="totalRooms"
          label="Number of rooms"
          inputMode="numeric"
          hint={
            isNew
              ? 'Every night for the next 400 opens with this many rooms.'
              : 'Changing this does not change nights already open or sold: use Rates & inventory for that. Once the rooms are numbered (Rooms), the count follows them.'
          }
        />
        <TextField name="baseAdults" label="Base adults" inputMode="numeric" />
        <TextField name="maxAdults" label="Max adults" inputMode="numeric" />
        <TextField name="baseChildren" label="Base children" inputMode="numeric" />
        <TextField name="maxChildren" label="Max children" inputMode="numeric" />
        <TextField name="description" label="Room description" rows={3} className="sm:col-span-2 lg:col-span-4" />
        <TextField
          name="amenities"
          label="Room amenities"
          hint="One a line, e.g. King bed"
          rows={4}
          className="sm:col-span-2"
        />
        <TextField
          name="externalBookingUrl"
          label="Partner booking link"
          hint="Only for rooms booked on a partner's site"
          type="url"
          className="sm:col-span-2"
        />
      </div>
      <div>
        <h4 className="label">Room policies</h4>
        <PolicyRows />
      </div>
      <SaveError error={error} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? 'Saving…' : isNew ? 'Create room type' : 'Save room type'}
        </button>
        <button type="button" className="btn-outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </SchemaForm>
  );
}

function PolicyRows() {
  const { control } = useFormContext<RoomTypeDraft>();
  const errors = useNestedErrors('policies');
  return (
    <Controller
      control={control}
      name="policies"
      render={({ field }) => (
        <RowsEditor
          noun="room policy"
          rows={field.value}
          onChange={field.onChange}
          empty={{ title: '', description: '' }}
          prefix="policies"
          errors={errors}
          columns={[
            { key: 'title', label: 'Title' },
            { key: 'description', label: 'Text', kind: 'textarea' },
          ]}
        />
      )}
    />
  );
}
