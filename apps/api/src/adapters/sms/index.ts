import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createOutboxSms } from './outbox.js';
import type { SmsAdapter } from './types.js';

export type { SmsAdapter, SmsMessage, SmsTemplate } from './types.js';

export function createSmsAdapter(config: Config, db: Db): SmsAdapter {
  switch (config.SMS_PROVIDER) {
    case 'outbox':
      return createOutboxSms(db, config);
    case 'msg91':
      // Wired by the accounts module (real gateway adapter); until then refuse rather than pretend.
      throw new Error('SMS_PROVIDER=msg91 is not available in this build');
  }
}
