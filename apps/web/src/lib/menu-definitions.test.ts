import { NESTED_STORE_IDS } from '@atrium/contracts/hosts';
import { describe, expect, it } from 'vitest';
import { buildMenu, canOpenEntry, compactMenu, menuEntries } from './menu-definitions';

const ids = (hostKind: Parameters<typeof buildMenu>[0]) => menuEntries(buildMenu(hostKind)).map((e) => e.id);

describe('menu definitions', () => {
  it('gives the apps host the store links, marketplaces and help', () => {
    const menu = buildMenu('apps');
    expect(menu.map((i) => (i.kind === 'link' ? i.entry.id : i.group.id))).toEqual([
      'widgets',
      'crmPlus',
      'conversationProviders',
      'paymentProviders',
      'marketplaces',
      'help',
    ]);
    expect(menuEntries(menu).find((e) => e.id === 'widgets')?.path).toBe(`/nestedstore/${NESTED_STORE_IDS.widgets}`);
  });

  it('adds Education and Integrations on the education host', () => {
    const entries = menuEntries(buildMenu('education'));
    expect(entries.find((e) => e.id === 'integrations')?.path).toBe(`/nestedstore/${NESTED_STORE_IDS.integrations}`);
    expect(
      entries
        .filter((e) => ['podcasts', 'videos', 'faqs', 'checklist', 'onboarding', 'players'].includes(e.id))
        .map((e) => e.path),
    ).toEqual(['/podcast', '/media-library', '/education_faqs', '/checklist', '/onboardings', '/players']);
  });

  it('hides six entries on agency hosts', () => {
    const agency = ids('agency');
    for (const hidden of ['zoomCall', 'staff', 'testimonials', 'checklist', 'onboarding', 'plans'])
      expect(agency).not.toContain(hidden);
    expect(agency).toContain('podcasts');
    expect(agency).toContain('support');
  });

  it('marks every entry free, and gates paid entries by the agency plan', () => {
    expect(menuEntries(buildMenu('education')).every((e) => e.plan === 'free')).toBe(true);
    const paid = { id: 'x', path: '/x', title: 'menu.x', icon: 'grid' as const, plan: 'pro', plans: ['pro', 'agency'] };
    expect(canOpenEntry(paid, 'free')).toBe(false);
    expect(canOpenEntry(paid, null)).toBe(false);
    expect(canOpenEntry(paid, 'agency')).toBe(true);
  });

  it('folds the plain links into a Stores dropdown for narrow headers, losing no entry', () => {
    const menu = buildMenu('education');
    const compact = compactMenu(menu);
    expect(compact.map((i) => (i.kind === 'group' ? i.group.id : i.entry.id))).toEqual([
      'stores',
      'marketplaces',
      'education',
      'help',
    ]);
    expect(
      menuEntries(compact)
        .map((e) => e.id)
        .sort(),
    ).toEqual(
      menuEntries(menu)
        .map((e) => e.id)
        .sort(),
    );
  });
});
