import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateReview,
  type CreateReviewInput,
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
} from '@staybook/contract/reviews';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { useSubmitReview } from '../api/submit-review';
import { emptyReview, reviewFormSchema, starFields } from '../logic/review-form';
import { StarRatingField } from './star-rating-field';

/** Stars per aspect, a title and the text; the contract's schema says what is valid, the server decides the rest. */
export function ReviewForm({ bookingId, onDone }: { bookingId: string; onDone: (message: string) => void }) {
  const submit = useSubmitReview();
  const form = useForm<CreateReviewInput, unknown, CreateReview>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: emptyReview(bookingId),
  });
  const { errors } = form.formState;
  const text = form.watch('text') ?? '';

  return (
    <form
      noValidate
      aria-label="Your review"
      className="space-y-5"
      onSubmit={form.handleSubmit((values) => submit.mutate(values, { onSuccess: (res) => onDone(res.message) }))}
    >
      {starFields.map((field) => (
        <Controller
          key={field.name}
          control={form.control}
          name={field.name}
          render={({ field: f, fieldState }) => (
            <StarRatingField
              legend={field.label}
              value={f.value as number | undefined}
              onChange={f.onChange}
              error={fieldState.error ? `Choose 1 to 5 stars for ${field.label.toLowerCase()}.` : undefined}
            />
          )}
        />
      ))}
      <div>
        <label htmlFor="review-title" className="label">
          Title
        </label>
        <input
          id="review-title"
          className="input"
          maxLength={REVIEW_TITLE_MAX}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? 'review-title-error' : undefined}
          {...form.register('title')}
        />
        {errors.title && (
          <p id="review-title-error" className="mt-1 text-sm text-red-700">
            {errors.title.message}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="review-text" className="label">
          Your review
        </label>
        <textarea
          id="review-text"
          rows={6}
          className="input min-h-36"
          maxLength={REVIEW_TEXT_MAX}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={`review-text-help${errors.text ? ' review-text-error' : ''}`}
          {...form.register('text')}
        />
        <p id="review-text-help" className="mt-1 text-sm text-slate-600">
          What did you like, and what could be better? ({text.length}/{REVIEW_TEXT_MAX})
        </p>
        {errors.text && (
          <p id="review-text-error" className="mt-1 text-sm text-red-700">
            {errors.text.message}
          </p>
        )}
      </div>
      {submit.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {submit.error instanceof ApiError ? submit.error.message : 'Your review could not be sent. Please try again.'}
        </p>
      )}
      <button type="submit" className="btn-primary w-full py-3 sm:w-auto" disabled={submit.isPending}>
        {submit.isPending ? 'Sending…' : 'Submit review'}
      </button>
    </form>
  );
}
