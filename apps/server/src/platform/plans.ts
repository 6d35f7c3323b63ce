import { PLAN_REQUIRED_CODE, planAllows } from '@atrium/contracts/plans';
import { AppError } from './errors';

/**
 * Refuses a feature the agency's plan does not include. The web opens its 'Upgrade Required'
 * dialog on this answer (403, code plan_required), wherever the call was made.
 */
export function requirePlan(agencyPlan: string | null | undefined, requiredPlans: readonly string[]): void {
  if (!planAllows(agencyPlan, requiredPlans)) {
    throw new AppError(403, PLAN_REQUIRED_CODE, 'Your plan does not include this feature. Upgrade to use it.', {
      requiredPlans,
    });
  }
}
