/*
 * Demo stand-in for the payment provider's Standard Checkout script (decisions.md).
 * Loaded through the same script-URL setting (VITE_RAZORPAY_SCRIPT_URL) as the real one, it
 * defines `window.Razorpay` with the same surface the site uses: `new Razorpay(options)`,
 * `.on('payment.failed', cb)` and `.open()`. Its window has three buttons:
 *   Pay   – asks the demo provider endpoint to take the money, then calls options.handler
 *   Fail  – reports a declined card to the 'payment.failed' callbacks
 *   Close – calls options.modal.ondismiss
 * No inline event handlers (the site's CSP forbids them); plain ES2017, no dependencies.
 */
(function () {
  'use strict';

  // document.currentScript only exists while this file first runs.
  var scriptSrc = (document.currentScript && document.currentScript.src) || window.location.href;
  var PAY_URL = new URL('/demo/razorpay/pay', scriptSrc).href;
  var STYLE_ID = 'demo-checkout-style';
  var counter = 0;

  var CSS = [
    '.dc-backdrop{position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;',
    'background:rgba(8,20,15,.62);padding:16px;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}',
    '.dc-dialog{position:relative;width:100%;max-width:380px;background:#fff;color:#14201b;border-radius:12px;',
    'box-shadow:0 20px 60px rgba(0,0,0,.35);overflow:hidden}',
    '.dc-head{background:#0b3d2e;color:#fff;padding:18px 56px 18px 20px}',
    '.dc-head h2{margin:0;font-size:1.1rem;line-height:1.3}',
    '.dc-head p{margin:4px 0 0;font-size:.9rem;color:#d9ece2}',
    '.dc-body{padding:20px}',
    '.dc-amount{font-size:1.8rem;font-weight:800;margin:0 0 4px}',
    '.dc-note{margin:0 0 16px;font-size:.85rem;color:#44524b}',
    '.dc-status{min-height:1.4em;margin:0 0 12px;font-size:.9rem;color:#44524b}',
    '.dc-actions{display:flex;gap:12px}',
    '.dc-btn{flex:1;min-height:44px;border-radius:999px;border:2px solid transparent;font:inherit;font-weight:700;cursor:pointer}',
    '.dc-pay{background:#0f7a4a;color:#fff}',
    '.dc-fail{background:#fff;color:#b3261e;border-color:#b3261e}',
    '.dc-btn:disabled{opacity:.6;cursor:progress}',
    '.dc-close{position:absolute;top:10px;right:10px;width:40px;height:40px;border:0;border-radius:50%;',
    'background:transparent;color:#fff;font-size:1.5rem;line-height:1;cursor:pointer}',
    '.dc-backdrop :focus-visible{outline:3px solid #e0b341;outline-offset:2px}',
  ].join('');

  function ensureStyle() {
    if (document.getElementById(STYLE_ID)) return;
    var style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = CSS;
    document.head.appendChild(style);
  }

  function rupees(paise) {
    var amount = Number(paise) / 100;
    try {
      return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 }).format(
        amount,
      );
    } catch (e) {
      return '\u20B9' + amount;
    }
  }

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) throw new TypeError('Razorpay must be called with new');
    if (!options || typeof options !== 'object') throw new TypeError('Razorpay options are required');
    this.options = options;
    this.callbacks = {};
    this.root = null;
    this.previousFocus = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    if (typeof callback !== 'function') return;
    (this.callbacks[event] = this.callbacks[event] || []).push(callback);
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.callbacks[event] || []).forEach(function (callback) {
      callback(payload);
    });
  };

  Razorpay.prototype.close = function () {
    if (!this.root) return;
    this.root.remove();
    this.root = null;
    if (this.previousFocus && typeof this.previousFocus.focus === 'function' && document.contains(this.previousFocus)) {
      this.previousFocus.focus();
    }
  };

  Razorpay.prototype.dismiss = function () {
    this.close();
    var modal = this.options.modal;
    if (modal && typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  Razorpay.prototype.fail = function (description) {
    var orderId = this.options.order_id;
    this.close();
    this.emit('payment.failed', {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: description,
        reason: 'payment_failed',
        metadata: { order_id: orderId },
      },
    });
  };

  Razorpay.prototype.pay = function (buttons, status) {
    var self = this;
    buttons.forEach(function (button) {
      button.disabled = true;
    });
    status.textContent = 'Processing payment\u2026';
    fetch(PAY_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ order_id: self.options.order_id }),
    })
      .then(function (response) {
        return response
          .json()
          .catch(function () {
            return {};
          })
          .then(function (body) {
            return { ok: response.ok, body: body };
          });
      })
      .then(function (result) {
        if (!result.ok) {
          self.fail((result.body && result.body.message) || 'The payment could not be completed (demo).');
          return;
        }
        self.close();
        if (typeof self.options.handler === 'function') {
          self.options.handler({
            razorpay_order_id: result.body.razorpay_order_id,
            razorpay_payment_id: result.body.razorpay_payment_id,
            razorpay_signature: result.body.razorpay_signature,
          });
        }
      })
      .catch(function () {
        self.fail('The payment could not be completed: network error (demo).');
      });
  };

  Razorpay.prototype.open = function () {
    if (this.root) return;
    ensureStyle();
    var self = this;
    var options = this.options;
    var id = 'demo-checkout-' + ++counter;
    this.previousFocus = document.activeElement;

    var backdrop = el('div', 'dc-backdrop');
    var dialog = el('div', 'dc-dialog');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', id + '-title');
    dialog.setAttribute('aria-describedby', id + '-desc');

    var head = el('div', 'dc-head');
    var title = el('h2', '', (options.name || 'Checkout') + ' \u2013 demo checkout');
    title.id = id + '-title';
    var desc = el('p', '', options.description || '');
    desc.id = id + '-desc';
    head.appendChild(title);
    head.appendChild(desc);

    var close = el('button', 'dc-close', '\u00D7');
    close.type = 'button';
    close.setAttribute('aria-label', 'Close');

    var body = el('div', 'dc-body');
    var amount = el('p', 'dc-amount', rupees(options.amount));
    var note = el('p', 'dc-note', 'Order ' + (options.order_id || '') + '. No real money moves in the demo.');
    var status = el('p', 'dc-status');
    status.setAttribute('role', 'status');
    var actions = el('div', 'dc-actions');
    var pay = el('button', 'dc-btn dc-pay', 'Pay');
    pay.type = 'button';
    var fail = el('button', 'dc-btn dc-fail', 'Fail');
    fail.type = 'button';
    actions.appendChild(pay);
    actions.appendChild(fail);
    body.appendChild(amount);
    body.appendChild(note);
    body.appendChild(status);
    body.appendChild(actions);

    dialog.appendChild(head);
    dialog.appendChild(close);
    dialog.appendChild(body);
    backdrop.appendChild(dialog);

    pay.addEventListener('click', function () {
      self.pay([pay, fail], status);
    });
    fail.addEventListener('click', function () {
      self.fail('Your card was declined by the bank (demo).');
    });
    close.addEventListener('click', function () {
      self.dismiss();
    });
    backdrop.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        self.dismiss();
        return;
      }
      if (event.key !== 'Tab') return;
      // Keep focus inside the window.
      var focusable = [close, pay, fail].filter(function (button) {
        return !button.disabled;
      });
      if (focusable.length === 0) {
        event.preventDefault();
        return;
      }
      var first = focusable[0];
      var last = focusable[focusable.length - 1];
      if (event.shiftKey && (document.activeElement === first || !dialog.contains(document.activeElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !dialog.contains(document.activeElement))) {
        event.preventDefault();
        first.focus();
      }
    });

    document.body.appendChild(backdrop);
    this.root = backdrop;
    pay.focus();
  };

  window.Razorpay = Razorpay;
})();
