import { type TConsolePlansBody, ZConsolePlansBody } from '@atrium/contracts/app-console';
import type { TAppPlan, TPricingModel } from '@atrium/contracts/apps';
import type { FieldErrors, IssueLike, Translate } from '@/lib/forms/field-errors';
import { issueMessage } from '@/lib/forms/issue-message';
import { serverFieldErrors } from '@/lib/forms/server-errors';

export const MAX_PLANS = 6;
export const MAX_FEATURES = 12;

/** One plan as the editor holds it: the price in dollars as typed, the trial as typed. */
export interface PlanValues {
  /** Stable React key: the plan's id, or a local one for a new plan. */
  key: string;
  _id?: string;
  name: string;
  model: TPricingModel;
  price: string;
  currency: string;
  trialDays: string;
  features: string[];
}

/** Errors keyed `<index>.<field>`, plus `list` for the whole list. */
export type PlanErrors = FieldErrors;

/**
 * "19.99" -> 1999. Accepts digits with at most two decimals (a comma works as the separator too);
 * anything else is null. Integer arithmetic on the parts avoids 19.99 * 100 = 1998.9999….
 */
export function dollarsToCents(input: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(input.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** 1999 -> "19.99", 2000 -> "20", 1950 -> "19.50": what the price input shows. */
export function centsToDollars(cents: number): string {
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}

let nextKey = 0;
export const newPlanKey = () => `new-${++nextKey}`;

export function emptyPlan(): PlanValues {
  return { key: newPlanKey(), name: '', model: 'monthly', price: '', currency: 'USD', trialDays: '0', features: [] };
}

export function plansFromApp(plans: readonly TAppPlan[]): PlanValues[] {
  return plans.map((p) => ({
    key: p._id,
    _id: p._id,
    name: p.name,
    model: p.model,
    price: centsToDollars(p.priceCents),
    currency: p.currency,
    trialDays: String(p.trialDays),
    features: [...p.features],
  }));
}

export type PlansResult = { ok: true; body: TConsolePlansBody } | { ok: false; errors: PlanErrors };

const FIELD_NAMES: Record<string, string> = { priceCents: 'price' };

/** Converts and validates with the contract (ZConsolePlansBody): prices in cents, trials in whole days. */
export function validatePlans(plans: readonly PlanValues[], t: Translate): PlansResult {
  const errors: PlanErrors = {};
  const input = plans.map((plan, i) => {
    const cents = plan.model === 'free' ? 0 : dollarsToCents(plan.price);
    if (cents === null) errors[`${i}.price`] = plan.price.trim() ? t('errors.price') : t('errors.priceRequired');
    const trial = plan.trialDays.trim() === '' ? 0 : Number(plan.trialDays);
    if (!Number.isInteger(trial)) errors[`${i}.trialDays`] = t('errors.wholeDays');
    return {
      ...(plan._id ? { _id: plan._id } : {}),
      name: plan.name,
      model: plan.model,
      priceCents: cents ?? 0,
      currency: plan.currency.trim().toUpperCase(),
      trialDays: Number.isInteger(trial) ? trial : 0,
      features: plan.features,
    };
  });
  const parsed = ZConsolePlansBody.safeParse({ plans: input });
  if (!parsed.success) {
    for (const issue of parsed.error.issues as IssueLike[]) {
      const [, index, field] = issue.path.map(String);
      if (index === undefined) {
        errors.list ??= issueMessage(issue, t, false);
        continue;
      }
      const name = field ? (FIELD_NAMES[field] ?? field) : 'name';
      const key = `${index}.${name}`;
      if (errors[key]) continue;
      errors[key] = planIssueMessage(name, issue, input[Number(index)], t);
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: { plans: parsed.success ? parsed.data.plans : [] } };
}

function planIssueMessage(field: string, issue: IssueLike, plan: { name: string } | undefined, t: Translate): string {
  // The refine: free plans cost 0, paid plans need a price.
  if (issue.code === 'custom') return t('errors.paidNeedsPrice');
  if (field === 'currency') return t('errors.currency');
  if (field === 'features') return issue.path.length > 3 ? t('errors.feature') : issueMessage(issue, t, false);
  if (field === 'trialDays') return t('errors.trial', { max: 90, count: 90 });
  return issueMessage(issue, t, field === 'name' && !plan?.name.trim());
}

/** A 400's details as plan errors: `plans.<i>.<field>` paths map onto the editor's keys. */
export function serverPlanErrors(data: unknown): PlanErrors {
  return serverFieldErrors(data, ([head, index, field]) => {
    if (head !== 'plans') return null;
    return index === undefined ? 'list' : `${index}.${FIELD_NAMES[field ?? ''] ?? field ?? 'name'}`;
  });
}
