import { CATEGORY_LANGUAGES, ZCategoryTranslations } from '@atrium/contracts/categories';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp } from '../test/demo-app';
import { APP_CATEGORY_LABELS } from './category-labels/app-categories';
import { ROADMAP_CATEGORY_LABELS } from './category-labels/roadmap-categories';

let demo: Awaited<ReturnType<typeof createDemoApp>>;
beforeAll(async () => {
  demo = await createDemoApp();
});
afterAll(() => demo.t.close());

const OTHER_LANGUAGES = CATEGORY_LANGUAGES.filter((l) => l !== 'en');

/** Category names the demo data uses, of every app (any status) or roadmap item, with the languages that label each. */
async function coverage(kind: 'app' | 'roadmap') {
  const used =
    kind === 'app'
      ? sql`select distinct unnest(categories) as name from apps`
      : sql`select distinct category as name from roadmap_items where category is not null`;
  const { rows } = await demo.t.db.execute<{ name: string; languages: string[] }>(sql`
    select u.name, coalesce(array_agg(t.language order by t.language) filter (where t.language is not null), '{}') as languages
    from (${used}) u
    left join category_translations t on t.kind = ${kind} and t.name = u.name
    group by u.name order by u.name`);
  return rows;
}

describe('the demo category translations', () => {
  it('label every category a demo app uses in all 15 other languages', async () => {
    const rows = await coverage('app');
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) expect(row.languages, row.name).toEqual([...OTHER_LANGUAGES].sort());
  });

  it('label every category a demo roadmap item uses in all 15 other languages', async () => {
    const rows = await coverage('roadmap');
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) expect(row.languages, row.name).toEqual([...OTHER_LANGUAGES].sort());
  });

  it('are complete, trimmed, and not English copies in most languages', () => {
    for (const table of [APP_CATEGORY_LABELS, ROADMAP_CATEGORY_LABELS]) {
      for (const [name, labels] of Object.entries(table)) {
        expect(Object.keys(labels).sort(), name).toEqual([...OTHER_LANGUAGES].sort());
        for (const label of Object.values(labels)) expect(label, name).toMatch(/^\S(.*\S)?$/);
        // A loanword is fine here and there (Social Media in German); a name left English everywhere is not.
        const copies = Object.values(labels).filter((label) => label === name);
        expect(copies.length, `${name} is left in English in ${copies.length} languages`).toBeLessThanOrEqual(3);
      }
    }
  });

  it('reach readers through the translations endpoint', async () => {
    const res = await demo.http.get('/api/v1/categories/translations?kind=app&lang=fr');
    const { labels } = ZCategoryTranslations.parse(res.json()).data;
    expect(labels).toMatchObject({ Payments: 'Paiements', 'Social Media': 'Réseaux sociaux' });
    const roadmap = await demo.http.get('/api/v1/categories/translations?kind=roadmap&lang=ae');
    expect(ZCategoryTranslations.parse(roadmap.json()).data.labels).toMatchObject({ Billing: 'الفوترة' });
  });
});
