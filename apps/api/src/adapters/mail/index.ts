import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { outboxRowOf } from './outbox-row.js';
import { createSmtpMail } from './smtp.js';

export type { MailAdapter, MailAttachment, MailMessage } from './types.js';

import type { MailAdapter } from './types.js';

/** Stores every e-mail in mail_outbox; the operator console and tests read it there. */
export function createOutboxMail(db: Db): MailAdapter {
  return {
    name: 'outbox',
    async send(message) {
      await db.insert(mailOutbox).values({ ...outboxRowOf(message), provider: 'outbox', status: 'sent' });
    },
  };
}

export function createMailAdapter(config: Config, db: Db): MailAdapter {
  switch (config.MAIL_PROVIDER) {
    case 'outbox':
      return createOutboxMail(db);
    case 'smtp':
      return createSmtpMail(config, db);
  }
}
