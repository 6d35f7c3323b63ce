import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionRefresh } from '@/lib/session-refresh';
import { getSession, setSession } from '@/lib/session-store';
import { siteConfig } from '@/lib/site-config';
import { stubFetch } from '@/test/app-harness';
import { SESSION, USER } from '@/test/fixtures';
import { AppProviders } from './providers';
import { discoverRoutes, routes } from './router';

vi.mock('socket.io-client', () => ({ io: () => ({ disconnect: () => {}, on: () => {}, off: () => {} }) }));
afterEach(() => {
  vi.unstubAllGlobals();
  // The start-up work runs once per page load; every test is a new page load.
  siteConfig.reset();
  sessionRefresh.reset();
});

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { ...discoverRoutes(), initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const SITE_CONFIG = { data: { hostKind: 'education', realtime: { path: '/engine.io' } } };

describe('app routes', () => {
  it('redirects unknown paths to the home page', async () => {
    stubFetch(() => ({ body: SITE_CONFIG }));
    const router = renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Everything your agency needs, in one place' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the loading overlay until the stored session is refreshed', async () => {
    setSession(SESSION);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { calls } = stubFetch(async (call) => {
      if (call.url.endsWith('/site-config')) return { body: SITE_CONFIG };
      await gate;
      return { status: 401, body: { error: { code: 'unauthorized', message: 'Session expired' } } };
    });
    renderApp('/');
    expect(await screen.findByText('Loading your account…', { selector: 'p' })).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByText('Loading your account…', { selector: 'p' })).toBeNull());
    expect(calls.some((c) => c.url === `/api/v1/user/${USER._id}`)).toBe(true);
    expect(getSession().token).toBeNull();
  });

  it('serves /podcast through the lazy query layout, which provides the query client', async () => {
    const podcast = {
      id: '0190a0a0-0000-7000-8000-000000000001',
      title: 'Scaling Up',
      description: null,
      date: null,
      video: 'dQw4w9WgXcQ',
    };
    stubFetch((call) => (call.url.endsWith('/site-config') ? { body: SITE_CONFIG } : { body: { data: [podcast] } }));
    renderApp('/podcast');
    expect(await screen.findByRole('heading', { level: 2, name: 'Scaling Up' }, { timeout: 4000 })).toBeInTheDocument();
  });

  it('sends visitors of the admin page to sign in', async () => {
    stubFetch(() => ({ body: SITE_CONFIG }));
    const router = renderApp('/admin/podcasts');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirectTo=%2Fadmin%2Fpodcasts');
  });

  it('keeps non-admins out of the admin page', async () => {
    setSession(SESSION);
    stubFetch((call) =>
      call.url.endsWith('/site-config')
        ? { body: SITE_CONFIG }
        : { body: { data: call.url.includes('/user/') ? USER : SESSION.agency } },
    );
    const router = renderApp('/admin/podcasts');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
