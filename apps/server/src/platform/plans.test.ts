import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { requirePlan } from './plans';

describe('requirePlan', () => {
  it('lets a plan through that includes the feature', () => {
    expect(() => requirePlan('free', ['free'])).not.toThrow();
    expect(() => requirePlan('pro', ['pro'])).not.toThrow();
  });

  it('answers 403 plan_required, naming the plans, when it does not', () => {
    try {
      requirePlan('free', ['pro']);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ statusCode: 403, code: 'plan_required', details: { requiredPlans: ['pro'] } });
    }
  });
});
