import { z } from 'zod';

/**
 * How a payment was made, as the provider reports it (Razorpay's `payment.method`), and how each reads on screen.
 * One place for the guest's booking details, the console's payments and the payments report (issue 24).
 */
export const onlinePaymentMethods = ['card', 'upi', 'netbanking', 'wallet', 'emi', 'cardless_emi', 'paylater'] as const;
export type OnlinePaymentMethod = (typeof onlinePaymentMethods)[number];

/** A label per method; the desk's cash sits here too because the payments report lists both ('unknown': none said). */
const METHOD_LABELS: Record<OnlinePaymentMethod | 'cash' | 'unknown', string> = {
  card: 'Card',
  upi: 'UPI',
  netbanking: 'Net banking',
  wallet: 'Wallet',
  emi: 'EMI',
  cardless_emi: 'Cardless EMI',
  paylater: 'Pay later',
  cash: 'Cash',
  unknown: 'Not reported',
};

/** The method's label; a method the provider adds later reads as itself, and none reported as 'Not reported'. */
export function paymentMethodLabel(method: string | null | undefined): string {
  if (!method) return 'Not reported';
  return METHOD_LABELS[method as OnlinePaymentMethod] ?? method;
}

/** The guest's sentence for an online payment by each method (whole sentences, ready for translation). */
const PAID_ONLINE_BY: Record<OnlinePaymentMethod, string> = {
  card: 'Paid online by card.',
  upi: 'Paid online by UPI.',
  netbanking: 'Paid online by net banking.',
  wallet: 'Paid online from a wallet.',
  emi: 'Paid online on EMI.',
  cardless_emi: 'Paid online on cardless EMI.',
  paylater: 'Paid online with pay later.',
};

/** What the booking details say of how the guest paid; null when nothing was captured or the method is unknown. */
export function paidOnlineText(method: string | null | undefined): string | null {
  return method ? (PAID_ONLINE_BY[method as OnlinePaymentMethod] ?? null) : null;
}

/**
 * The provider checkout's method configuration (Razorpay Checkout's `config.display`: blocks of instruments shown
 * first, in `sequence`, with the provider's default blocks after them). The sandbox's checkout takes the same shape.
 */
export const checkoutDisplayConfigSchema = z.object({
  display: z.object({
    blocks: z.record(
      z.string(),
      z.object({
        name: z.string(),
        instruments: z.array(z.object({ method: z.enum(onlinePaymentMethods) })),
      }),
    ),
    sequence: z.array(z.string()),
    preferences: z.object({ show_default_blocks: z.boolean() }),
  }),
});
export type CheckoutDisplayConfig = z.infer<typeof checkoutDisplayConfigSchema>;

/**
 * Net banking, wallets, pay later and EMI in a block of their own above the provider's default blocks (cards, UPI).
 * The provider shows an instrument only when it is enabled on the merchant's account, so nothing is offered that
 * cannot be paid.
 */
export const MORE_WAYS_TO_PAY: CheckoutDisplayConfig = {
  display: {
    blocks: {
      more: {
        name: 'Net banking, wallets, pay later and EMI',
        instruments: [
          { method: 'netbanking' },
          { method: 'wallet' },
          { method: 'paylater' },
          { method: 'emi' },
          { method: 'cardless_emi' },
        ],
      },
    },
    sequence: ['block.more'],
    preferences: { show_default_blocks: true },
  },
};
