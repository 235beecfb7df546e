import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { whatsappOutbox } from '../../db/schema/index.js';
import { type WhatsAppAdapter, whatsappRecipient } from './types.js';

/**
 * Stores every WhatsApp message in whatsapp_outbox (the development and test "phone") and prints it in development.
 * Nothing leaves the machine: production refuses this provider (config.ts).
 */
export function createOutboxWhatsApp(db: Db, config: Config): WhatsAppAdapter {
  return {
    name: 'outbox',
    // The development "phone" reads any language, as the SMS outbox does.
    speaks: () => true,
    async send(message) {
      const [row] = await db
        .insert(whatsappOutbox)
        .values({ to: whatsappRecipient(message.phone), body: message.body, provider: 'outbox', status: 'sent' })
        .returning({ id: whatsappOutbox.id });
      if (!config.isProduction && config.LOG_LEVEL !== 'silent' && config.NODE_ENV !== 'test') {
        console.info(`[whatsapp outbox] to +91 ${message.phone}: ${message.body}`);
      }
      return { providerMessageId: row?.id ?? null };
    },
  };
}
