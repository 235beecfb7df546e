import { CONTACT_MESSAGE_MAX, contactRequestSchema, contactSubjectValues } from '@staybook/contract/contact';
import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import { mobileFieldValue } from '@staybook/contract/phone';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  FieldShell,
  SchemaForm,
  SelectField,
  TextField,
  TextInput,
  useFieldError,
  useSchemaForm,
} from '../../../components/form/form-kit';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useLanguage, useT } from '../../../lib/i18n';
import { retryAfterOf } from '../../../lib/retry-after';
import { useSendContactMessage } from '../api/send-contact-message';

type ContactFormValues = z.input<typeof contactRequestSchema>;

const isContactSubject = (value: string | null | undefined): value is ContactFormValues['subject'] =>
  (contactSubjectValues as readonly string[]).includes(value ?? '');

/** The subject starts unchosen: the select shows its placeholder until the guest picks one. */
const EMPTY = {
  name: '',
  email: '',
  phone: '',
  company: '',
  message: '',
  subject: '' as ContactFormValues['subject'],
};

const required = <span aria-hidden="true">*</span>;

/** The spec's 'Sending...' lasts 2 s (§4, §9): the message goes to the API meanwhile, and the answer waits it out. */
export const CONTACT_SENDING_MS = 2000;
const sendingTime = () => new Promise<void>((resolve) => setTimeout(resolve, CONTACT_SENDING_MS));

/**
 * The contact form: validated here with the API's own schema, stored by the API. `subject` preselects a choice
 * (the profile's "Rate us" opens it as feedback); anything not a known subject leaves it unchosen.
 */
export function ContactForm({ subject }: { subject?: string | null } = {}) {
  const t = useT('info');
  const english = useLanguage() === DEFAULT_LANGUAGE;
  const optional = <span className="font-normal text-slate-500">{t('contact.optional')}</span>;
  const subjectOptions = [
    ['', t('contact.subjectPlaceholder')],
    ...contactSubjectValues.map((subject) => [subject, t('contact.subjectOption', { subject })] as const),
  ] as const;
  const send = useSendContactMessage();
  const [sending, setSending] = useState(false);
  const form = useSchemaForm(contactRequestSchema, isContactSubject(subject) ? { ...EMPTY, subject } : EMPTY);

  const onSubmit = async (values: z.output<typeof contactRequestSchema>) => {
    setSending(true);
    const shown = sendingTime();
    try {
      await Promise.all([send.mutateAsync(values), shown]);
      toast.success(t('contact.sent'));
      form.reset(EMPTY);
    } catch (err) {
      await shown;
      // A rate-limit answer explains itself (English shows it as sent, another language says its wait); anything else
      // gets the spec's wording. The input stays.
      const wait = retryAfterOf(err);
      const limited = err instanceof ApiError && err.status === 429;
      toast.error(
        limited && english ? err.message : wait ? t('contact.tooMany', { seconds: wait }) : t('contact.failed'),
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <SchemaForm
      form={form}
      onSubmit={(values) => void onSubmit(values)}
      label={t('contact.form')}
      asWritten
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="name"
          label={
            <>
              {t('contact.fullName')} {required}
            </>
          }
          autoComplete="name"
        />
        <TextField
          name="email"
          label={
            <>
              {t('contact.email')} {required}
            </>
          }
          type="email"
          autoComplete="email"
        />
        {/* The 10 digits however the number is typed or pasted, as every mobile field keeps it. */}
        <TextField
          name="phone"
          label={
            <>
              {t('contact.phone')} {optional}
            </>
          }
          type="tel"
          autoComplete="tel"
          normalize={mobileFieldValue}
        />
        <TextField
          name="company"
          label={
            <>
              {t('contact.company')} {optional}
            </>
          }
          autoComplete="organization"
        />
      </div>
      <SelectField
        name="subject"
        label={
          <>
            {t('contact.subject')} {required}
          </>
        }
        options={subjectOptions}
      />
      <MessageField />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
        {sending ? t('contact.sending') : t('contact.send')}
      </button>
    </SchemaForm>
  );
}

/** The message with its length counted beside its error. */
function MessageField() {
  const t = useT('info');
  const id = useId();
  const error = useFieldError('message');
  const length = (useWatch({ control: useFormContext().control, name: 'message' }) as string | undefined)?.length ?? 0;
  return (
    <div>
      <FieldShell
        id={id}
        label={
          <>
            {t('contact.message')} {required}
          </>
        }
      >
        {(aria) => (
          <TextInput
            name="message"
            rows={6}
            maxLength={CONTACT_MESSAGE_MAX}
            {...aria}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        )}
      </FieldShell>
      <div className="flex justify-between gap-2">
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        ) : (
          <span />
        )}
        <span className="mt-1 text-xs text-slate-500">
          {length}/{CONTACT_MESSAGE_MAX}
        </span>
      </div>
    </div>
  );
}
