import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { PaymentAdapter } from './types.js';

export type { PaymentAdapter, ProviderOrder, ProviderPayment } from './types.js';

export function createPaymentAdapter(config: Config, _db: Db): PaymentAdapter {
  // The booking module supplies the sandbox and Razorpay implementations; until then every call refuses.
  const refuse = () => {
    throw new Error(`PAYMENT_PROVIDER=${config.PAYMENT_PROVIDER} is not available in this build`);
  };
  return {
    name: config.PAYMENT_PROVIDER,
    keyId: '',
    checkoutScriptUrl: '',
    createOrder: async () => refuse(),
    fetchOrderPayments: async () => refuse(),
    refund: async () => refuse(),
    verifyPaymentSignature: () => false,
    verifyWebhookSignature: () => false,
  };
}
