import { DEFAULT_LANGUAGE, type Language } from '@staybook/contract/languages';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { smsOutbox } from '../../db/schema/index.js';
import { redactSecrets } from './redact.js';
import { type SmsAdapter, type SmsMessage, SmsSendError, type SmsTemplate } from './types.js';

/** MSG91's answer to a flow send: `{ type: 'success', message: '<request id>' }` or `{ type: 'error', message }`. */
interface Msg91Reply {
  type?: string;
  message?: string;
}

export { SmsSendError };

const TIMEOUT_MS = 10_000;

/**
 * MSG91, an Indian gateway, through its flow API (POST /api/v5/flow): every SMS in India must use a DLT-registered
 * template, so we send the template id, the registered sender id and the template's variables, never free text.
 * Each attempt is recorded in sms_outbox with the OTP masked; nothing here logs a code.
 */
export function createMsg91Sms(config: Config, db: Db, fetchImpl: typeof fetch = fetch): SmsAdapter {
  const templates: Record<SmsTemplate, string | undefined> = {
    otp: config.MSG91_OTP_TEMPLATE_ID,
    booking_confirmed: config.MSG91_BOOKING_TEMPLATE_ID,
    booking_cancelled: config.MSG91_BOOKING_TEMPLATE_ID,
    booking_changed: config.MSG91_BOOKING_TEMPLATE_ID,
    refund_credited: config.MSG91_BOOKING_TEMPLATE_ID,
    staff_invite: config.MSG91_STAFF_INVITE_TEMPLATE_ID,
    review_invite: config.MSG91_REVIEW_TEMPLATE_ID,
    hotel_notice: config.MSG91_HOTEL_TEMPLATE_ID,
    arrival_reminder: config.MSG91_REMINDER_TEMPLATE_ID,
    payment_link: config.MSG91_PAYMENT_LINK_TEMPLATE_ID,
  };
  /**
   * A guest message's template as registered with DLT in another language (issue 43): the booking messages share one,
   * the review invitation, the arrival reminder and a payment link have one each. A message in a language without one
   * is not spoken (`speaks`), so the sender writes it in English.
   */
  const inLanguages = (ids: Partial<Record<Language, string | undefined>>) => ids;
  const booking = inLanguages({
    hi: config.MSG91_BOOKING_TEMPLATE_ID_HI,
    es: config.MSG91_BOOKING_TEMPLATE_ID_ES,
    fr: config.MSG91_BOOKING_TEMPLATE_ID_FR,
    de: config.MSG91_BOOKING_TEMPLATE_ID_DE,
  });
  const translated: Partial<Record<SmsTemplate, Partial<Record<Language, string | undefined>>>> = {
    booking_confirmed: booking,
    booking_cancelled: booking,
    booking_changed: booking,
    refund_credited: booking,
    review_invite: inLanguages({
      hi: config.MSG91_REVIEW_TEMPLATE_ID_HI,
      es: config.MSG91_REVIEW_TEMPLATE_ID_ES,
      fr: config.MSG91_REVIEW_TEMPLATE_ID_FR,
      de: config.MSG91_REVIEW_TEMPLATE_ID_DE,
    }),
    arrival_reminder: inLanguages({
      hi: config.MSG91_REMINDER_TEMPLATE_ID_HI,
      es: config.MSG91_REMINDER_TEMPLATE_ID_ES,
      fr: config.MSG91_REMINDER_TEMPLATE_ID_FR,
      de: config.MSG91_REMINDER_TEMPLATE_ID_DE,
    }),
    payment_link: inLanguages({
      hi: config.MSG91_PAYMENT_LINK_TEMPLATE_ID_HI,
      es: config.MSG91_PAYMENT_LINK_TEMPLATE_ID_ES,
      fr: config.MSG91_PAYMENT_LINK_TEMPLATE_ID_FR,
      de: config.MSG91_PAYMENT_LINK_TEMPLATE_ID_DE,
    }),
  };
  const templateIdOf = (template: SmsTemplate, language: Language = DEFAULT_LANGUAGE): string | undefined =>
    language === DEFAULT_LANGUAGE ? templates[template] : translated[template]?.[language];
  const endpoint = new URL('/api/v5/flow', config.MSG91_BASE_URL).toString();

  async function record(message: SmsMessage, outcome: { providerMessageId?: string | null; error?: string }) {
    await db.insert(smsOutbox).values({
      phone: message.phone,
      template: message.template,
      body: redactSecrets(message),
      provider: 'msg91',
      status: outcome.error ? 'failed' : 'sent',
      providerMessageId: outcome.providerMessageId ?? null,
      error: outcome.error ?? null,
    });
  }

  async function deliver(message: SmsMessage, templateId: string): Promise<string> {
    let response: Response;
    try {
      response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: {
          authkey: config.MSG91_AUTH_KEY ?? '',
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          template_id: templateId,
          sender: config.MSG91_SENDER_ID,
          short_url: '0',
          recipients: [{ mobiles: `91${message.phone}`, ...message.vars }],
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new SmsSendError(`MSG91 unreachable: ${(err as Error).name}`, { transient: true });
    }
    const text = await response.text();
    let reply: Msg91Reply = {};
    try {
      reply = JSON.parse(text) as Msg91Reply;
    } catch {
      // A proxy or outage page: keep the status, not the HTML.
    }
    if (!response.ok || reply.type !== 'success') {
      // MSG91 answers a refused request (a bad key, an unknown template, a wrong number) with a 4xx or a 200 of type
      // 'error'; only its own trouble (5xx) and its rate limit (429) pass.
      throw new SmsSendError(
        `MSG91 refused (${response.status}): ${String(reply.message ?? 'no reason').slice(0, 200)}`,
        { transient: response.status === 429 || response.status >= 500 },
      );
    }
    return String(reply.message ?? '');
  }

  return {
    name: 'msg91',
    speaks: (template, language) => templateIdOf(template, language) !== undefined,
    async send(message) {
      const templateId = templateIdOf(message.template, message.language);
      if (!templateId) {
        const error = `no DLT template id configured for '${message.template}'${
          message.language && message.language !== DEFAULT_LANGUAGE ? ` in '${message.language}'` : ''
        }`;
        await record(message, { error });
        throw new SmsSendError(error);
      }
      try {
        const providerMessageId = await deliver(message, templateId);
        await record(message, { providerMessageId });
        return { providerMessageId };
      } catch (err) {
        await record(message, { error: (err as Error).message });
        throw err;
      }
    },
  };
}
