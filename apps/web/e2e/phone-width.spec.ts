import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiSession, SUPER_ADMIN, signIn } from './helpers';

/**
 * Every screen of the route table at 390 px, in English and Arabic, signed in as someone who may see it:
 * no page scrolls sideways (tables may scroll inside their own container), and every tab title is the
 * screen's own ("Podcasts · Atrium"), never just "Atrium" and never a part repeated ("X · X").
 */
test.use({ viewport: { width: 390, height: 844 } });

const AGENCY_ADMIN = 'olivia@summitgrowth.test';
const LOCATION_USER = 'liam@summitdental.test';
const CREATOR = 'creator@atrium.test';

interface Screen {
  path: string;
  /** Another spelling of a screen already in the list: checked for width, left out of the distinct-titles check. */
  alias?: boolean;
  /** Also visit the first link in the page matching this (a detail screen: an idea, a ticket, an article). */
  follow?: RegExp;
}

interface Ids {
  appId: string;
  partnerSlug: string;
  agencyId: string;
  locationId: string;
  userId: string;
  planId: string;
}

async function demoIds(request: APIRequestContext): Promise<Ids> {
  const app = (await (await request.get('/api/v1/app/filter?limit=1')).json()).data[0];
  const { user, headers } = await apiSession(request, AGENCY_ADMIN);
  const locations: { _id: string }[] = (await (await request.get('/api/v1/agency/locations', { headers })).json()).data;
  return {
    appId: app._id,
    partnerSlug: app.partner.slug,
    agencyId: user.agencyId!,
    locationId: locations[0]!._id,
    userId: (user as { _id?: string })._id ?? 'user',
    planId: 'free',
  };
}

const VISITOR = (ids: Ids): Screen[] => [
  { path: '/' },
  { path: '/login' },
  { path: '/register' },
  { path: '/podcast' },
  { path: '/partner' },
  { path: `/partner/${ids.partnerSlug}` },
  { path: '/NestedStore/WIDGET' },
  { path: `/${ids.appId}` },
  { path: `/overview/${ids.appId}`, alias: true },
  { path: `/app/${ids.appId}`, alias: true },
  { path: `/custom_page/${ids.appId}` },
  { path: `/levelupstore/${ids.appId}` },
  { path: `/alltheappsstore/${ids.appId}` },
  { path: `/unlimitedstore/${ids.appId}` },
  { path: `/premuimstore/${ids.appId}` },
];

const SUPER_ADMIN_SCREENS: Screen[] = [
  { path: '/admin/podcasts' },
  { path: '/console/apps', follow: /^\/console\/apps\/[0-9a-f-]{36}/ },
  { path: '/console/apps/new' },
  { path: '/console/review' },
  { path: '/education/manage' },
  { path: '/education/manage/faqs' },
  { path: '/education/manage/quizzes' },
  { path: '/education/manage/competitions' },
  { path: '/education/manage/import' },
  { path: '/change_logs' },
  { path: '/roadmap', follow: /^\/roadmap\/[0-9a-f-]{36}$/ },
];

const AGENCY_SCREENS = (ids: Ids): Screen[] => [
  { path: '/agency/apps' },
  { path: `/detail/${ids.locationId}` },
  { path: `/agencyappsstore/${ids.agencyId}/${ids.appId}` },
  { path: `/unlimitedstore/${ids.agencyId}/${ids.locationId}/${ids.appId}` },
  { path: '/support_tickets', follow: /^\/support_tickets\/[0-9a-f-]{36}$/ },
  { path: '/app_billings' },
  { path: '/staff_players' },
  { path: '/education' },
];

const LOCATION_SCREENS = (ids: Ids): Screen[] => [
  { path: '/faq' },
  { path: '/education_faqs', alias: true },
  { path: '/checklist' },
  { path: '/checkLists', alias: true },
  { path: '/onboardings' },
  { path: '/media-library' },
  { path: '/Faqs_v2', alias: true },
  { path: '/medialibraries' },
  { path: '/players' },
  { path: '/testimonial' },
  { path: '/zoom_call' },
  { path: '/knowledgebase', follow: /^\/knowledgebase\/.+/ },
  { path: '/quiz', follow: /^\/quiz\/.+/ },
  { path: '/roadmap' },
  { path: '/roadmaps', alias: true },
  { path: '/roadmap-calendar' },
  { path: '/request' },
  { path: '/support_tickets/new' },
  { path: `/support/${ids.agencyId}/${ids.locationId}/${ids.planId}/${ids.userId}` },
];

const CREATOR_SCREENS: Screen[] = [{ path: '/console/apps', follow: /^\/console\/apps\/[0-9a-f-]{36}/ }];

const withLanguage = (path: string, lng: string) => `${path}${path.includes('?') ? '&' : '?'}lng=${lng}`;

/** Elements of the main content that stick out of the viewport, outside any container that clips or scrolls them. */
const overflowingElements = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const main = document.getElementById('main') ?? document.body;
    // Whether a container that clips or scrolls holds the element in. An absolutely positioned element escapes
    // the containers between it and its positioned ancestor (an `sr-only` text in a scrolling table can widen the page).
    const clippedByAncestor = (element: Element) => {
      let escaping = getComputedStyle(element).position === 'absolute';
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        const positioned = style.position !== 'static';
        if ((!escaping || positioned) && style.overflowX !== 'visible') return true;
        if (positioned) escaping = style.position === 'absolute';
      }
      return false;
    };
    const offenders: string[] = [];
    for (const element of main.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if ((box.right <= width + 1 && box.left >= -1) || clippedByAncestor(element)) continue;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 4).join('.')}`;
      offenders.push(
        `${name} (${Math.round(box.left)}..${Math.round(box.right)}) "${(element.textContent ?? '').trim().slice(0, 40)}"`,
      );
      if (offenders.length >= 5) break;
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, offenders };
  });

/** Waits for a screen to settle: its own title set, its spinners gone. */
async function settle(page: Page, path: string) {
  await expect.poll(() => page.title(), { message: `${path} sets its own title`, timeout: 15_000 }).not.toBe('Atrium');
  await expect(page.locator('main [role="status"]:visible')).toHaveCount(0, { timeout: 15_000 });
}

async function checkScreen(page: Page, path: string, lng: string, titles: Map<string, string>, alias = false) {
  // Not the load event: a page may embed an outside video player, which this machine never finishes loading.
  await page.goto(withLanguage(path, lng), { waitUntil: 'domcontentloaded' });
  await settle(page, path);
  const title = await page.title();
  expect.soft(title, `${path}: title`).toMatch(/ · Atrium$/);
  const parts = title.split(' · ');
  expect
    .soft(
      parts.filter((part, i) => part === parts[i - 1]),
      `${path}: "${title}" repeats itself`,
    )
    .toEqual([]);
  if (!alias) {
    expect.soft(titles.get(title), `${path}: "${title}" is also the title of`).toBeUndefined();
    titles.set(title, path);
  }
  const width = await overflowingElements(page);
  expect
    .soft(width.scrollWidth, `${path}: the page scrolls sideways (${width.offenders.join('; ')})`)
    .toBeLessThanOrEqual(width.innerWidth);
  expect.soft(width.offenders, `${path}: elements wider than the screen`).toEqual([]);
}

async function walk(page: Page, screens: Screen[], lng: string) {
  const titles = new Map<string, string>();
  for (const screen of screens) {
    await checkScreen(page, screen.path, lng, titles, screen.alias);
    if (lng === 'ae') expect.soft(await page.locator('html').getAttribute('dir')).toBe('rtl');
    if (!screen.follow) continue;
    const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const detail = hrefs.find((href) => screen.follow!.test(href.split('?')[0]!));
    expect.soft(detail, `${screen.path} links to a detail screen`).toBeDefined();
    if (detail) await checkScreen(page, detail, lng, titles);
  }
}

for (const lng of ['en', 'ae']) {
  test.describe(`at 390 px in ${lng === 'en' ? 'English' : 'Arabic'}`, () => {
    test.describe.configure({ timeout: 240_000 });

    test('a visitor’s screens fit and have their own titles', async ({ page, request }) => {
      await walk(page, VISITOR(await demoIds(request)), lng);
    });

    test('the super admin’s screens fit and have their own titles', async ({ page }) => {
      await signIn(page, SUPER_ADMIN);
      await walk(page, SUPER_ADMIN_SCREENS, lng);
    });

    test('an agency admin’s screens fit and have their own titles', async ({ page, request }) => {
      const ids = await demoIds(request);
      await signIn(page, AGENCY_ADMIN);
      await walk(page, AGENCY_SCREENS(ids), lng);
    });

    test('a location user’s screens fit and have their own titles', async ({ page, request }) => {
      const ids = await demoIds(request);
      await signIn(page, LOCATION_USER, 'Location or user account');
      await walk(page, LOCATION_SCREENS(ids), lng);
    });

    test('an app creator’s screens fit and have their own titles', async ({ page }) => {
      await signIn(page, CREATOR);
      await walk(page, CREATOR_SCREENS, lng);
    });
  });
}
