import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from '@staybook/contract/reviews';
import { Controller, useFormContext } from 'react-hook-form';
import { SchemaForm, TextField, useFieldError, useSchemaForm } from '../../../components/form/form-kit';
import { ApiError } from '../../../lib/api-client';
import { useSubmitReview } from '../api/submit-review';
import { emptyReview, reviewFormSchema, starFields } from '../logic/review-form';
import { StarRatingField } from './star-rating-field';

/** Stars per aspect, a title and the text; the contract's schema says what is valid, the server decides the rest. */
export function ReviewForm({ bookingId, onDone }: { bookingId: string; onDone: (message: string) => void }) {
  const submit = useSubmitReview();
  const form = useSchemaForm(reviewFormSchema, emptyReview(bookingId));
  const text = form.watch('text') ?? '';

  return (
    <SchemaForm
      form={form}
      label="Your review"
      asWritten
      messages={starMessages}
      className="space-y-5"
      onSubmit={(values) => submit.mutate(values, { onSuccess: (res) => onDone(res.message) })}
    >
      {starFields.map((field) => (
        <StarField key={field.name} name={field.name} label={field.label} />
      ))}
      <TextField name="title" label="Title" maxLength={REVIEW_TITLE_MAX} />
      <TextField
        name="text"
        label="Your review"
        rows={6}
        inputClassName="min-h-36"
        maxLength={REVIEW_TEXT_MAX}
        hint={`What did you like, and what could be better? (${text.length}/${REVIEW_TEXT_MAX})`}
      />
      {submit.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {submit.error instanceof ApiError ? submit.error.message : 'Your review could not be sent. Please try again.'}
        </p>
      )}
      <button type="submit" className="btn-primary w-full py-3 sm:w-auto" disabled={submit.isPending}>
        {submit.isPending ? 'Sending…' : 'Submit review'}
      </button>
    </SchemaForm>
  );
}

/** A missing or out-of-range score names its aspect. */
const starMessages = Object.fromEntries(
  starFields.map((field) => [field.name, `Choose 1 to 5 stars for ${field.label.toLowerCase()}.`]),
);

function StarField({ name, label }: { name: (typeof starFields)[number]['name']; label: string }) {
  const { control } = useFormContext();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <StarRatingField
          legend={label}
          value={field.value as number | undefined}
          onChange={field.onChange}
          error={error}
        />
      )}
    />
  );
}
