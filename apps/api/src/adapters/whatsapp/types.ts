export interface WhatsAppMessage {
  /** 10-digit Indian mobile number, without +91 (as every phone of the system is stored). */
  phone: string;
  /** The text as the recipient reads it (what the outbox and the log keep). */
  body: string;
  /**
   * Set for a message that must reach someone outside a 24-hour conversation (the guest's confirmation): the Cloud
   * API sends the approved template named in configuration with these body parameters, in order, instead of the text.
   */
  template?: { parameters: string[] };
}

export interface WhatsAppAdapter {
  readonly name: string;
  send(message: WhatsAppMessage): Promise<{ providerMessageId: string | null }>;
}

export class WhatsAppSendError extends Error {}

/** The number as the Cloud API takes it: country code and number, digits only ('919876543210'). */
export const whatsappRecipient = (phone: string) => `91${phone}`;
