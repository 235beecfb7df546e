import type { Language } from '@staybook/contract/languages';

/**
 * The messages that go as an approved template when they must reach someone outside a 24-hour conversation: the
 * guest's confirmation and each message to a hotel's contacts. The Cloud API adapter maps each to the template name
 * configured for it (config.ts), as the MSG91 adapter maps an SMS to its DLT template.
 */
export type WhatsAppTemplateKey =
  | 'guest_confirmation'
  | 'booking_confirmed'
  | 'booking_changed'
  | 'booking_cancelled'
  | 'calendar_conflict'
  | 'calendar_failed'
  | 'arrivals_digest';

export interface WhatsAppMessage {
  /** 10-digit Indian mobile number, without +91 (as every phone of the system is stored). */
  phone: string;
  /** The text as the recipient reads it (what the outbox and the log keep). */
  body: string;
  /**
   * The approved template and its body parameters, in order: the Cloud API sends it instead of the text when a
   * template is configured for the key (else the text, which Meta delivers only inside a 24-hour conversation).
   */
  template?: {
    key: WhatsAppTemplateKey;
    parameters: string[];
    /**
     * The language the parameters (and `body`) are written in (issue 43): the template approved in it is sent. English
     * when absent (WHATSAPP_TEMPLATE_LANGUAGE).
     */
    language?: Language;
  };
}

export interface WhatsAppAdapter {
  readonly name: string;
  send(message: WhatsAppMessage): Promise<{ providerMessageId: string | null }>;
  /**
   * Whether the message `key` can go in `language` (issue 43): Meta approves each template per language, so a
   * language is spoken only where the template is approved in it. A sender asks first and writes in English otherwise.
   */
  speaks(key: WhatsAppTemplateKey, language: Language): boolean;
}

export class WhatsAppSendError extends Error {
  /** A passing failure (no answer, 5xx, 429, a rate limit): worth sending again later. Otherwise it never will go. */
  readonly transient: boolean;
  /** Meta's error code, when it answered one (131047, 130429…). */
  readonly code: number | undefined;

  constructor(message: string, options: { transient?: boolean; code?: number | undefined } = {}) {
    super(message);
    this.name = 'WhatsAppSendError';
    this.transient = options.transient ?? false;
    this.code = options.code;
  }
}

/** The number as the Cloud API takes it: country code and number, digits only ('919876543210'). */
export const whatsappRecipient = (phone: string) => `91${phone}`;
