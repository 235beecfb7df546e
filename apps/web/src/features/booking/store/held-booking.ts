/** Temporary mirror of the booking response until the contract lands. */
export interface HeldBooking {
  bookingId: string;
  holdExpiresAt: string;
  rate_details: { totalRoomRent: number; tax: number; totalPostTax: number };
  payment: {
    provider: string;
    keyId: string;
    checkoutScriptUrl: string;
    orderDetails: { id: string; amount: number; currency: string };
  };
}
