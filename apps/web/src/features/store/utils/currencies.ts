/** Currencies Stripe settles for agencies in most countries; a store's prices are all in one of them. */
export const STORE_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'NZD', 'CHF', 'SEK', 'DKK', 'PLN', 'JPY'] as const;
