import { describe, expect, it } from 'vitest';
import { planAllows } from './plans';

describe('planAllows', () => {
  it('opens free features to everyone, signed in or not', () => {
    expect(planAllows(null, ['free'])).toBe(true);
    expect(planAllows('free', [])).toBe(true);
  });

  it('opens a paid feature only to the plans that include it', () => {
    expect(planAllows('free', ['pro'])).toBe(false);
    expect(planAllows(undefined, ['pro'])).toBe(false);
    expect(planAllows('pro', ['pro', 'agency'])).toBe(true);
  });
});
