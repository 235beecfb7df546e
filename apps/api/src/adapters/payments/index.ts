import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createRazorpayPayments } from './razorpay.js';
import { createSandboxPayments } from './sandbox.js';
import type { PaymentAdapter } from './types.js';

export type {
  PaymentAdapter,
  ProviderOrder,
  ProviderPayment,
  ProviderRefund,
  ProviderSettlementItem,
} from './types.js';

/** PAYMENT_PROVIDER chooses the provider; the web code and the server's verification code are the same for both. */
export function createPaymentAdapter(config: Config, db: Db): PaymentAdapter {
  switch (config.PAYMENT_PROVIDER) {
    case 'sandbox':
      return createSandboxPayments(db, config);
    case 'razorpay':
      if (!config.RAZORPAY_KEY_ID || !config.RAZORPAY_KEY_SECRET || !config.RAZORPAY_WEBHOOK_SECRET)
        throw new Error(
          'PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
        );
      return createRazorpayPayments(config);
  }
}
