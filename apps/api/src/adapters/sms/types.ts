import type { Language } from '@staybook/contract/languages';

export type SmsTemplate =
  | 'otp'
  | 'booking_confirmed'
  | 'booking_cancelled'
  | 'refund_credited'
  | 'staff_invite'
  | 'review_invite'
  /** Issue 23: a property contact told of a booking, change, cancellation, conflict or the day's arrivals. */
  | 'hotel_notice'
  /** Issue 23: the guest's reminder two days before arrival. */
  | 'arrival_reminder'
  /** Issue 23: the link a desk booking is paid by. */
  | 'payment_link'
  /** Issue 23: the booking's dates, rooms, plan or guests were changed. */
  | 'booking_changed';

export interface SmsMessage {
  /** 10-digit Indian mobile number, without +91. */
  phone: string;
  template: SmsTemplate;
  /** Values for the provider's registered (DLT) template, e.g. { otp: '123456' }. */
  vars: Record<string, string>;
  /** The full text, as the guest reads it. */
  body: string;
  /** The language `body` and `vars` are written in (English when absent): picks the DLT template registered in it. */
  language?: Language;
}

export interface SmsAdapter {
  readonly name: string;
  send(message: SmsMessage): Promise<{ providerMessageId: string | null }>;
  /**
   * Whether `template` can go in `language` (issue 43): India's DLT registers each template's fixed text, so a language
   * is spoken only where its own template is registered. A sender asks first and writes in English otherwise.
   */
  speaks(template: SmsTemplate, language: Language): boolean;
}

export class SmsSendError extends Error {
  /** A passing failure (no answer, a 5xx, a 429): worth sending again later. Otherwise it never will go. */
  readonly transient: boolean;

  constructor(message: string, options: { transient?: boolean } = {}) {
    super(message);
    this.name = 'SmsSendError';
    this.transient = options.transient ?? false;
  }
}
