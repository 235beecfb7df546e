import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createCloudApiWhatsApp } from './cloud-api.js';
import { createOutboxWhatsApp } from './outbox.js';
import { type WhatsAppAdapter, WhatsAppSendError } from './types.js';

export type { WhatsAppAdapter, WhatsAppMessage, WhatsAppTemplateKey } from './types.js';
export { WhatsAppSendError } from './types.js';

/** WHATSAPP_PROVIDER=off: nothing is sent, and callers send a WhatsApp contact's messages by SMS instead. */
export const WHATSAPP_OFF = 'off';

export function createWhatsAppAdapter(config: Config, db: Db): WhatsAppAdapter {
  switch (config.WHATSAPP_PROVIDER) {
    case 'outbox':
      return createOutboxWhatsApp(db, config);
    case 'cloud':
      return createCloudApiWhatsApp(config, db);
    case 'off':
      return {
        name: WHATSAPP_OFF,
        speaks: () => false,
        async send() {
          throw new WhatsAppSendError('WhatsApp is off (WHATSAPP_PROVIDER=off)');
        },
      };
  }
}
