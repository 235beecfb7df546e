import type { RoomInput, RoomTypeRooms } from '@staybook/contract/admin-rooms';
import { useEffect } from 'react';
import {
  SaveError,
  SchemaForm,
  SelectField,
  showServerErrors,
  TextField,
  useSchemaForm,
} from '../../../../components/form/form-kit';
import { type RoomDraft, roomFormSchema, roomMessages } from '../logic/room-form';

/** Add or edit a numbered room: its number, floor, features and the room it connects to. */
export function RoomForm({
  heading,
  initial,
  roomId,
  propertyRooms,
  saving,
  error,
  onSave,
  onCancel,
}: {
  heading: string;
  initial: RoomDraft;
  /** The room edited (left out of its own connecting-room choices). */
  roomId?: string;
  propertyRooms: RoomTypeRooms['propertyRooms'];
  saving: boolean;
  error: unknown;
  onSave: (input: RoomInput) => void;
  onCancel: () => void;
}) {
  const form = useSchemaForm(roomFormSchema, initial);
  useEffect(() => showServerErrors(form, error), [form, error]);
  const connections = [
    ['', 'None'] as const,
    ...propertyRooms.filter((r) => r.id !== roomId).map((r) => [r.id, `${r.number} (${r.roomTypeName})`] as const),
  ];
  return (
    <SchemaForm
      form={form}
      label={heading}
      messages={roomMessages}
      onSubmit={onSave}
      className="space-y-3 rounded-lg bg-slate-50 p-3"
    >
      <h4 className="text-sm font-semibold text-slate-900">{heading}</h4>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TextField name="number" label="Room number" hint="Such as 204" />
        <TextField name="floor" label="Floor" inputMode="numeric" hint="0 is the ground floor" />
        <TextField
          name="features"
          label="Features"
          hint="Comma-separated, e.g. sea view, bathtub"
          className="sm:col-span-2"
        />
        <SelectField name="connectsToRoomId" label="Connects to" options={connections} />
      </div>
      <SaveError error={error} />
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save room'}
        </button>
        <button type="button" className="btn-outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </SchemaForm>
  );
}
