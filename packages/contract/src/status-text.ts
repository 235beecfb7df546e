/**
 * The API's status text of a booking ('Cancelled — refund initiated', describeBooking in the contract's
 * booking-lifecycle.ts) read back as the keys of the `bookings.statusText` message, so a page in another language
 * writes it in its words. Null for a text the contract does not write (shown as sent).
 */
const STATES: Record<string, string> = {
  'Payment pending': 'pending',
  Confirmed: 'confirmed',
  'Ongoing stay': 'ongoing',
  'Checked in': 'checkedIn',
  Completed: 'completed',
  'No-show': 'noShow',
  Cancelled: 'cancelled',
  'Hold expired': 'expired',
  'Payment failed': 'failed',
};

const REFUNDS: Record<string, string> = {
  refunded: 'credited',
  'refund initiated': 'initiated',
  'refund delayed': 'delayed',
};

export function statusTextKeys(text: string): { state: string; refund: string } | null {
  const [stateText = '', refundText, ...rest] = text.split(' — ');
  const state = STATES[stateText];
  const refund = refundText === undefined ? 'none' : REFUNDS[refundText];
  if (!state || !refund || rest.length > 0) return null;
  return { state, refund };
}
