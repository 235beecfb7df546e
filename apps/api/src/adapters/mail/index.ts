import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { outboxRowOf } from './outbox-row.js';
import { createSmtpMail } from './smtp.js';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface MailAdapter {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}

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
