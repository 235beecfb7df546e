import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createMsg91Sms } from './msg91.js';
import { createOutboxSms } from './outbox.js';
import type { SmsAdapter } from './types.js';

export type { SmsAdapter, SmsMessage, SmsTemplate } from './types.js';
export { SmsSendError } from './types.js';

export function createSmsAdapter(config: Config, db: Db): SmsAdapter {
  switch (config.SMS_PROVIDER) {
    case 'outbox':
      return createOutboxSms(db, config);
    case 'msg91':
      return createMsg91Sms(config, db);
  }
}
