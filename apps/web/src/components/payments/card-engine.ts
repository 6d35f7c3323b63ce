/**
 * What CardForm asks of whichever card input it shows (the sandbox's frame or Stripe's Payment Element): confirm the
 * intent with what the buyer typed, and say how it went. The input shows its own field messages; CardForm shows the
 * bank's answer under the button.
 */
export type ConfirmOutcome =
  /** Stripe took it: `succeeded` or `processing` (or `requires_capture`), the caller asks the server to read it back. */
  | { kind: 'confirmed'; intentId: string; status: string }
  /** A decline, a failed authentication, or a network failure, with the message to show as is. */
  | { kind: 'declined'; message: string }
  /** The fields are not complete or not valid: the input shows why, nothing was sent. */
  | { kind: 'invalid' };

export interface CardEngine {
  confirm(clientSecret: string): Promise<ConfirmOutcome>;
}

/** What both inputs tell CardForm while they load. */
export interface CardEngineEvents {
  onReady: () => void;
  onLoadFailed: () => void;
  /** The buyer pressed Enter inside the input: the same as pressing the button. */
  onSubmitRequested: () => void;
}

/** Stripe's locale for an interface language: Arabic is `ae` in Atrium, `ar` at Stripe; the rest are the same. */
export const stripeLocale = (language: string | undefined): string => {
  const code = (language ?? 'en').slice(0, 2).toLowerCase();
  return code === 'ae' ? 'ar' : code;
};

/** The brand colour from the design tokens, so the card input matches the page (a hex value, or undefined). */
export function brandColor(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const value = getComputedStyle(document.documentElement).getPropertyValue('--color-brand-600').trim();
  return /^#[0-9a-f]{3,8}$/i.test(value) ? value : undefined;
}
