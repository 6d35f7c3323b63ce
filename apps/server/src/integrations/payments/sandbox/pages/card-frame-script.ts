/**
 * The card frame's own script, run in the browser from the sandbox's origin (plain JavaScript: it is sent as is).
 * It speaks Atrium's card form's protocol (`apps/web/src/components/payments/sandbox-card-frame.tsx`) on the channel
 * `stripe-sandbox-card`, only with the parent origin the page was opened for, and confirms the intent with the
 * sandbox's API the way Stripe.js does: the publishable key, the client secret, the card in `payment_method_data`.
 */
export const CARD_FRAME_SCRIPT = `
(() => {
  'use strict';
  const config = JSON.parse(document.getElementById('config').textContent);
  const T = config.texts;
  const CHANNEL = 'stripe-sandbox-card';
  const form = document.getElementById('card');
  const fieldset = document.getElementById('fields');
  const challenge = document.getElementById('challenge');
  const inputs = {
    number: document.getElementById('number'),
    expiry: document.getElementById('expiry'),
    cvc: document.getElementById('cvc'),
    postal: document.getElementById('postal'),
  };
  const framed = window.parent !== window && Boolean(config.origin);
  const post = (message) => {
    if (framed) window.parent.postMessage(Object.assign({ channel: CHANNEL }, message), config.origin);
  };
  const height = () => Math.ceil(document.body.getBoundingClientRect().height);
  const digits = (value) => value.replace(/\\D/g, '');

  const isAmex = (number) => /^3[47]/.test(number);
  inputs.number.addEventListener('input', () => {
    const raw = digits(inputs.number.value).slice(0, 19);
    const groups = isAmex(raw) ? [4, 6, 5] : [4, 4, 4, 4, 3];
    const parts = [];
    let at = 0;
    for (const size of groups) {
      if (at >= raw.length) break;
      parts.push(raw.slice(at, at + size));
      at += size;
    }
    inputs.number.value = parts.join(' ');
    clearError('number');
  });
  inputs.expiry.addEventListener('input', (event) => {
    let raw = digits(inputs.expiry.value).slice(0, 4);
    if (raw.length === 1 && raw > '1') raw = '0' + raw;
    const deleting = event.inputType && event.inputType.startsWith('delete');
    inputs.expiry.value = raw.length > 2 || (raw.length === 2 && !deleting) ? raw.slice(0, 2) + ' / ' + raw.slice(2) : raw;
    clearError('expiry');
  });
  inputs.cvc.addEventListener('input', () => {
    inputs.cvc.value = digits(inputs.cvc.value).slice(0, 4);
    clearError('cvc');
  });
  inputs.postal.addEventListener('input', () => clearError('postal'));

  const luhn = (number) => {
    let sum = 0;
    for (let i = 0; i < number.length; i += 1) {
      let digit = Number(number[number.length - 1 - i]);
      if (i % 2 === 1) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
    }
    return sum % 10 === 0;
  };

  /** The field's problem, Stripe's words; null when it is fine. */
  const problems = {
    number: () => {
      const number = digits(inputs.number.value);
      if (number.length < (isAmex(number) ? 15 : 16)) return T.numberIncomplete;
      return luhn(number) ? null : T.numberInvalid;
    },
    expiry: () => {
      const raw = digits(inputs.expiry.value);
      if (raw.length < 4) return T.expiryIncomplete;
      const month = Number(raw.slice(0, 2));
      if (month < 1 || month > 12) return T.expiryIncomplete;
      const year = 2000 + Number(raw.slice(2));
      const now = new Date();
      return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1) ? T.expiryPast : null;
    },
    cvc: () => (digits(inputs.cvc.value).length < (isAmex(digits(inputs.number.value)) ? 4 : 3) ? T.cvcIncomplete : null),
    postal: () => (inputs.postal.value.trim().length < 3 ? T.postalIncomplete : null),
  };

  function showError(name, message) {
    const input = inputs[name];
    const error = document.getElementById(name + '-error');
    error.textContent = message || '';
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    post({ type: 'resize', height: height() });
  }
  const clearError = (name) => {
    if (inputs[name].hasAttribute('aria-invalid')) showError(name, null);
  };
  // A field says what is wrong once the buyer leaves it (not while typing), and every field on a confirm.
  for (const name of Object.keys(inputs)) {
    inputs[name].addEventListener('blur', () => {
      if (inputs[name].value) showError(name, problems[name]());
    });
  }
  function validate() {
    let first = null;
    for (const name of Object.keys(inputs)) {
      const message = problems[name]();
      showError(name, message);
      if (message && !first) first = inputs[name];
    }
    if (first) first.focus();
    return !first;
  }

  async function api(path, body) {
    const headers = { authorization: 'Bearer ' + config.key, 'content-type': 'application/x-www-form-urlencoded' };
    if (config.account) headers['stripe-account'] = config.account;
    const response = await fetch(path, { method: 'POST', headers, body: new URLSearchParams(body) });
    return { status: response.status, json: await response.json().catch(() => ({})) };
  }

  /** Stripe.js words a decline in the element's locale from its code; anything else keeps the API's message. */
  function messageOf(error) {
    if (!error) return T.declined;
    const code = error.decline_code || error.code;
    if (code === 'insufficient_funds') return T.insufficientFunds;
    if (code === 'expired_card') return T.expiredCard;
    if (code === 'incorrect_cvc') return T.incorrectCvc;
    if (code === 'payment_intent_authentication_failure' || code === 'setup_intent_authentication_failure') {
      return T.authenticationFailed;
    }
    if (code === 'card_declined' || code === 'generic_decline') return T.declined;
    return error.message || T.declined;
  }

  function outcomeOf(answer) {
    const intent = answer.json;
    if (answer.status === 200 && ['succeeded', 'processing', 'requires_capture'].includes(intent.status)) {
      return { kind: 'confirmed', intentId: intent.id, status: intent.status };
    }
    if (answer.status === 200) return { kind: 'declined', message: messageOf(intent.last_payment_error || intent.last_setup_error) };
    return { kind: 'declined', message: messageOf(intent.error) };
  }

  /** The bank's step, inside the frame: the buyer picks Complete or Fail, and the sandbox ends the step so. */
  function authenticate(intent, clientSecret) {
    return new Promise((resolve) => {
      form.hidden = true;
      challenge.hidden = false;
      document.getElementById('challenge-title').focus();
      post({ type: 'resize', height: height() });
      const finish = async (outcome) => {
        for (const button of challenge.querySelectorAll('button')) button.disabled = true;
        let answer;
        try {
          const kind = config.mode === 'setup' ? 'setup_intents' : 'payment_intents';
          const path = '/v1/test_helpers/' + kind + '/' + encodeURIComponent(intent.id) + '/authenticate';
          answer = await api(path, { client_secret: clientSecret, outcome });
        } catch {
          answer = { status: 0, json: { error: { message: T.network } } };
        }
        for (const button of challenge.querySelectorAll('button')) button.disabled = false;
        challenge.hidden = true;
        form.hidden = false;
        post({ type: 'resize', height: height() });
        resolve(answer);
      };
      document.getElementById('complete').onclick = () => finish('succeed');
      document.getElementById('fail').onclick = () => finish('fail');
    });
  }

  let busy = false;
  async function confirm(clientSecret) {
    if (!validate()) return { kind: 'invalid' };
    const intentId = clientSecret.split('_secret_')[0];
    const path = '/v1/' + (config.mode === 'setup' ? 'setup_intents' : 'payment_intents') + '/' + encodeURIComponent(intentId) + '/confirm';
    const expiry = digits(inputs.expiry.value);
    busy = true;
    fieldset.disabled = true;
    try {
      let answer = await api(path, {
        client_secret: clientSecret,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': digits(inputs.number.value),
        'payment_method_data[card][exp_month]': String(Number(expiry.slice(0, 2))),
        'payment_method_data[card][exp_year]': '20' + expiry.slice(2),
        'payment_method_data[card][cvc]': digits(inputs.cvc.value),
        'payment_method_data[billing_details][address][postal_code]': inputs.postal.value.trim(),
      });
      if (answer.status === 200 && answer.json.status === 'requires_action') answer = await authenticate(answer.json, clientSecret);
      return outcomeOf(answer);
    } catch {
      return { kind: 'declined', message: T.network };
    } finally {
      busy = false;
      fieldset.disabled = false;
    }
  }

  // Enter in a field presses the page's button: the page decides (it may be disabled) and asks for a confirm.
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    post({ type: 'submit' });
  });
  window.addEventListener('message', async (event) => {
    if (!framed || event.source !== window.parent || event.origin !== config.origin) return;
    const data = event.data;
    if (!data || data.channel !== CHANNEL) return;
    // The page asks once the frame has loaded, in case it was not yet listening when the first 'ready' went out.
    if (data.type === 'hello') return post({ type: 'ready', height: height() });
    if (data.type !== 'confirm') return;
    if (typeof data.id !== 'string' || typeof data.clientSecret !== 'string') return;
    if (busy) return;
    post(Object.assign({ type: 'result', id: data.id }, await confirm(data.clientSecret)));
  });
  if (typeof ResizeObserver === 'function') {
    new ResizeObserver(() => post({ type: 'resize', height: height() })).observe(document.body);
  }
  post({ type: 'ready', height: height() });
})();
`;
