import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import {
  CheckboxField,
  SaveError,
  SchemaForm,
  SelectField,
  showServerErrors,
  TextField,
  useSchemaForm,
} from './form-kit';

/** A contract-like input schema: trimmed text, whole numbers, a choice and a flag. */
const roomSchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(20, 'name must be at most 20 characters'),
  rooms: z.number({ error: 'rooms must be a number' }).int().min(1, 'rooms must be at least 1'),
  kind: z.enum(['suite', 'villa']),
  isActive: z.boolean(),
});
type Draft = { name: string; rooms: string; kind: string; isActive: boolean };
const formSchema = z
  .custom<Draft>()
  .transform((d) => ({ ...d, rooms: d.rooms.trim() === '' ? Number.NaN : Number(d.rooms) }))
  .pipe(roomSchema);

function RoomForm({ send }: { send: (input: z.output<typeof roomSchema>) => Promise<unknown> }) {
  const save = useMutation({ mutationFn: send });
  const form = useSchemaForm(formSchema, { name: '', rooms: '', kind: 'suite', isActive: true });
  return (
    <SchemaForm
      form={form}
      label="Room"
      messages={{ name: (e) => (e.type === 'too_big' ? 'Keep the name short.' : 'Enter the room name.') }}
      onSubmit={(input) => save.mutate(input, { onError: (error) => showServerErrors(form, error) })}
    >
      <TextField name="name" label="Name" />
      <TextField name="rooms" label="Rooms" inputMode="numeric" hint="How many of this room" />
      <SelectField
        name="kind"
        label="Kind"
        options={[
          ['suite', 'Suite'],
          ['villa', 'Villa'],
        ]}
      />
      <CheckboxField name="isActive" label="On sale" />
      <SaveError error={save.error} />
      <button type="submit">Save</button>
    </SchemaForm>
  );
}

const renderForm = (send: (input: unknown) => Promise<unknown>) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <RoomForm send={send} />
    </QueryClientProvider>,
  );

describe('the console form kit', () => {
  it('shows a schema error under its field, in the form’s words or as the schema’s sentence', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async (_input: unknown) => ({}));
    renderForm(send);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const name = screen.getByLabelText('Name');
    expect(await screen.findByText('Enter the room name.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter the room name.');
    const rooms = screen.getByLabelText('Rooms');
    expect(rooms).toHaveAccessibleDescription('How many of this room Rooms must be a number.');
    expect(send).not.toHaveBeenCalled();

    // Fixing a field clears its message as the operator types.
    await user.type(rooms, '0');
    expect(await screen.findByText('Rooms must be at least 1.')).toBeInTheDocument();
    await user.type(name, 'A name far too long for this field');
    expect(await screen.findByText('Keep the name short.')).toBeInTheDocument();
  });

  it('calls the mutation with the parsed values on a valid submit', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async (_input: unknown) => ({}));
    renderForm(send);
    await user.type(screen.getByLabelText('Name'), '  Garden Suite ');
    await user.type(screen.getByLabelText('Rooms'), '3');
    await user.selectOptions(screen.getByLabelText('Kind'), 'villa');
    await user.click(screen.getByLabelText('On sale'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual({ name: 'Garden Suite', rooms: 3, kind: 'villa', isActive: false });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the server’s field messages under their fields and its message above the button', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async () => {
      throw new ApiError(409, 'CONFLICT', 'name: a room with this name exists', { field: 'name' });
    });
    renderForm(send);
    await user.type(screen.getByLabelText('Name'), 'Suite');
    await user.type(screen.getByLabelText('Rooms'), '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('name: a room with this name exists');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('A room with this name exists.');
    expect(screen.getByLabelText('Name')).toHaveValue('Suite');
  });
});
