/** What a mail adapter sends, and the adapter itself (its own file: the adapters import it, and the index them). */
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
