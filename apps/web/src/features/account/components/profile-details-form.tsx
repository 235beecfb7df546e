import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema } from '@staybook/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { type AuthUser, useAuthStore } from '../../../lib/auth-store';
import { useUpdateMe } from '../api/me';

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
  const form = useForm<Details>({
    resolver: zodResolver(detailsSchema),
    values: { name: user.name ?? '', email: user.email ?? '' },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (res) => {
        update({ name: res.data.name, email: res.data.email });
        form.reset({ name: res.data.name ?? '', email: res.data.email ?? '' });
        toast.success(PROFILE_SAVED_MESSAGE);
      },
      onError: (error) =>
        toast.error(error instanceof ApiError ? error.message : 'Failed to update your details. Please try again.'),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor="profile-name" className="label">
          Full name
        </label>
        <input
          id="profile-name"
          className="input"
          autoComplete="name"
          aria-invalid={Boolean(errors.name)}
          aria-describedby={errors.name ? 'profile-name-error' : undefined}
          {...form.register('name')}
        />
        {errors.name && (
          <p id="profile-name-error" className="field-error">
            {errors.name.message}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="profile-email" className="label">
          Email
        </label>
        <input
          id="profile-email"
          type="email"
          className="input"
          autoComplete="email"
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? 'profile-email-error' : undefined}
          {...form.register('email')}
        />
        {errors.email && (
          <p id="profile-email-error" className="field-error">
            {errors.email.message}
          </p>
        )}
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={!isDirty || mutation.isPending}>
          {mutation.isPending ? 'Saving…' : 'Save details'}
        </button>
      </div>
    </form>
  );
}
