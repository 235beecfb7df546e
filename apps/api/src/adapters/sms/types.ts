export type SmsTemplate =
  | 'otp'
  | 'booking_confirmed'
  | 'booking_cancelled'
  | 'refund_credited'
  | 'staff_invite'
  | 'review_invite';

export interface SmsMessage {
  /** 10-digit Indian mobile number, without +91. */
  phone: string;
  template: SmsTemplate;
  /** Values for the provider's registered (DLT) template, e.g. { otp: '123456' }. */
  vars: Record<string, string>;
  /** The full text, as the guest reads it. */
  body: string;
}

export interface SmsAdapter {
  readonly name: string;
  send(message: SmsMessage): Promise<{ providerMessageId: string | null }>;
}
