import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { smsOutbox } from '../../db/schema/index.js';
import { redactSecrets } from './redact.js';
import type { SmsAdapter } from './types.js';

/**
 * Stores every message in sms_outbox (the development and test "phone") and prints it in development.
 * In production the code is masked both in the row and in logs: a one-time code is only ever stored hashed.
 */
export function createOutboxSms(db: Db, config: Config): SmsAdapter {
  return {
    name: 'outbox',
    // The development and test "phone" reads any language.
    speaks: () => true,
    async send(message) {
      const body = config.isProduction ? redactSecrets(message) : message.body;
      const [row] = await db
        .insert(smsOutbox)
        .values({
          phone: message.phone,
          template: message.template,
          body,
          provider: 'outbox',
          status: 'sent',
        })
        .returning({ id: smsOutbox.id });
      if (!config.isProduction && config.LOG_LEVEL !== 'silent' && config.NODE_ENV !== 'test') {
        console.info(`[sms outbox] to +91 ${message.phone}: ${message.body}`);
      }
      return { providerMessageId: row?.id ?? null };
    },
  };
}
