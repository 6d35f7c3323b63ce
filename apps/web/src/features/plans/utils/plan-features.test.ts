import { describe, expect, it } from 'vitest';
import { featureCount, planFeatures } from './plan-features';

describe('planFeatures', () => {
  it('lists every menu entry the free plan opens, grouped as the menus group them', () => {
    const groups = planFeatures('education', 'free');
    expect(groups.map((g) => g.title)).toEqual(['menu.stores', 'menu.marketplaces', 'menu.education', 'menu.help']);
    expect(groups.find((g) => g.id === 'help')?.entries.map((e) => e.title)).toContain('menu.changeLogs');
    expect(featureCount(groups)).toBe(groups.reduce((n, g) => n + g.entries.length, 0));
  });

  it('follows the host: an agency host leaves out what it does not offer', () => {
    const help = planFeatures('agency', 'free').find((g) => g.id === 'help');
    expect(help?.entries.map((e) => e.id)).not.toContain('plans');
    expect(planFeatures('apps', 'free').map((g) => g.id)).toEqual(['stores', 'marketplaces', 'help']);
  });
});
