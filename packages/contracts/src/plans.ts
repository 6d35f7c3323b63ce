// Plain values, no zod: the header uses the rule in the first chunk.

/** Every agency is on 'free' today; paid plans slot in here. */
export const PLANS = ['free'] as const;
export type TPlan = (typeof PLANS)[number] | (string & {});

/** The error code an API answers (403) when the agency's plan does not include a feature. */
export const PLAN_REQUIRED_CODE = 'plan_required';

/**
 * The plan rule shared by the web (menu entries) and the server (endpoints):
 * 'free' features are open to everyone; any other feature lists the plans that include it.
 */
export function planAllows(agencyPlan: string | null | undefined, requiredPlans: readonly string[]): boolean {
  if (requiredPlans.length === 0 || requiredPlans.includes('free')) return true;
  return agencyPlan != null && requiredPlans.includes(agencyPlan);
}
