import type { TStoreChosenOption } from '@atrium/contracts/store';
import { AppError } from '../../platform/errors';
import type { storeProducts } from './store.tables';

/** What pricing reads of a product. */
type PricedProduct = Pick<typeof storeProducts.$inferSelect, 'name' | 'priceMinor' | 'currency' | 'options'>;

// Making an Intl.NumberFormat costs about a third of a millisecond: every paid order mails twice (decision 030).
const formats = new Map<string, Intl.NumberFormat>();

/** An amount in minor units as people read it: `$1,250.00`, `¥5,000` (the currency's own decimals). */
export function formatMoney(amountMinor: number, currency: string): string {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formats.set(currency, format);
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}

/**
 * What a product costs with the buyer's choices, from Atrium's own records (decision 029: never the browser's
 * number). Every required option must be chosen, each option at most once, and only with one of its choices.
 */
export function priceOf(product: PricedProduct, chosen: readonly TStoreChosenOption[]) {
  const options: TStoreChosenOption[] = [];
  let amountMinor = product.priceMinor;
  const seen = new Set<string>();
  chosen.forEach((pick, index) => {
    const option = product.options.find((o) => o.name.toLowerCase() === pick.name.toLowerCase());
    if (!option) throw optionError(index, 'name', `${product.name} has no option “${pick.name}”`);
    if (seen.has(option.name)) throw optionError(index, 'name', `Choose “${option.name}” once`);
    seen.add(option.name);
    const choice = option.choices.find((c) => c.label.toLowerCase() === pick.choice.toLowerCase());
    if (!choice) throw optionError(index, 'choice', `“${pick.choice}” is not a choice of “${option.name}”`);
    options.push({ name: option.name, choice: choice.label });
    amountMinor += choice.priceMinor;
  });
  const missing = product.options.find((o) => o.required && !seen.has(o.name));
  if (missing) throw optionProblem(['options'], `Choose “${missing.name}”`);
  return { amountMinor, currency: product.currency, options };
}

/** A 400 shaped like the contract's validation errors, so the checkout shows it beside the option. */
const optionProblem = (path: (string | number)[], message: string) =>
  new AppError(400, 'validation_error', message, [{ path, message }]);
const optionError = (index: number, field: 'name' | 'choice', message: string) =>
  optionProblem(['options', index, field], message);

/** The page showed another price (the owner changed it since): a 409 saying what it costs now. */
export function assertExpectedPrice(
  priced: { amountMinor: number; currency: string },
  expected: { expectedAmountMinor: number; currency: string },
) {
  if (priced.amountMinor === expected.expectedAmountMinor && priced.currency === expected.currency) return;
  throw new AppError(
    409,
    'price_changed',
    `The price changed: it is now ${formatMoney(priced.amountMinor, priced.currency)}, not ${formatMoney(
      expected.expectedAmountMinor,
      expected.currency,
    )}. Check the new total and buy again.`,
    { amountMinor: priced.amountMinor, currency: priced.currency },
  );
}

/** Atrium's application fee on a one-time sale: the configured percentage, rounded down (decision 029). */
export const applicationFee = (amountMinor: number, percent: number) => Math.floor((amountMinor * percent) / 100);
