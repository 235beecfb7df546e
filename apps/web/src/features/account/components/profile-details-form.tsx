import { emailSchema } from '@staybook/contract';
import { z } from 'zod';
import { SchemaForm, TextField, useSchemaForm } from '../../../components/form/form-kit';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { type AuthUser, useAuthStore } from '../../../lib/auth-store';
import { useT } from '../../../lib/i18n';
import { useUpdateMe } from '../api/me';

/** The contract's update allows either field alone; this form always sends a name (so it is required here). */
const detailsSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  email: z.union([z.literal(''), z.string().trim().pipe(emailSchema)]),
});
type Details = z.infer<typeof detailsSchema>;

/** Name and e-mail: they greet the guest here and prefill the booking form. */
export function ProfileDetailsForm({ user }: { user: AuthUser }) {
  const t = useT('info');
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
        toast.success(t('account.saved'));
      },
      onError: (error) => toast.error(error instanceof ApiError ? error.message : t('account.saveFailed')),
    });

  return (
    <SchemaForm form={form} onSubmit={onSubmit} asWritten className="grid gap-4 sm:grid-cols-2">
      <TextField name="name" label={t('account.fullName')} autoComplete="name" />
      <TextField name="email" label={t('account.email')} type="email" autoComplete="email" />
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={!isDirty || mutation.isPending}>
          {mutation.isPending ? t('account.saving') : t('account.save')}
        </button>
      </div>
    </SchemaForm>
  );
}
