/**
 * Browser scripts of the sandbox checkout, served as files (the site's CSP allows no inline scripts).
 *
 * CHECKOUT_JS defines `window.Razorpay` with the real checkout's interface:
 *   new Razorpay({ key, amount, currency, order_id, name, description, prefill: { name, email, contact },
 *                  config: { display: { blocks } }, handler(response), modal: { ondismiss } })
 *     .on('payment.failed', cb).open()
 * The methods the config's blocks name (net banking, wallets, pay later, EMI) are offered after cards and UPI.
 * It opens the sandbox checkout page in an overlay frame and relays its result. One difference from the real
 * checkout, on purpose: after a failed attempt the overlay closes (the real one offers a retry in place), so
 * the site's own failure modal is what the tester sees.
 */
export const CHECKOUT_JS = `(function () {
  'use strict';
  var script = document.currentScript;
  var base = script && script.src ? new URL(script.src, location.href).origin : location.origin;

  // The methods named by the blocks of Checkout's config.display (net banking, wallets, …), as Razorpay reads them.
  function configuredMethods(config) {
    var display = config && config.display;
    if (!display || !display.blocks) return '';
    var names = [];
    Object.keys(display.blocks).forEach(function (code) {
      (display.blocks[code].instruments || []).forEach(function (i) { if (i && i.method) names.push(i.method); });
    });
    return names.join(',');
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error('Razorpay: the "key" option is required');
    if (!options.order_id) throw new Error('Razorpay: the "order_id" option is required');
    this.options = options;
    this._listeners = {};
    this._overlay = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this._listeners[event] = this._listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype._emit = function (event, payload) {
    (this._listeners[event] || []).forEach(function (cb) { cb(payload); });
  };

  Razorpay.prototype.close = function () {
    if (!this._overlay) return;
    window.removeEventListener('message', this._onMessage);
    this._overlay.remove();
    this._overlay = null;
    document.documentElement.style.overflow = this._overflow || '';
    if (this._opener && this._opener.focus) this._opener.focus();
  };

  Razorpay.prototype.open = function () {
    if (this._overlay) return;
    var o = this.options;
    var prefill = o.prefill || {};
    var q = new URLSearchParams({
      order_id: o.order_id, key: o.key, amount: String(o.amount || ''), currency: o.currency || 'INR',
      name: o.name || '', description: o.description || '', prefill_name: prefill.name || '',
      prefill_email: prefill.email || '', prefill_contact: prefill.contact || '', origin: location.origin,
      methods: configuredMethods(o.config)
    });
    var overlay = document.createElement('div');
    overlay.setAttribute('data-sandbox-checkout', '');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', 'Sandbox payment — no real money');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483000;background:rgba(15,23,42,.6);' +
      'display:flex;align-items:center;justify-content:center;padding:12px';
    var frame = document.createElement('iframe');
    frame.title = 'Sandbox payment — no real money';
    frame.src = base + '/sandbox-pay/checkout?' + q.toString();
    frame.style.cssText = 'width:100%;max-width:440px;height:100%;max-height:680px;border:0;border-radius:12px;' +
      'background:#fff;box-shadow:0 20px 50px rgba(0,0,0,.35)';
    overlay.appendChild(frame);
    var self = this;
    this._opener = document.activeElement;
    this._onMessage = function (event) {
      if (event.origin !== base || event.source !== frame.contentWindow) return;
      var data = event.data || {};
      if (data.type === 'sandbox-pay:success') {
        self.close();
        if (typeof o.handler === 'function') o.handler(data.response);
      } else if (data.type === 'sandbox-pay:failed') {
        self.close();
        self._emit('payment.failed', { error: data.error });
      } else if (data.type === 'sandbox-pay:dismiss') {
        self.close();
        if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
      }
    };
    window.addEventListener('message', this._onMessage);
    this._overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    document.body.appendChild(overlay);
    this._overlay = overlay;
    frame.addEventListener('load', function () { frame.focus(); });
  };

  window.Razorpay = Razorpay;
})();
`;

/** The checkout page's own behaviour: method tabs, the pay call, and posting the result to the opener. */
export const CHECKOUT_PAGE_JS = `(function () {
  'use strict';
  var root = document.getElementById('checkout');
  if (!root) return;
  var orderId = root.getAttribute('data-order-id');
  var parentOrigin = root.getAttribute('data-parent-origin') || '*';
  var status = document.getElementById('status');
  var busy = false;

  function tell(type, extra) {
    var message = Object.assign({ type: type }, extra || {});
    if (window.parent !== window) window.parent.postMessage(message, parentOrigin);
  }
  function say(text, isError) {
    status.textContent = text;
    status.className = isError ? 'status error' : 'status';
  }
  function setBusy(on) {
    busy = on;
    document.querySelectorAll('button').forEach(function (b) { b.disabled = on; });
  }

  var form = document.getElementById('pay-form');
  function showMethod() {
    var chosen = document.querySelector('input[name="method"]:checked').value;
    document.querySelectorAll('fieldset[data-method]').forEach(function (f) {
      f.hidden = f.getAttribute('data-method') !== chosen;
    });
  }
  if (form) {
    document.querySelectorAll('input[name="method"]').forEach(function (m) { m.addEventListener('change', showMethod); });
    showMethod();
  }

  function pay(forceFailure) {
    if (busy) return;
    var method = document.querySelector('input[name="method"]:checked').value;
    var body = { order_id: orderId, method: method, force_failure: !!forceFailure };
    var value = function (id) { return document.getElementById(id).value; };
    if (method === 'card') body.card_number = value('card-number').replace(/\\D/g, '');
    else if (method === 'emi') body.card_number = value('emi-card-number').replace(/\\D/g, '');
    else if (method === 'upi') body.vpa = value('vpa').trim().toLowerCase();
    else if (method === 'netbanking') body.bank = value('bank');
    else if (method === 'wallet') body.wallet = value('wallet');
    else if (method === 'paylater') body.provider = value('paylater-provider');
    setBusy(true);
    say(forceFailure ? 'Failing the payment…' : 'Processing payment…', false);
    fetch('/sandbox-pay/pay', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body)
    }).then(function (res) {
      return res.json().then(function (json) { return { ok: res.ok, json: json }; });
    }).then(function (r) {
      if (!r.ok) { setBusy(false); say((r.json.error && r.json.error.message) || 'Payment could not be processed.', true); return; }
      if (r.json.paid) { say('Payment successful. Returning to the site…', false); tell('sandbox-pay:success', { response: r.json.response }); }
      else { say('Payment failed.', true); tell('sandbox-pay:failed', { error: r.json.error }); setBusy(false); }
    }).catch(function () { setBusy(false); say('Network error. Please try again.', true); });
  }

  if (form) {
    form.addEventListener('submit', function (e) { e.preventDefault(); pay(false); });
    document.getElementById('fail').addEventListener('click', function () { pay(true); });
  }
  document.getElementById('cancel').addEventListener('click', function () { tell('sandbox-pay:dismiss'); });
  document.addEventListener('keydown', function (e) { if (e.key === 'Escape' && !busy) tell('sandbox-pay:dismiss'); });
})();
`;
