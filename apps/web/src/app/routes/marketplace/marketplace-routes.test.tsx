import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { discoverRoutes, routes } from '@/app/router';
import { APP_ID, appCard, appDetail } from '@/features/marketplace/test-fixtures';
import { getQueryClient } from '@/lib/query-client';
import { sessionRefresh } from '@/lib/session-refresh';
import { siteConfig } from '@/lib/site-config';
import { type FetchCall, stubFetch } from '@/test/app-harness';

vi.mock('socket.io-client', () => ({ io: () => ({ disconnect: () => {}, on: () => {}, off: () => {} }) }));
afterEach(() => {
  vi.unstubAllGlobals();
  siteConfig.reset();
  sessionRefresh.reset();
  customPageUrl = 'https://page.example/app';
});

const STORE_ID = '0190f5a0-0000-7000-8000-000000000001';
const PARTNERS = [
  {
    _id: '0190f5a0-0000-7000-8000-00000000b001',
    slug: 'northwind-labs',
    name: 'Northwind Labs',
    tagline: 'Apps that clients love',
    logoUrl: null,
    website: null,
    appCount: 7,
    totalInstalls: 51000,
  },
  {
    _id: '0190f5a0-0000-7000-8000-00000000b002',
    slug: 'cobalt-labs',
    name: 'Cobalt Labs',
    tagline: 'Apps in one click',
    logoUrl: null,
    website: null,
    appCount: 1,
    totalInstalls: 40,
  },
];

/** What the app page's install panel hears for a visitor. */
const SIGNED_OUT_STATE = {
  state: 'sign_in',
  canInstallFor: { agency: false, locations: false },
  approved: false,
  allLocations: false,
  installs: [],
  feedback: { canReview: false, reviewId: null, until: null },
};

const NO_PAGE_TITLE = 'No custom page';

/** The app's in-CRM page address, as the detail answers it (each custom-page test sets its own). */
let customPageUrl = 'https://page.example/app';

function respond(call: FetchCall) {
  if (call.url.endsWith('/site-config')) return { body: { data: { hostKind: 'apps', realtime: { path: '/engine.io' } } } };
  if (call.url.startsWith('/api/v1/nested_store/')) {
    return {
      body: {
        data: { _id: STORE_ID, name: 'Widgets', description: 'Embeddable widgets.', appType: 'widget', apps: [appCard()] },
      },
    };
  }
  if (call.url === '/api/v1/partners') return { body: { data: PARTNERS } };
  if (call.url.startsWith('/api/v1/app/get_single_app')) return { body: { data: appDetail({ customPageUrl }) } };
  if (call.url.startsWith('/api/v1/app/install_state')) return { body: { data: SIGNED_OUT_STATE } };
  if (call.url.startsWith('/api/v1/app/')) return { body: { data: [], meta: { total: 0, nextCursor: null } } };
  return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
}

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { ...discoverRoutes(), initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

// The whole app renders here (lazy layouts and screens), which takes a while on a busy machine.
describe('marketplace routes', { timeout: 15_000 }, () => {
  it('/:app_id only takes UUIDs: any other one-segment path still goes home', async () => {
    stubFetch(respond);
    const router = renderApp('/not-an-app');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 4000 });
  });

  it('opens the app page at /:app_id and /overview/:app_id', async () => {
    stubFetch(respond);
    renderApp(`/overview/${APP_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Northwind Chat Widget' }, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('serves the nested store whatever the path spelling', async () => {
    const { calls } = stubFetch(respond);
    renderApp(`/NestedStore/${STORE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Widgets' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Northwind Chat Widget' })).toBeInTheDocument();
    expect(calls.some((c) => c.url === `/api/v1/nested_store/${STORE_ID}`)).toBe(true);
  });

  it('lists partners with their apps and installs, searchable by name', async () => {
    stubFetch(respond);
    renderApp('/partner');
    const first = await screen.findByRole('link', { name: 'Northwind Labs' }, { timeout: 4000 });
    expect(first).toHaveAttribute('href', '/partner/northwind-labs');
    const card = first.closest('article') as HTMLElement;
    expect(within(card).getByText('7 apps')).toBeInTheDocument();
    expect(within(card).getByText('51K installs')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search partners' }), 'cobalt');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Northwind Labs' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Cobalt Labs' })).toBeInTheDocument();
  });

  it('shows the custom page in a sandboxed frame without same-origin access', async () => {
    stubFetch(respond);
    renderApp(`/custom_page/${APP_ID}`);
    const frame = await screen.findByTitle("Northwind Chat Widget: the app's own page", {}, { timeout: 4000 });
    expect(frame).toHaveAttribute('src', 'https://page.example/app');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups');
    expect(screen.getByRole('link', { name: 'Back to the app' })).toHaveAttribute('href', `/${APP_ID}`);
  });

  it('frames a path on Atrium (the demo page) but never another scheme or a protocol-relative address', async () => {
    stubFetch(respond);
    customPageUrl = '/demo/crm-page.html';
    // The app's detail is cached across renders: each address is a fresh answer.
    getQueryClient().clear();
    renderApp(`/custom_page/${APP_ID}`);
    const frame = await screen.findByTitle("Northwind Chat Widget: the app's own page", {}, { timeout: 4000 });
    expect(frame).toHaveAttribute('src', '/demo/crm-page.html');
    cleanup();
    for (const refused of ['//evil.example/page', 'javascript:alert(1)']) {
      customPageUrl = refused;
      getQueryClient().clear();
      renderApp(`/custom_page/${APP_ID}`);
      expect(await screen.findByRole('heading', { name: NO_PAGE_TITLE }, { timeout: 4000 })).toBeInTheDocument();
      expect(screen.queryByTitle("Northwind Chat Widget: the app's own page")).toBeNull();
      cleanup();
    }
  });
});
