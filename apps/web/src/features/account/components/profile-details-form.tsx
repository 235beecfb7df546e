import { emailSchema } from '@staybook/contract';
import { z } from 'zod';
import { SchemaForm, TextField, useSchemaForm } from '../../../components/form/form-kit';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { type AuthUser, useAuthStore } from '../../../lib/auth-store';
import { useUpdateMe } from '../api/me';

/** The contract's update allows either field alone; this form always sends a name (so it is required here). */
const detailsSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  email: z.union([z.literal(''), z.string().trim().pipe(emailSchema)]),
});
type Details = z.infer<typeof detailsSchema>;

export const PROFILE_SAVED_MESSAGE = 'Profile updated successfully';

/** Name and e-mail: they greet the guest here and prefill the booking form. */
export function ProfileDetailsForm({ user }: { user: AuthUser }) {
  const update = useAuthStore((s) => s.update);
  const mutation = useUpdateMe();
  const form = useSchemaForm(
    detailsSchema,
    { name: user.name ?? '', email: user.email ?? '' },
    // The signed-in user may change elsewhere (another tab, a booking's details): the form follows.
    { values: { name: user.name ?? '', email: user.email ?? '' } },
  );
  const { isDirty } = form.formState;

  const onSubmit = (values: Details) =>
    mutation.mutate(values, {
      onSuccess: (res) => {
        update({ name: res.data.name, email: res.data.email });
        form.reset({ name: res.data.name ?? '', email: res.data.email ?? '' });
        toast.success(PROFILE_SAVED_MESSAGE);
      },
      onError: (error) =>
        toast.error(error instanceof ApiError ? error.message : 'Failed to update your details. Please try again.'),
    });

  return (
    <SchemaForm form={form} onSubmit={onSubmit} asWritten className="grid gap-4 sm:grid-cols-2">
      <TextField name="name" label="Full name" autoComplete="name" />
      <TextField name="email" label="Email" type="email" autoComplete="email" />
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={!isDirty || mutation.isPending}>
          {mutation.isPending ? 'Saving…' : 'Save details'}
        </button>
      </div>
    </SchemaForm>
  );
}
