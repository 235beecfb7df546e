import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { outboxRowOf } from './outbox-row.js';
import type { MailAdapter } from './types.js';

/**
 * Sends through any SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465) and records each attempt
 * in mail_outbox, so the console shows what went out and what failed.
 */
export function createSmtpMail(config: Config, db: Db): MailAdapter {
  if (!config.SMTP_URL) throw new Error('SMTP_URL is required when MAIL_PROVIDER=smtp');
  const transport = nodemailer.createTransport(config.SMTP_URL);
  return {
    name: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({
          from: config.MAIL_FROM,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.attachments?.length
            ? {
                attachments: message.attachments.map((a) => ({
                  filename: a.filename,
                  contentType: a.contentType,
                  content: a.content,
                })),
              }
            : {}),
        });
      } catch (err) {
        await db.insert(mailOutbox).values({
          ...outboxRowOf(message),
          provider: 'smtp',
          status: 'failed',
          error: (err as Error).message.slice(0, 500),
        });
        throw err;
      }
      await db.insert(mailOutbox).values({ ...outboxRowOf(message), provider: 'smtp', status: 'sent' });
    },
  };
}
