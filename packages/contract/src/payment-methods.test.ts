import { describe, expect, it } from 'vitest';
import {
  checkoutDisplayConfigSchema,
  MORE_WAYS_TO_PAY,
  onlinePaymentMethods,
  paidOnlineText,
  paymentMethodLabel,
} from './payment-methods';

describe('payment methods', () => {
  it.each([
    ['card', 'Card'],
    ['upi', 'UPI'],
    ['netbanking', 'Net banking'],
    ['wallet', 'Wallet'],
    ['paylater', 'Pay later'],
    ['emi', 'EMI'],
    ['cardless_emi', 'Cardless EMI'],
    ['cash', 'Cash'],
  ])('labels %s as %s', (method, label) => {
    expect(paymentMethodLabel(method)).toBe(label);
  });

  it('reads an unknown method as itself and a missing one as not reported', () => {
    expect(paymentMethodLabel('bank_transfer')).toBe('bank_transfer');
    expect(paymentMethodLabel(null)).toBe('Not reported');
    expect(paymentMethodLabel('unknown')).toBe('Not reported');
  });

  it('has a whole sentence for every online method, and none for an unknown one', () => {
    for (const method of onlinePaymentMethods) expect(paidOnlineText(method)).toMatch(/^Paid online .+\.$/);
    expect(paidOnlineText('netbanking')).toBe('Paid online by net banking.');
    expect(paidOnlineText('bank_transfer')).toBeNull();
    expect(paidOnlineText(null)).toBeNull();
  });

  it('puts net banking, wallets, pay later and EMI in the first block, above the default ones', () => {
    const config = checkoutDisplayConfigSchema.parse(MORE_WAYS_TO_PAY);
    const methods = config.display.sequence.flatMap(
      (ref) => config.display.blocks[ref.replace(/^block\./, '')]?.instruments.map((i) => i.method) ?? [],
    );
    expect(methods).toEqual(['netbanking', 'wallet', 'paylater', 'emi', 'cardless_emi']);
    expect(config.display.preferences.show_default_blocks).toBe(true);
  });
});
