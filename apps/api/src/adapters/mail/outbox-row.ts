import type { MailMessage } from './types.js';

/** The outbox row of a message: the attachments by name, type and size (the files themselves are not kept). */
export function outboxRowOf(message: MailMessage) {
  const { attachments, ...rest } = message;
  return {
    ...rest,
    attachments: attachments?.length
      ? attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, bytes: a.content.length }))
      : null,
  };
}
