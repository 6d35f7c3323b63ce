import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appReviews, apps, partners } from '../modules/apps/apps.tables';
import { deleteOrphanUploads } from '../modules/uploads/orphan-uploads';
import { sanitizeRichText } from '../platform/html';
import { createStorage } from '../platform/storage/create-storage';
import { uploads } from '../platform/storage/uploads.tables';
import { jsonRequest } from '../test/http';
import { createTestApp, TEST_SUPER_ADMIN, type TestApp } from '../test/test-app';
import { withArticle } from './demo-app-text';
import { seedDemoData } from './demo-data';

describe('withArticle', () => {
  it.each([
    ['AI review replier', 'an AI review replier'],
    ['SMS gateway', 'an SMS gateway'],
    ['SEO reporting tool', 'an SEO reporting tool'],
    ['FAQ accordion', 'an FAQ accordion'],
    ['CRM add-on', 'a CRM add-on'],
    ['exit-intent popup', 'an exit-intent popup'],
    ['in-person payment app', 'an in-person payment app'],
    ['online store connector', 'an online store connector'],
    ['booking button', 'a booking button'],
    ['user', 'a user'],
    ['unified inbox', 'a unified inbox'],
    ['hour', 'an hour'],
    ['one-time fee', 'a one-time fee'],
    ['umbrella', 'an umbrella'],
    ['8-step sequence', 'an 8-step sequence'],
  ])('%s -> %s', (phrase, expected) => {
    expect(withArticle(phrase)).toBe(expected);
  });
});

let t: TestApp;
let http: ReturnType<typeof jsonRequest>;
type AppRow = typeof apps.$inferSelect;
let rows: AppRow[];

beforeAll(async () => {
  t = await createTestApp();
  http = jsonRequest(t.app);
  const started = Date.now();
  expect(await seedDemoData({ db: t.db, superAdminEmail: TEST_SUPER_ADMIN, storage: createStorage(t.config) })).toBe(true);
  console.log(`[demo seed] loaded with pictures in ${Date.now() - started} ms`);
  rows = await t.db.select().from(apps);
}, 120_000);
afterAll(() => t.close());

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const published = (a: AppRow) => a.status === 'live' || a.status === 'deprecated';
/** The app console's two demo apps (demo-console.ts), written by hand rather than generated. */
const isConsoleDemo = (a: AppRow) => a.name.endsWith('Smart Scheduler') || a.name.endsWith('Review Inbox');

describe('the demo catalogue', () => {
  it('has 168 generated apps (and the console demo’s two) from 24 partners, each name once', async () => {
    expect(rows).toHaveLength(170);
    expect(new Set(rows.map((a) => a.name)).size).toBe(rows.length);
    expect(await t.db.select().from(partners)).toHaveLength(24);
  });

  it('never lets a reviewer review the same app twice', async () => {
    const { rows: twice } = await t.db.execute(
      sql`select app_id, author_name, count(*) from app_reviews group by app_id, author_name having count(*) > 1`,
    );
    expect(twice).toEqual([]);
    expect((await t.db.select().from(appReviews)).length).toBeGreaterThan(500);
  });

  it('gives drafts and apps in review no installs, no history and no reviews', async () => {
    const unpublished = rows.filter((a) => !published(a));
    expect(unpublished.length).toBeGreaterThanOrEqual(4);
    for (const app of unpublished) {
      expect(app, app.name).toMatchObject({ installCount: 0, ratingCount: 0, publishedAt: null });
    }
    const ids = sql.join(
      unpublished.map((a) => sql`${a._id}::uuid`),
      sql`, `,
    );
    const { rows: activity } = await t.db.execute(sql`
      select (select count(*) from app_reviews where app_id in (${ids}))::int as reviews,
             (select count(*) from app_installs where app_id in (${ids}))::int as installs,
             (select count(*) from app_install_daily where app_id in (${ids}))::int as days`);
    expect(activity[0]).toEqual({ reviews: 0, installs: 0, days: 0 });
  });

  it('keeps install counts, ratings and dates in agreement with the rows', async () => {
    const { rows: mismatched } = await t.db.execute(sql`
      select a.name from apps a
      left join (select app_id, count(*)::int n, sum(stars)::int s from app_reviews group by app_id) r on r.app_id = a.id
      left join (select app_id, sum(installs - uninstalls)::int net from app_install_daily group by app_id) d on d.app_id = a.id
      left join (select app_id, count(*)::int n from app_installs group by app_id) i on i.app_id = a.id
      where a.rating_count <> coalesce(r.n, 0) or a.rating_sum <> coalesce(r.s, 0)
         or (a.status in ('live', 'deprecated') and a.install_count <> coalesce(d.net, 0))
         or a.install_count < coalesce(i.n, 0)`);
    expect(mismatched).toEqual([]);
    const { rows: early } = await t.db.execute(sql`
      select a.name from app_reviews r join apps a on a.id = r.app_id
      where r.created_at < a.published_at or r.created_at > now() or r.replied_at < r.created_at
      union all
      select a.name from app_versions v join apps a on a.id = v.app_id
      where v.released_at < a.published_at or v.released_at > now()`);
    expect(early).toEqual([]);
  });

  it('files apps under the categories that fit what they do', () => {
    const expectations: [RegExp, string][] = [
      [/Calendar|Booking|Reminders|Deposit/, 'Scheduling'],
      [/Pay|Billing|Invoice|Deposit|Accounting/, 'Payments'],
      [/Review|Rank Tracker/, 'Reputation'],
      [/SMS|WhatsApp|Team Inbox|Text to Pay|Messenger/, 'SMS & Messaging'],
      [/\bAI\b|Workflow|Zap|Autopilot|Router/, 'AI & Automation'],
      [/Social|Messenger|Lead Ads/, 'Social Media'],
      [/Voice|Call|Receptionist|Voicemail/, 'Phone & Voice'],
    ];
    for (const app of rows) {
      for (const [pattern, category] of expectations) {
        if (pattern.test(app.name)) expect(app.categories, app.name).toContain(category);
      }
      if (app.categories.includes('Social Media')) expect(app.name).not.toMatch(/Calendar|Booking|Payment|Invoice/);
    }
  });

  it('describes every app in its own words, with the right articles', () => {
    const generated = rows.filter((a) => !isConsoleDemo(a));
    expect(new Set(rows.map((a) => a.description)).size).toBe(rows.length);
    expect(new Set(generated.map((a) => a.tagline)).size).toBe(generated.length);
    // Not the same text with another name in it: unique even with the app's and its partner's names taken out.
    const brandless = generated.map((a) => plain(a.description).replaceAll(a.name, '').split(a.name.split(' ')[0]!).join(''));
    expect(new Set(brandless).size).toBe(generated.length);
    for (const app of rows) {
      // Only the rich-text allow-list: what the console's sanitiser would keep is exactly what was seeded.
      expect(sanitizeRichText(app.description), app.name).toBe(app.description);
      const text = `${app.tagline} ${plain(app.description)}`;
      expect(text, app.name).not.toMatch(/\ba (ai|sms|seo|faq|api)\b/i);
      for (const [, article, word] of text.matchAll(/(?<![\w’'])(a|an|A|An) ([A-Za-z0-9][\w-]*)/g)) {
        expect(`${article!.toLowerCase()} ${word}`, `${app.name}: “${text}”`).toBe(withArticle(word!));
      }
      expect(plain(app.description).split(' ').length, app.name).toBeGreaterThan(40);
    }
  });

  it('gives each generated app an icon and three screenshots that serve as WebP images, and partners logos', async () => {
    const generated = rows.filter((a) => !isConsoleDemo(a));
    expect(generated).toHaveLength(168);
    // The console's draft was sent back for want of screenshots: an icon only; the app in review has both.
    const consoleApps = rows.filter(isConsoleDemo);
    expect(consoleApps.map((a) => [a.status, Boolean(a.iconUrl), a.screenshots.length]).sort()).toEqual([
      ['draft', true, 0],
      ['in_review', true, 3],
    ]);
    const urls = new Set<string>();
    for (const app of generated) {
      expect(app.iconUrl).toMatch(/^\/uploads\/demo-apps\/[0-9a-f]{32}\.webp$/);
      expect(app.screenshots, app.name).toHaveLength(3);
      urls.add(app.iconUrl!);
      for (const shot of app.screenshots) {
        expect(shot.caption).toEqual(expect.any(String));
        urls.add(shot.url);
      }
    }
    // Different apps look different: every icon and every screenshot is its own picture.
    expect(urls.size).toBe(168 * 4);
    for (const app of consoleApps) for (const url of [app.iconUrl!, ...app.screenshots.map((shot) => shot.url)]) urls.add(url);
    const logos = (await t.db.select().from(partners)).map((p) => p.logoUrl);
    expect(logos.every((l) => l?.startsWith('/uploads/demo-apps/'))).toBe(true);
    for (const url of [...urls, ...(logos as string[])]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('image/webp');
      expect(res.rawPayload.subarray(8, 12).toString('ascii'), url).toBe('WEBP');
    }
    const icon = await sharp((await t.app.inject({ method: 'GET', url: generated[0]!.iconUrl! })).rawPayload).metadata();
    expect(icon).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const shot = await sharp(
      (await t.app.inject({ method: 'GET', url: generated[0]!.screenshots[0]!.url })).rawPayload,
    ).metadata();
    expect([shot.width, shot.height]).toEqual(expect.arrayContaining([expect.any(Number)]));
    expect(shot.width! * shot.height!).toBeGreaterThanOrEqual(360 * 720);
  }, 90_000);

  it('records the pictures as referenced uploads, so the orphan clean-up keeps them', async () => {
    const stored = await t.db.select().from(uploads);
    expect(stored).toHaveLength(168 * 4 + 24 + 5);
    expect(stored.every((u) => u.referencedAt !== null && u.contentType === 'image/webp' && u.bytes > 0)).toBe(true);
    const later = new Date(Date.now() + 3 * 86_400_000);
    expect(await deleteOrphanUploads({ db: t.db, storage: createStorage(t.config), now: later })).toMatchObject({ deleted: 0 });
  });

  it('shows the pictures through the public API', async () => {
    const top = (await http.get('/api/v1/app/filter?sort=installs&limit=1')).json().data[0];
    expect(top.iconUrl).toMatch(/^\/uploads\/demo-apps\//);
    const detail = (await http.get(`/api/v1/app/get_single_app?app_id=${top._id}`)).json().data;
    expect(detail.screenshots).toHaveLength(3);
  });
});
