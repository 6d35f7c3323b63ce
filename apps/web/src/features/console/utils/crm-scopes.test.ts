import { CRM_APP_SCOPES } from '@atrium/contracts/v1-auth';
import { describe, expect, it } from 'vitest';
import { testI18n } from '@/test/i18n';
import { SCOPE_GROUPS, scopeLabelKey, toggleScope } from './crm-scopes';

describe('the listing form’s CRM scopes', () => {
  it('groups every scope once, by the resource it is about', () => {
    expect(SCOPE_GROUPS.flatMap((g) => g.scopes)).toEqual([...CRM_APP_SCOPES]);
    expect(SCOPE_GROUPS.find((g) => g.group === 'calendars')?.scopes).toEqual([
      'calendars.readonly',
      'calendars.write',
      'calendars/events.readonly',
      'calendars/events.write',
    ]);
  });

  it('keeps the contract’s order whatever order they are picked in', () => {
    const picked = toggleScope(toggleScope(['users.readonly'], 'contacts.write', true), 'businesses.readonly', true);
    expect(picked).toEqual(['businesses.readonly', 'contacts.write', 'users.readonly']);
    expect(toggleScope(picked, 'contacts.write', false)).toEqual(['businesses.readonly', 'users.readonly']);
  });

  it('has a plain-words label and a group name for every scope', () => {
    for (const { group, scopes } of SCOPE_GROUPS) {
      expect(testI18n.exists(`console:listing.crmScopeGroups.${group}`), group).toBe(true);
      for (const scope of scopes) expect(testI18n.exists(scopeLabelKey(scope)), scope).toBe(true);
    }
  });
});
