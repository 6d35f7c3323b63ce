/**
 * Stripe's test cards as the sandbox plays them (https://docs.stripe.com/testing): the number (or the test
 * PaymentMethod token standing for it) decides what confirming a payment with it does.
 */
export type CardBehaviour =
  /** Charges succeed. */
  | { kind: 'succeeds' }
  /** Declined at charge time with this decline code. */
  | { kind: 'declines'; declineCode: string; code: string; message: string }
  /**
   * 3-D Secure: `always` for every payment, `unless_set_up` for on-session payments (a setup intent authenticates
   * once, off-session payments then go through).
   */
  | { kind: 'authenticates'; when: 'always' | 'unless_set_up' }
  /** Attaches to a customer, but every charge is declined (Stripe's `pm_card_chargeCustomerFail`). */
  | { kind: 'attaches_then_declines' };

export interface TestCard {
  number: string;
  brand: 'visa' | 'mastercard' | 'amex';
  behaviour: CardBehaviour;
}

const DECLINED = { code: 'card_declined', message: 'Your card was declined.' };

/** By number (spaces removed). */
export const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  '4242424242424242': { number: '4242424242424242', brand: 'visa', behaviour: { kind: 'succeeds' } },
  '5555555555554444': { number: '5555555555554444', brand: 'mastercard', behaviour: { kind: 'succeeds' } },
  '378282246310005': { number: '378282246310005', brand: 'amex', behaviour: { kind: 'succeeds' } },
  '4000000000000002': {
    number: '4000000000000002',
    brand: 'visa',
    behaviour: { kind: 'declines', declineCode: 'generic_decline', ...DECLINED },
  },
  '4000000000009995': {
    number: '4000000000009995',
    brand: 'visa',
    behaviour: {
      kind: 'declines',
      declineCode: 'insufficient_funds',
      code: 'card_declined',
      message: 'Your card has insufficient funds.',
    },
  },
  '4000000000000069': {
    number: '4000000000000069',
    brand: 'visa',
    behaviour: { kind: 'declines', declineCode: 'expired_card', code: 'expired_card', message: 'Your card has expired.' },
  },
  '4000000000000127': {
    number: '4000000000000127',
    brand: 'visa',
    behaviour: {
      kind: 'declines',
      declineCode: 'incorrect_cvc',
      code: 'incorrect_cvc',
      message: "Your card's security code is incorrect.",
    },
  },
  '4000002500003155': { number: '4000002500003155', brand: 'visa', behaviour: { kind: 'authenticates', when: 'unless_set_up' } },
  '4000002760003184': { number: '4000002760003184', brand: 'visa', behaviour: { kind: 'authenticates', when: 'always' } },
  '4000000000003220': { number: '4000000000003220', brand: 'visa', behaviour: { kind: 'authenticates', when: 'always' } },
  '4000000000000341': { number: '4000000000000341', brand: 'visa', behaviour: { kind: 'attaches_then_declines' } },
};

/** Stripe's test PaymentMethod tokens: each confirms (or attaches) as a fresh PaymentMethod of that card. */
export const TEST_PAYMENT_METHOD_TOKENS: Readonly<Record<string, string>> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_visa_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_authenticationRequiredOnSetup: '4000002500003155',
  pm_card_authenticationRequired: '4000002760003184',
  pm_card_threeDSecure2Required: '4000000000003220',
  pm_card_chargeCustomerFail: '4000000000000341',
};

/** Luhn's check: what Stripe.js refuses as "Your card number is invalid." before anything is sent. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
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
}

/** Any other valid number behaves as Visa's 4242 (a real test card the sandbox does not single out). */
export function testCardOf(number: string): TestCard {
  const clean = number.replace(/[\s-]/g, '');
  return (
    TEST_CARDS[clean] ?? {
      number: clean,
      brand: clean.startsWith('5') ? 'mastercard' : clean.startsWith('3') ? 'amex' : 'visa',
      behaviour: { kind: 'succeeds' },
    }
  );
}
