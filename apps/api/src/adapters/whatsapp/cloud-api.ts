import { DEFAULT_LANGUAGE, type Language } from '@staybook/contract/languages';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { whatsappOutbox } from '../../db/schema/index.js';
import { isPassingCloudFailure } from './cloud-errors.js';
import { templateParameterText } from './template-parameters.js';
import {
  type WhatsAppAdapter,
  type WhatsAppMessage,
  WhatsAppSendError,
  type WhatsAppTemplateKey,
  whatsappRecipient,
} from './types.js';

/** The Cloud API's answer: `{ messages: [{ id: 'wamid…' }] }`, or `{ error: { message, type, code, fbtrace_id } }`. */
interface CloudReply {
  messages?: Array<{ id?: string }>;
  error?: { message?: string; type?: string; code?: number; error_subcode?: number };
}

/**
 * Meta's WhatsApp Cloud API: `POST {base}/v{N}/{phone-number-id}/messages` with the access token as a bearer, one
 * message per call: the approved template configured for the message (the guest's confirmation, each message to a
 * hotel's contacts), or free text where none is. WhatsApp delivers free text only inside a conversation the recipient
 * opened in the last 24 hours; outside it the API refuses (error 131047). A refusal says whether it passes (no answer,
 * a 5xx, a rate limit: the notifications module tries again later) or is final (see cloud-errors.ts). Each attempt is
 * recorded in whatsapp_outbox.
 */
export function createCloudApiWhatsApp(config: Config, db: Db, fetchImpl: typeof fetch = fetch): WhatsAppAdapter {
  const { WHATSAPP_ACCESS_TOKEN: token, WHATSAPP_PHONE_NUMBER_ID: phoneNumberId } = config;
  if (!token || !phoneNumberId)
    throw new Error('WHATSAPP_ACCESS_TOKEN and WHATSAPP_PHONE_NUMBER_ID are required when WHATSAPP_PROVIDER=cloud');
  const endpoint = new URL(
    `/${config.WHATSAPP_API_VERSION}/${encodeURIComponent(phoneNumberId)}/messages`,
    config.WHATSAPP_BASE_URL,
  ).toString();
  const templateNames: Record<WhatsAppTemplateKey, string | undefined> = {
    guest_confirmation: config.WHATSAPP_CONFIRMATION_TEMPLATE,
    booking_confirmed: config.WHATSAPP_HOTEL_BOOKING_TEMPLATE,
    booking_changed: config.WHATSAPP_HOTEL_CHANGE_TEMPLATE,
    booking_cancelled: config.WHATSAPP_HOTEL_CANCELLATION_TEMPLATE,
    calendar_conflict: config.WHATSAPP_HOTEL_CONFLICT_TEMPLATE,
    calendar_failed: config.WHATSAPP_HOTEL_CALENDAR_FAILED_TEMPLATE,
    arrivals_digest: config.WHATSAPP_HOTEL_ARRIVALS_TEMPLATE,
  };

  /** The template's language as Meta names it: the site's code for another language, else the configured English. */
  const languageCodeOf = (language: Language | undefined) =>
    language && language !== DEFAULT_LANGUAGE ? language : config.WHATSAPP_TEMPLATE_LANGUAGE;
  /**
   * Whether the message can go in a language: English always; another where the template is approved in it (only the
   * guest's confirmation is listed, WHATSAPP_CONFIRMATION_TEMPLATE_LANGUAGES), or as free text (no template configured:
   * no approval involved, delivered only inside a 24-hour conversation).
   */
  function speaks(key: WhatsAppTemplateKey, language: Language) {
    if (language === DEFAULT_LANGUAGE || !templateNames[key]) return true;
    return key === 'guest_confirmation' && config.WHATSAPP_CONFIRMATION_TEMPLATE_LANGUAGES.includes(language);
  }
  /** The approved template when the message names one that is configured, else free text. */
  function payloadOf(message: WhatsAppMessage) {
    const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to: whatsappRecipient(message.phone) };
    const name = message.template ? templateNames[message.template.key] : undefined;
    if (!message.template || !name) return { ...base, type: 'text', text: { preview_url: false, body: message.body } };
    const parameters = message.template.parameters.map((p) => ({ type: 'text', text: templateParameterText(p) }));
    return {
      ...base,
      type: 'template',
      template: {
        name,
        language: { code: languageCodeOf(message.template.language) },
        components: [{ type: 'body', parameters }],
      },
    };
  }

  async function record(message: WhatsAppMessage, outcome: { providerMessageId?: string | null; error?: string }) {
    await db.insert(whatsappOutbox).values({
      to: whatsappRecipient(message.phone),
      body: message.body,
      provider: 'cloud',
      status: outcome.error ? 'failed' : 'sent',
      providerMessageId: outcome.providerMessageId ?? null,
      error: outcome.error ?? null,
    });
  }

  async function deliver(message: WhatsAppMessage): Promise<string> {
    let response: Response;
    try {
      response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(payloadOf(message)),
        signal: AbortSignal.timeout(config.WHATSAPP_TIMEOUT_MS),
      });
    } catch (err) {
      const name = (err as Error).name;
      throw new WhatsAppSendError(
        name === 'TimeoutError'
          ? `WhatsApp did not answer within ${config.WHATSAPP_TIMEOUT_MS / 1000} s`
          : `WhatsApp unreachable: ${name}`,
        { transient: true },
      );
    }
    const text = await response.text();
    let reply: CloudReply = {};
    try {
      reply = JSON.parse(text) as CloudReply;
    } catch {
      // A proxy or outage page: keep the status, not the HTML.
    }
    const id = reply.messages?.[0]?.id;
    if (!response.ok || !id) {
      const e = reply.error;
      const code = typeof e?.code === 'number' ? e.code : undefined;
      throw new WhatsAppSendError(
        `WhatsApp refused (${response.status}${code === undefined ? '' : ` code ${code}`}): ${String(e?.message ?? 'no reason given').slice(0, 200)}`,
        // A 200 without a message id may have been sent: never sent again.
        { code, transient: !response.ok && isPassingCloudFailure(response.status, code) },
      );
    }
    return id;
  }

  return {
    name: 'cloud',
    speaks,
    async send(message) {
      try {
        const providerMessageId = await deliver(message);
        await record(message, { providerMessageId });
        return { providerMessageId };
      } catch (err) {
        await record(message, { error: (err as Error).message });
        throw err;
      }
    },
  };
}
