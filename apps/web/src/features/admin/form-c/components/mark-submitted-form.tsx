import { markFormCSubmittedSchema } from '@staybook/contract/form-c';
import { useEffect } from 'react';
import {
  SaveError,
  SchemaForm,
  showServerErrors,
  TextField,
  useSchemaForm,
} from '../../../../components/form/form-kit';
import { useMarkFormCSubmitted } from '../api/form-c';

/** "Mark submitted": the FRRO portal's application/reference number, recorded with the time and who. */
export function MarkSubmittedForm({
  bookingId,
  guestId,
  guestName,
  onDone,
  onCancel,
}: {
  bookingId: string;
  guestId: string;
  guestName: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const form = useSchemaForm(markFormCSubmittedSchema, { frroReference: '' });
  const mark = useMarkFormCSubmitted();
  // The "Mark submitted" button that opened it is gone: the keyboard starts in the reference.
  useEffect(() => form.setFocus('frroReference'), [form]);
  return (
    <SchemaForm
      form={form}
      label={`Mark Form C of ${guestName} submitted`}
      className="mt-2 flex flex-wrap items-end gap-2"
      onSubmit={async ({ frroReference }) => {
        try {
          await mark.mutateAsync({ bookingId, guestId, frroReference });
          onDone(`Form C of ${guestName} marked submitted (${frroReference}).`);
        } catch (error) {
          showServerErrors(form, error);
        }
      }}
    >
      <TextField name="frroReference" label="FRRO application/reference number" autoComplete="off" />
      <button type="submit" className="btn-primary" disabled={form.formState.isSubmitting}>
        Save as submitted
      </button>
      <button type="button" className="btn-outline" onClick={onCancel}>
        Cancel
      </button>
      <SaveError error={mark.error} />
    </SchemaForm>
  );
}
