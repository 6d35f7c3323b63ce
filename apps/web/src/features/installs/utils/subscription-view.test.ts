import type { TAppSubscription } from '@atrium/contracts/app-billing';
import { describe, expect, it } from 'vitest';
import { paidEndDate } from './subscription-view';

const A = '0190d2a0-0000-7000-8000-00000000000a';
const B = '0190d2a0-0000-7000-8000-00000000000b';

/** Only the fields paidEndDate reads; the rest of a subscription does not matter here. */
const sub = (locations: string[], end = '2026-12-31T00:00:00.000Z') =>
  ({
    placesTarget: { kind: 'locations', locations: locations.map((_id) => ({ _id, name: _id })) },
    currentPeriodEnd: end,
    trialEndsAt: null,
  }) as unknown as TAppSubscription;

describe('paidEndDate', () => {
  it("ends a subscription at its period's end only when every place it pays for goes", () => {
    expect(paidEndDate([sub([A, B])], { kind: 'locations', locationIds: [A, B] })).toBe('2026-12-31T00:00:00.000Z');
    expect(paidEndDate([sub([A, B])], { kind: 'all_locations' })).toBe('2026-12-31T00:00:00.000Z');
  });

  it('is no end when some of its locations stay (the server lowers the quantity and removes those now)', () => {
    expect(paidEndDate([sub([A, B])], { kind: 'locations', locationIds: [A] })).toBeNull();
  });

  it('is null where nothing is paid for', () => {
    expect(paidEndDate([], { kind: 'agency' })).toBeNull();
  });
});
