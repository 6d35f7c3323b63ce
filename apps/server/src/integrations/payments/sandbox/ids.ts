import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Bytes at or above this would favour the first letters (256 is not a multiple of 62): they are skipped. */
const UNBIASED_BELOW = 256 - (256 % ALPHABET.length);

/** `length` random letters and digits. */
export function randomAlnum(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < UNBIASED_BELOW) out += ALPHABET[byte % ALPHABET.length];
      if (out.length === length) break;
    }
  }
  return out;
}

/** An id the way Stripe spells them: its prefix (`pi`, `cus`, `acct`...) and 24 letters and digits (16 for accounts). */
export const stripeId = (prefix: string) => `${prefix}_${randomAlnum(prefix === 'acct' ? 16 : 24)}`;

/** A client secret of an intent: `<id>_secret_<random>`, as Stripe.js expects to split it. */
export const clientSecretOf = (intentId: string) => `${intentId}_secret_${randomAlnum(25)}`;

/** Seconds since the epoch: every `created` at Stripe. */
export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
