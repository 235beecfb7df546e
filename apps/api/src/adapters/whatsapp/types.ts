export interface WhatsAppMessage {
  /** 10-digit Indian mobile number, without +91 (as every phone of the system is stored). */
  phone: string;
  /** The text as the recipient reads it. */
  body: string;
}

export interface WhatsAppAdapter {
  readonly name: string;
  send(message: WhatsAppMessage): Promise<{ providerMessageId: string | null }>;
}

export class WhatsAppSendError extends Error {}

/** The number as the Cloud API takes it: country code and number, digits only ('919876543210'). */
export const whatsappRecipient = (phone: string) => `91${phone}`;
