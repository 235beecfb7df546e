import type { SmsMessage } from './types.js';

/** The message text with one-time codes masked, for anything stored or logged outside development. */
export function redactSecrets(message: SmsMessage): string {
  if (message.template !== 'otp') return message.body;
  const code = message.vars.otp;
  return code ? message.body.split(code).join('•'.repeat(code.length)) : message.body;
}
