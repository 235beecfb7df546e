import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { whatsappOutbox } from '../../db/schema/index.js';
import { type WhatsAppAdapter, type WhatsAppMessage, WhatsAppSendError, whatsappRecipient } from './types.js';

/** The Cloud API's answer: `{ messages: [{ id: 'wamid…' }] }`, or `{ error: { message, type, code, fbtrace_id } }`. */
interface CloudReply {
  messages?: Array<{ id?: string }>;
  error?: { message?: string; type?: string; code?: number; error_subcode?: number };
}

/**
 * Meta's WhatsApp Cloud API: `POST {base}/v{N}/{phone-number-id}/messages` with the access token as a bearer, one
 * message per call: free text, or an approved template for a message that asks for one (the guest's confirmation). WhatsApp delivers free text only inside a conversation the recipient opened in the last 24
 * hours; outside it the API refuses (error 131047) and the message is logged as failed, to be retried from the console.
 * Each attempt is recorded in whatsapp_outbox.
 */
export function createCloudApiWhatsApp(config: Config, db: Db, fetchImpl: typeof fetch = fetch): WhatsAppAdapter {
  const { WHATSAPP_ACCESS_TOKEN: token, WHATSAPP_PHONE_NUMBER_ID: phoneNumberId } = config;
  if (!token || !phoneNumberId)
    throw new Error('WHATSAPP_ACCESS_TOKEN and WHATSAPP_PHONE_NUMBER_ID are required when WHATSAPP_PROVIDER=cloud');
  const endpoint = new URL(
    `/${config.WHATSAPP_API_VERSION}/${encodeURIComponent(phoneNumberId)}/messages`,
    config.WHATSAPP_BASE_URL,
  ).toString();

  /**
   * Free text, or the approved template when the message asks for one and a template is configured. Template
   * parameters may not hold new lines, tabs or more than four spaces in a row (the API refuses them), so they are
   * flattened to single spaces.
   */
  function payloadOf(message: WhatsAppMessage) {
    const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to: whatsappRecipient(message.phone) };
    const name = config.WHATSAPP_CONFIRMATION_TEMPLATE;
    if (!message.template || !name) return { ...base, type: 'text', text: { preview_url: false, body: message.body } };
    const parameters = message.template.parameters.map((p) => ({
      type: 'text',
      text: p.replace(/\s+/g, ' ').trim() || '-',
    }));
    return {
      ...base,
      type: 'template',
      template: {
        name,
        language: { code: config.WHATSAPP_TEMPLATE_LANGUAGE },
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
      const code = e?.code === undefined ? '' : ` code ${e.code}`;
      throw new WhatsAppSendError(
        `WhatsApp refused (${response.status}${code}): ${String(e?.message ?? 'no reason given').slice(0, 200)}`,
      );
    }
    return id;
  }

  return {
    name: 'cloud',
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
