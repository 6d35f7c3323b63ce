import type { TStoreProductOption } from '@atrium/contracts/store';
import { numberFormat } from '@/lib/format';

/** How many digits a currency's minor unit has (2 for USD, 0 for JPY, 3 for KWD); 2 for a code Intl does not know. */
export function minorDigits(currency: string): number {
  try {
    return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * What an owner typed as a price ("97", "97.5", "1,250.00", "97,50") in minor units, or null when it is not an
 * amount of this currency (letters, a minus, more decimals than the currency has). A comma followed by exactly the
 * currency's decimals is a decimal comma; other commas group thousands.
 */
export function parseMinor(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  let value = text.trim().replace(/[\s\u00a0']/g, '');
  if (!value) return null;
  const decimalComma = digits > 0 && new RegExp(`^\\d+,\\d{1,${digits}}$`).test(value);
  value = decimalComma ? value.replace(',', '.') : value.replace(/,/g, '');
  const match = /^(\d+)(?:\.(\d*))?$/.exec(value);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units as the plain number an input shows ("97.50"; "97" for whole amounts; "1500" for JPY). */
export function minorToInput(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  if (digits === 0) return String(minor);
  const unit = 10 ** digits;
  return minor % unit === 0 ? String(minor / unit) : (minor / unit).toFixed(digits);
}

/** The price of a product with the buyer's choices: its own plus each chosen choice's extra. */
export function priceWithChoices(
  priceMinor: number,
  options: readonly Pick<TStoreProductOption, 'name' | 'choices'>[],
  chosen: Readonly<Record<string, string>>,
): number {
  let total = priceMinor;
  for (const option of options) {
    const choice = option.choices.find((c) => c.label === chosen[option.name]);
    if (choice) total += choice.priceMinor;
  }
  return total;
}

/** A fresh key for one Buy or Subscribe (decision 029); randomUUID needs a secure context, so a fallback. */
export function newRequestKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
