import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_FAILURE_MESSAGE,
  CONTACT_MESSAGE_MAX,
  CONTACT_SUCCESS_MESSAGE,
  contactRequestSchema,
  contactSubjects,
  contactSubjectValues,
} from '@staybook/contract/contact';
import { mobileFieldValue } from '@staybook/contract/phone';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';

type ContactFormValues = z.input<typeof contactRequestSchema>;

const isContactSubject = (value: string | null | undefined): value is ContactFormValues['subject'] =>
  (contactSubjectValues as readonly string[]).includes(value ?? '');

/** The subject starts unchosen: the select shows its placeholder until the guest picks one. */
const EMPTY: Partial<ContactFormValues> = { name: '', email: '', phone: '', company: '', message: '' };

/**
 * The contact form: validated here with the API's own schema, stored by the API. `subject` preselects a choice
 * (the profile's "Rate us" opens it as feedback); anything not a known subject leaves it unchosen.
 */
export function ContactForm({ subject }: { subject?: string | null } = {}) {
  const send = useSendContactMessage();
  const {
    register,
    setValue,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<ContactFormValues, unknown, z.output<typeof contactRequestSchema>>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: isContactSubject(subject) ? { ...EMPTY, subject } : EMPTY,
  });
  const messageLength = watch('message')?.length ?? 0;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast.success(CONTACT_SUCCESS_MESSAGE);
      reset({ ...EMPTY, subject: '' as ContactFormValues['subject'] });
    } catch (err) {
      // A rate-limit answer explains itself; anything else gets the spec's wording. The input stays.
      toast.error(err instanceof ApiError && err.status === 429 ? err.message : CONTACT_FAILURE_MESSAGE);
    }
  });

  const field = (name: keyof typeof errors) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
  });
  const error = (name: keyof typeof errors) =>
    errors[name] && (
      <p id={`contact-${name}-error`} className="field-error">
        {errors[name]?.message}
      </p>
    );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Contact form">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-name" className="label">
            Full Name <span aria-hidden="true">*</span>
          </label>
          <input id="contact-name" className="input" autoComplete="name" {...register('name')} {...field('name')} />
          {error('name')}
        </div>
        <div>
          <label htmlFor="contact-email" className="label">
            Email Address <span aria-hidden="true">*</span>
          </label>
          <input
            id="contact-email"
            type="email"
            className="input"
            autoComplete="email"
            {...register('email')}
            {...field('email')}
          />
          {error('email')}
        </div>
        <div>
          <label htmlFor="contact-phone" className="label">
            Phone Number <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <input
            id="contact-phone"
            type="tel"
            className="input"
            autoComplete="tel"
            {...register('phone', {
              // The 10 digits however the number is typed or pasted, as every mobile field keeps it.
              onChange: (e: { target: { value: string } }) => setValue('phone', mobileFieldValue(e.target.value)),
            })}
            {...field('phone')}
          />
          {error('phone')}
        </div>
        <div>
          <label htmlFor="contact-company" className="label">
            Company <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <input
            id="contact-company"
            className="input"
            autoComplete="organization"
            {...register('company')}
            {...field('company')}
          />
          {error('company')}
        </div>
      </div>
      <div>
        <label htmlFor="contact-subject" className="label">
          Subject <span aria-hidden="true">*</span>
        </label>
        <select id="contact-subject" className="input" {...register('subject')} {...field('subject')}>
          <option value="">Select a subject</option>
          {Object.entries(contactSubjects).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        {error('subject')}
      </div>
      <div>
        <label htmlFor="contact-message" className="label">
          Message <span aria-hidden="true">*</span>
        </label>
        <textarea
          id="contact-message"
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX}
          className="input"
          {...register('message')}
          {...field('message')}
        />
        <div className="flex justify-between gap-2">
          {error('message') ?? <span />}
          <span className="mt-1 text-xs text-slate-500">
            {messageLength}/{CONTACT_MESSAGE_MAX}
          </span>
        </div>
      </div>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
