import { formatInr } from '@staybook/contract';
import {
  SANDBOX_BANKS,
  SANDBOX_PAYLATER,
  SANDBOX_WALLETS,
  type SandboxMethod,
} from '../../adapters/payments/sandbox.js';

/** The sandbox checkout page: self-contained HTML, keyboard usable, labelled, and unmistakably not real money. */

export interface CheckoutPageInput {
  orderId: string;
  amountPaise: number | null;
  merchant: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  parentOrigin: string;
  /** The methods offered, in order (cards and UPI, then what the checkout's config named). */
  methods: readonly SandboxMethod[];
  /** Set when the order cannot be paid (unknown, or already paid). */
  problem: string | null;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);
}

const STYLES = `
  *{box-sizing:border-box} body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#fff}
  .banner{background:#fef3c7;color:#78350f;border-bottom:1px solid #f59e0b;padding:8px 16px;font-weight:600;text-align:center}
  main{padding:16px 20px 24px} h1{font-size:18px;margin:4px 0 2px} .muted{color:#475569;margin:0}
  .amount{font-size:28px;font-weight:700;margin:12px 0} fieldset{border:1px solid #cbd5e1;border-radius:10px;padding:12px;margin:0 0 14px}
  legend{font-weight:600;padding:0 4px} .tabs{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin:12px 0 14px}
  .tabs label{position:relative;display:flex;align-items:center;justify-content:center;border:1px solid #cbd5e1;border-radius:8px;padding:10px;text-align:center;cursor:pointer}
  .tabs input{position:absolute;opacity:0;pointer-events:none} .tabs input:checked+span{font-weight:700}
  .tabs label:has(input:checked){border-color:#0f766e;background:#f0fdfa}
  .tabs label:has(input:focus-visible){outline:3px solid #0f766e;outline-offset:2px}
  label.field{display:block;font-weight:600;margin:8px 0 4px} input[type=text],input[type=email],select{width:100%;padding:10px;border:1px solid #94a3b8;border-radius:8px;font:inherit}
  .row{display:flex;gap:10px} .row>div{flex:1} .hint{font-size:13px;color:#475569;margin:6px 0 0}
  button{font:inherit;border-radius:8px;padding:12px 14px;cursor:pointer;width:100%;margin-top:8px}
  .pay{background:#0f766e;color:#fff;border:0;font-weight:700} .fail{background:#fff;color:#b91c1c;border:1px solid #b91c1c}
  .cancel{background:none;border:0;color:#334155;text-decoration:underline}
  select{background:#fff}
  button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #0f766e;outline-offset:2px} button:disabled{opacity:.6;cursor:wait}
  .status{min-height:1.5em;margin:10px 0 0;font-weight:600;color:#0f766e} .status.error{color:#b91c1c}
`;

const METHOD_TABS: Record<SandboxMethod, string> = {
  card: 'Card',
  upi: 'UPI',
  netbanking: 'Net banking',
  wallet: 'Wallet',
  paylater: 'Pay later',
  emi: 'EMI',
};

const options = (list: Record<string, string>) =>
  Object.entries(list)
    .map(([code, name]) => `<option value="${code}">${escapeHtml(name)}</option>`)
    .join('');

const CARD_HINT =
  '4111 1111 1111 1111 succeeds; 4000 0000 0000 9995 is declined for insufficient funds; any other number is declined.';

/** Each method's fields; only the chosen method's fieldset is shown. */
const METHOD_FIELDS: Record<SandboxMethod, string> = {
  card: `<fieldset id="card-fields" data-method="card"><legend>Test card</legend>
        <label class="field" for="card-number">Card number</label>
        <input type="text" id="card-number" inputmode="numeric" autocomplete="off" value="4111 1111 1111 1111" />
        <div class="row">
          <div><label class="field" for="card-expiry">Expiry (MM/YY)</label><input type="text" id="card-expiry" value="12/30" autocomplete="off" /></div>
          <div><label class="field" for="card-cvv">CVV</label><input type="text" id="card-cvv" inputmode="numeric" value="123" autocomplete="off" /></div>
        </div>
        <p class="hint">${CARD_HINT}</p>
      </fieldset>`,
  upi: `<fieldset id="upi-fields" data-method="upi" hidden><legend>Test UPI</legend>
        <label class="field" for="vpa">UPI ID</label>
        <input type="text" id="vpa" autocomplete="off" value="success@razorpay" aria-describedby="vpa-hint" />
        <p class="hint" id="vpa-hint">success@razorpay succeeds; failure@razorpay fails.</p>
      </fieldset>`,
  netbanking: `<fieldset id="netbanking-fields" data-method="netbanking" hidden><legend>Test net banking</legend>
        <label class="field" for="bank">Bank to pay from</label>
        <select id="bank" aria-describedby="bank-hint">${options(SANDBOX_BANKS)}</select>
        <p class="hint" id="bank-hint">Every bank succeeds; "Make it fail" is the bank refusing to authenticate.</p>
      </fieldset>`,
  wallet: `<fieldset id="wallet-fields" data-method="wallet" hidden><legend>Test wallet</legend>
        <label class="field" for="wallet">Wallet to pay from</label>
        <select id="wallet" aria-describedby="wallet-hint">${options(SANDBOX_WALLETS)}</select>
        <p class="hint" id="wallet-hint">Every wallet succeeds; "Make it fail" is a wallet without enough balance.</p>
      </fieldset>`,
  paylater: `<fieldset id="paylater-fields" data-method="paylater" hidden><legend>Test pay later</legend>
        <label class="field" for="paylater-provider">Pay later provider</label>
        <select id="paylater-provider" aria-describedby="paylater-hint">${options(SANDBOX_PAYLATER)}</select>
        <p class="hint" id="paylater-hint">Every provider succeeds; "Make it fail" is a pay later limit too low for the amount.</p>
      </fieldset>`,
  emi: `<fieldset id="emi-fields" data-method="emi" hidden><legend>Test card EMI</legend>
        <label class="field" for="emi-card-number">Credit card for EMI</label>
        <input type="text" id="emi-card-number" inputmode="numeric" autocomplete="off" value="4111 1111 1111 1111" aria-describedby="emi-hint" />
        <label class="field" for="emi-tenure">Pay over</label>
        <select id="emi-tenure"><option value="3">3 months</option><option value="6">6 months</option><option value="9">9 months</option><option value="12">12 months</option></select>
        <p class="hint" id="emi-hint">${CARD_HINT}</p>
      </fieldset>`,
};

export function renderCheckoutPage(input: CheckoutPageInput): string {
  const e = escapeHtml;
  const amount = input.amountPaise === null ? '' : formatInr(input.amountPaise / 100);
  const form = input.problem
    ? `<p class="status error" role="alert">${e(input.problem)}</p>
       <button type="button" id="cancel" class="cancel">Close</button>`
    : `<form id="pay-form" novalidate>
      <div class="tabs" role="radiogroup" aria-label="Payment method">
        ${input.methods.map((m, i) => `<label><input type="radio" name="method" value="${m}"${i === 0 ? ' checked' : ''} /><span>${METHOD_TABS[m]}</span></label>`).join('\n        ')}
      </div>
      ${input.methods.map((m) => METHOD_FIELDS[m]).join('\n      ')}
      <button type="submit" class="pay">Pay ${e(amount)}</button>
      <button type="button" id="fail" class="fail">Make it fail</button>
      <button type="button" id="cancel" class="cancel">Cancel payment</button>
    </form>`;
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <meta name="robots" content="noindex" />
  <title>Sandbox payment — no real money</title>
  <style>${STYLES}</style>
</head>
<body>
  <div class="banner" role="note">Sandbox payment — no real money</div>
  <main id="checkout" data-order-id="${e(input.orderId)}" data-parent-origin="${e(input.parentOrigin)}">
    <h1>${e(input.merchant || 'Staybook')}</h1>
    <p class="muted">${e(input.description)}</p>
    ${amount ? `<p class="amount" aria-label="Amount to pay">${e(amount)}</p>` : ''}
    ${input.prefill.name || input.prefill.email || input.prefill.contact ? `<p class="muted">Paying as ${e([input.prefill.name, input.prefill.email, input.prefill.contact].filter(Boolean).join(' · '))}</p>` : ''}
    ${form}
    <p id="status" class="status" role="status" aria-live="polite"></p>
  </main>
  <script src="/sandbox-pay/checkout-page.js"></script>
</body>
</html>`;
}
