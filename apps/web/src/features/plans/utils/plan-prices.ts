import type { TPlan } from '@atrium/contracts/plans';

/** Monthly price of each plan in cents (US dollars); every plan is free today. */
export const PLAN_PRICE_CENTS: Record<string, number> = { free: 0 };
export const PLAN_CURRENCY = 'USD';

export const priceOf = (plan: TPlan): number => PLAN_PRICE_CENTS[plan] ?? 0;
