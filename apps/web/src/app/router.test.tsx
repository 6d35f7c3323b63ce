import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, setSession } from '../lib/session-store';
import { createTestQueryClient, stubFetch } from '../test/app-harness';
import { SESSION, USER } from '../test/fixtures';
import { AppProviders } from './providers';
import { routes } from './router';

vi.mock('socket.io-client', () => ({ io: () => ({ disconnect: () => {}, on: () => {}, off: () => {} }) }));
afterEach(() => vi.unstubAllGlobals());

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const siteConfig = { data: { hostKind: 'education', realtime: { path: '/engine.io' } } };

describe('app routes', () => {
  it('redirects unknown paths to the home page', async () => {
    stubFetch(() => ({ body: siteConfig }));
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
      if (call.url.endsWith('/site-config')) return { body: siteConfig };
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

  it('sends visitors of the admin page to sign in', async () => {
    stubFetch(() => ({ body: siteConfig }));
    const router = renderApp('/admin/podcasts');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirectTo=%2Fadmin%2Fpodcasts');
  });

  it('keeps non-admins out of the admin page', async () => {
    setSession(SESSION);
    stubFetch((call) =>
      call.url.endsWith('/site-config')
        ? { body: siteConfig }
        : { body: { data: call.url.includes('/user/') ? USER : SESSION.agency } },
    );
    const router = renderApp('/admin/podcasts');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
