import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from '@staybook/contract/reviews';
import { Controller, useFormContext } from 'react-hook-form';
import { SchemaForm, TextField, useFieldError, useSchemaForm } from '../../../components/form/form-kit';
import { useFormsMessages } from '../../../components/form/forms-messages';
import { ApiError } from '../../../lib/api-client';
import { usePageLanguage, useT } from '../../../lib/i18n';
import { useSubmitReview } from '../api/submit-review';
import { emptyReview, reviewFormSchema, starFields } from '../logic/review-form';
import { reviewFailureWords } from '../logic/review-refusal-words';
import { StarRatingField } from './star-rating-field';

/**
 * Stars per aspect, a title and the text; the contract's schema says what is valid, the server decides the rest. Its
 * words are the page's language: the title's and text's messages through the contract-message map, the stars' its
 * own; a refusal from the server is shown as sent on an English page, worded from its facts in another (a refused
 * review's, a rate limit's wait, a field the schema refused by its contract message; the form's failure sentence when
 * it carries none).
 */
export function ReviewForm({ bookingId, onDone }: { bookingId: string; onDone: (message: string) => void }) {
  const t = useT('bookings');
  const english = usePageLanguage().lang === DEFAULT_LANGUAGE;
  const submit = useSubmitReview();
  const form = useSchemaForm(reviewFormSchema, emptyReview(bookingId));
  const text = form.watch('text') ?? '';
  // A missing or out-of-range score names its aspect.
  const forms = useFormsMessages();
  // The server's refusal: as sent on an English page, from its facts in another (the form's sentence without facts).
  const refusedText = (err: unknown) => {
    if (english && err instanceof ApiError) return err.message;
    return english ? t('bookings.rate.failed') : reviewFailureWords(err, t, forms);
  };
  const starMessages = Object.fromEntries(
    starFields.map((name) => [name, t('bookings.rate.choose', { aspect: name })]),
  );

  return (
    <SchemaForm
      form={form}
      label={t('bookings.rate.form')}
      asWritten
      messages={starMessages}
      className="space-y-5"
      onSubmit={(values) => submit.mutate(values, { onSuccess: (res) => onDone(res.message) })}
    >
      {starFields.map((name) => (
        <StarField key={name} name={name} label={t('bookings.rate.aspect', { aspect: name })} />
      ))}
      <TextField name="title" label={t('bookings.rate.titleLabel')} maxLength={REVIEW_TITLE_MAX} />
      <TextField
        name="text"
        label={t('bookings.rate.form')}
        rows={6}
        inputClassName="min-h-36"
        maxLength={REVIEW_TEXT_MAX}
        hint={t('bookings.rate.hint', { count: text.length, max: REVIEW_TEXT_MAX })}
      />
      {submit.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {refusedText(submit.error)}
        </p>
      )}
      <button type="submit" className="btn-primary w-full py-3 sm:w-auto" disabled={submit.isPending}>
        {submit.isPending ? t('bookings.rate.sending') : t('bookings.rate.submit')}
      </button>
    </SchemaForm>
  );
}

function StarField({ name, label }: { name: (typeof starFields)[number]; label: string }) {
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
