/** A recurring price's cycle, as Stripe's `price.recurring` says it. */
export interface Recurring {
  interval: 'day' | 'week' | 'month' | 'year';
  interval_count: number;
}

const DAY = 86_400;

/**
 * The end of one cycle that starts at `start` (seconds), anchored to `anchor`'s day of the month as Stripe does: a
 * subscription started on 31 January renews on 28 (or 29) February, then on 31 March.
 */
export function addCycle(start: number, recurring: Recurring, anchor = start): number {
  const count = recurring.interval_count;
  if (recurring.interval === 'day') return start + count * DAY;
  if (recurring.interval === 'week') return start + count * 7 * DAY;
  const from = new Date(start * 1000);
  const anchorDay = new Date(anchor * 1000).getUTCDate();
  const months = recurring.interval === 'month' ? count : count * 12;
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const next = Date.UTC(
    year,
    month,
    Math.min(anchorDay, lastDay),
    from.getUTCHours(),
    from.getUTCMinutes(),
    from.getUTCSeconds(),
  );
  return Math.floor(next / 1000);
}

/**
 * Stripe's proration: the part of the period still to come, to the second. A price change at `at` credits the unused
 * time of the old price and charges the same time of the new one.
 */
export function unusedShare(period: { start: number; end: number }, at: number): number {
  const length = period.end - period.start;
  if (length <= 0) return 0;
  return Math.min(1, Math.max(0, (period.end - at) / length));
}
