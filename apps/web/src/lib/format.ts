import { afterFirstScreen } from './first-screen';
import { englishCompact, englishDollars, englishLongUtcDate, englishNumber } from './format-english';
import { findLanguage } from './languages';

// The product's Arabic code 'ae' is not a BCP 47 tag (it would mean Avestan); the html lang ('ar') is.
export const intlLocale = (language: string) => findLanguage(language).htmlLang;

/** English is the language formatted without ICU where it can be (`format-english.ts`, `compareWords`). */
const isEnglish = (locale: string) => locale === 'en';

/**
 * Intl formatters cost far more to build than to use: a new compact formatter for each card's rating count was
 * most of the home catalogue's render on a slow phone (docs/decisions/015). Each locale and option set is built
 * once per page load; the sets are few (languages x currencies x styles).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.Collator>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(locale, options); // throws for an unknown currency: nothing is kept then
    formatters.set(key, format);
  }
  return format;
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/** Compares words as the reader's language sorts them, ignoring case and accents. */
export function collator(locale: string): Intl.Collator {
  const key = `c|${locale}`;
  let compare = formatters.get(key) as Intl.Collator | undefined;
  if (!compare) {
    compare = new Intl.Collator(locale, { sensitivity: 'base' });
    formatters.set(key, compare);
  }
  return compare;
}

/**
 * Printable ASCII in the order of the Unicode root collation at base strength, the order `collator` gives English
 * words; a letter's capital weighs the same as the letter. Read from ICU in Node and Chromium (the test checks it).
 */
const ROOT_ASCII_ORDER = ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz';
const ASCII_WEIGHT = new Uint8Array(128);
for (let i = 0; i < ROOT_ASCII_ORDER.length; i++) {
  const char = ROOT_ASCII_ORDER[i] as string;
  ASCII_WEIGHT[char.charCodeAt(0)] = i + 1;
  ASCII_WEIGHT[char.toUpperCase().charCodeAt(0)] = i + 1;
}
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** The root collation's base-strength order of two strings of printable ASCII: one weight per character. */
function compareAscii(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const difference = (ASCII_WEIGHT[a.charCodeAt(i)] as number) - (ASCII_WEIGHT[b.charCodeAt(i)] as number);
    if (difference !== 0) return Math.sign(difference);
  }
  return Math.sign(a.length - b.length);
}

/**
 * Compares words as `collator(locale)` does. English words of plain ASCII (category names, mostly) are compared by
 * the table above instead: the first collator of a page load costs 20-40 ms on a fast machine while ICU loads its
 * data, most of a long task on the home page (ADR 015). Other languages tailor the order of plain letters (Danish
 * "aa" sorts as "å", Hungarian "cs" and "sz" as letters of their own), so they always take the collator.
 */
export function compareWords(locale: string): (a: string, b: string) => number {
  if (!isEnglish(locale)) return collator(locale).compare;
  return (a, b) => (PRINTABLE_ASCII.test(a) && PRINTABLE_ASCII.test(b) ? compareAscii(a, b) : collator(locale).compare(a, b));
}

const COMPACT: Intl.NumberFormatOptions = { notation: 'compact', maximumFractionDigits: 1 };

/**
 * Builds formatters a screen is about to use, each in a task of its own. The first formatter of each kind loads
 * locale data, tens of milliseconds on a slow phone: inside a screen's first render that is one long task (ADR 015).
 * They start once the first screen is shown, so they never delay its paint.
 */
export function warmUp(...builders: Array<() => unknown>): void {
  afterFirstScreen(() => {
    for (const build of builders) setTimeout(build);
  });
}

export function formatNumber(value: number, language: string): string {
  const locale = intlLocale(language);
  return (isEnglish(locale) && englishNumber(value)) || numberFormat(locale).format(value);
}

/** 12,400 -> "12K", in the reader's language: for cards and axis labels, where space is short. */
export function formatCompact(value: number, language: string): string {
  const locale = intlLocale(language);
  return (isEnglish(locale) && englishCompact(value)) || numberFormat(locale, COMPACT).format(value);
}

export interface FormatMoneyOptions {
  /**
   * Print the currency's usual digits even for whole amounts ("$19.00"): the console shows the exact price
   * a developer entered. By default whole amounts drop them, so a card reads "$19", not "$19.00".
   */
  keepCents?: boolean;
}

/** How many minor units make one of `currency` (100 for USD, 1 for JPY): amounts are kept in minor units. */
function minorDigits(currency: string): number | null {
  try {
    return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return null;
  }
}

/**
 * An amount in minor units (cents for USD, yen for JPY) as money, in the reader's language; an unknown currency
 * code falls back to "19.50 XYZ".
 */
export function formatMoney(
  cents: number,
  currency: string,
  language: string,
  { keepCents = false }: FormatMoneyOptions = {},
): string {
  const english = isEnglish(intlLocale(language)) && englishDollars(cents, currency, keepCents);
  if (english) return english;
  const exponent = minorDigits(currency);
  const unit = 10 ** (exponent ?? 2);
  const whole = !keepCents && cents % unit === 0;
  const fraction = whole ? 0 : (exponent ?? 2);
  if (exponent === null) return `${(cents / unit).toFixed(keepCents ? 2 : fraction)} ${currency}`;
  const digits = keepCents ? {} : { minimumFractionDigits: fraction, maximumFractionDigits: fraction };
  return numberFormat(intlLocale(language), { style: 'currency', currency, ...digits }).format(cents / unit);
}

/** A calendar day held as a UTC date, written out in the reader's language ("March 5, 2024"). */
export function formatLongUtcDate(value: Date, language: string): string {
  const locale = intlLocale(language);
  return (
    (isEnglish(locale) && englishLongUtcDate(value)) || dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(value)
  );
}

export function formatDate(iso: string, language: string): string {
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return iso;
  return dateFormat(intlLocale(language), { dateStyle: 'medium' }).format(value);
}

/** A calendar day (YYYY-MM-DD), read in UTC so it never shifts to the day before. */
export function formatDay(day: string, language: string, style: 'short' | 'long' = 'short'): string {
  const value = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(value.getTime())) return day;
  const options: Intl.DateTimeFormatOptions =
    style === 'short' ? { month: 'short', day: 'numeric', timeZone: 'UTC' } : { dateStyle: 'medium', timeZone: 'UTC' };
  return dateFormat(intlLocale(language), options).format(value);
}
