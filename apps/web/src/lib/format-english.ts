/**
 * English numbers and dates without ICU. The first Intl formatter of a page load (number, date or collator alike) costs 20-40 ms
 * on a fast machine while ICU loads its data, the largest single task left on the home page (ADR 015). English counts,
 * ratings, US dollar prices and long dates follow a few fixed rules, written out here exactly as `Intl.NumberFormat('en')` and
 * `Intl.DateTimeFormat('en')` apply them (rounding half away from zero on the decimal digits, commas every three digits). Each function returns null for
 * anything outside those rules, and the caller takes Intl; `format-english.test.ts` compares both on many values.
 */

/** The decimal digits of a non-negative number as JavaScript prints it, or null when it prints an exponent. */
function digitsOf(value: number): { whole: string; fraction: string } | null {
  if (!(value >= 0) || Object.is(value, -0)) return null;
  const text = String(value);
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return { whole, fraction };
}

/** Adds one to a string of decimal digits ("199" -> "200", "99" -> "100"). */
function increment(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return digits.slice(0, i) + String(Number(digits[i]) + 1) + '0'.repeat(digits.length - i - 1);
}

/** Rounds to at most `places` fraction digits, half away from zero, and drops trailing zeros. */
function round(whole: string, fraction: string, places: number): { whole: string; fraction: string } {
  if (fraction.length > places) {
    const kept = whole + fraction.slice(0, places);
    const rounded = Number(fraction[places]) >= 5 ? increment(kept) : kept;
    whole = rounded.slice(0, rounded.length - places) || '0';
    fraction = rounded.slice(rounded.length - places);
  }
  return { whole, fraction: fraction.replace(/0+$/, '') };
}

const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+$)/g, ',');

const joined = ({ whole, fraction }: { whole: string; fraction: string }) =>
  fraction ? `${grouped(whole)}.${fraction}` : grouped(whole);

/** `new Intl.NumberFormat('en').format(value)`: up to three fraction digits. */
export function englishNumber(value: number): string | null {
  const digits = digitsOf(value);
  return digits && digits.whole.length <= 15 ? joined(round(digits.whole, digits.fraction, 3)) : null;
}

const COMPACT_UNITS = ['', 'K', 'M', 'B', 'T'] as const;

/** `Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 })` for whole counts below 10^15. */
export function englishCompact(value: number): string | null {
  if (!Number.isSafeInteger(value) || value < 0 || value >= 1e15) return null;
  if (value < 1000) return String(value);
  // The unit by the number of digits, then one unit up if rounding reached 1,000 of it (999,950 is "1M").
  for (let unit = Math.floor((String(value).length - 1) / 3); unit < COMPACT_UNITS.length; unit++) {
    const tenth = 10 ** (3 * unit - 1);
    const quotient = Math.floor(value / tenth);
    const tenths = quotient + (2 * (value - quotient * tenth) >= tenth ? 1 : 0);
    if (tenths >= 10_000 && unit < COMPACT_UNITS.length - 1) continue;
    const rest = tenths % 10;
    return `${Math.floor(tenths / 10)}${rest ? `.${rest}` : ''}${COMPACT_UNITS[unit]}`;
  }
  return null;
}

/** US dollars in English from whole cents: "$49", "$49.50", "$1,234.00" (`cents` shows them even for whole amounts). */
export function englishDollars(cents: number, currency: string, showCents: boolean): string | null {
  if (currency !== 'USD' || !Number.isSafeInteger(cents) || cents < 0) return null;
  const whole = String(Math.floor(cents / 100));
  const rest = cents % 100;
  const fraction = showCents || rest !== 0 ? `.${String(rest).padStart(2, '0')}` : '';
  return `$${grouped(whole)}${fraction}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' })`: "March 5, 2024", for years 1 to 9999. */
export function englishLongUtcDate(value: Date): string | null {
  const year = value.getUTCFullYear();
  if (!(year >= 1 && year <= 9999)) return null;
  return `${MONTHS[value.getUTCMonth()]} ${value.getUTCDate()}, ${year}`;
}
