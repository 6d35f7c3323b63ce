import { describe, expect, it } from 'vitest';
import { ownerOfWriter, ownersSeenBy, writesRow, writesSettings } from './ownership';

describe('education ownership (decisions 009 and 013)', () => {
  it('each writer changes their own owner’s rows; the super admin also takes down partners’, never an agency’s', () => {
    expect(writesRow('platform', 'super_admin')).toBe(true);
    expect(writesRow('partner', 'super_admin')).toBe(true);
    expect(writesRow('agency', 'super_admin')).toBe(false);
    expect(writesRow('agency', 'agency_admin')).toBe(true);
    expect(writesRow('platform', 'agency_admin')).toBe(false);
    expect(writesRow('partner', 'app_creator')).toBe(true);
    expect(writesRow('platform', 'app_creator')).toBe(false);
    expect(writesRow('agency', 'app_creator')).toBe(false);
    expect(writesRow('agency', 'staff')).toBe(false);
    expect(writesRow('platform', undefined)).toBe(false);
  });

  it('new items belong to the writer’s owner, and lists offer only the owners a writer can see', () => {
    expect(ownerOfWriter('super_admin')).toBe('platform');
    expect(ownerOfWriter('agency_admin')).toBe('agency');
    expect(ownerOfWriter('app_creator')).toBe('partner');
    expect(ownersSeenBy('super_admin')).toEqual(['platform', 'agency', 'partner']);
    expect(ownersSeenBy('agency_admin')).toEqual(['platform', 'agency']);
    expect(ownersSeenBy('app_creator')).toEqual(['platform', 'partner']);
  });

  it('banner settings are the platform’s and agencies’ to set, not partners’', () => {
    expect(writesSettings('super_admin')).toBe(true);
    expect(writesSettings('agency_admin')).toBe(true);
    expect(writesSettings('app_creator')).toBe(false);
  });
});
