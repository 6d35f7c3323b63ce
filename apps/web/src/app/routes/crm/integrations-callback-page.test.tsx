import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connection, run, signInAs } from '@/features/crm/crm-fixtures';
import { createTestQueryClient, ShellProviders, stubFetch } from '@/test/app-harness';
import { Component as CallbackPage } from './integrations-callback-page';

vi.mock('@/lib/socket', () => ({ useSocket: () => null }));

afterEach(() => vi.unstubAllGlobals());

/** As the app runs in development: StrictMode mounts twice and runs effects twice. */
function renderStrict(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <CallbackPage /> }], { initialEntries: [path] });
  return render(
    <StrictMode>
      <ShellProviders queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </ShellProviders>
    </StrictMode>,
  );
}

describe('OAuth callback page', () => {
  it('completes the connection once, even with double effects, then starts the first sync and shows it', async () => {
    signInAs('agency_admin');
    const { calls } = stubFetch(({ url, method }) => {
      if (url === '/api/v1/crm/callback') return { body: { data: connection() } };
      if (url === '/api/v1/crm/sync' && method === 'POST') return { status: 202, body: { data: run() } };
      if (url === '/api/v1/crm/sync')
        return { body: { data: { connected: true, current: null, last: null, lastSucceededAt: null } } };
      return { status: 404 };
    });
    renderStrict('/integrations/crm_sync?code=c1&state=s1');
    expect(await screen.findByRole('heading', { name: 'CRM sync is connected' })).toBeInTheDocument();
    expect(screen.getByText('CRM company cmp_harbor')).toBeInTheDocument();
    expect(await screen.findByText('Syncing locations')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Locations' })).toHaveAttribute('aria-valuenow', '1');
    const callbacks = calls.filter((c) => c.url === '/api/v1/crm/callback');
    expect(callbacks).toHaveLength(1);
    expect(callbacks[0]?.body).toEqual({ kind: 'crm_sync', state: 's1', code: 'c1' });
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/v1/crm/sync' && c.method === 'POST')).toHaveLength(1));
  });

  it("shows a wrong CRM account with the server's message and a way to try again", async () => {
    signInAs('agency_admin');
    stubFetch(() => ({
      status: 409,
      body: { error: { code: 'conflict', message: 'That CRM agency is linked to another Atrium agency.' } },
    }));
    renderStrict('/integrations/support?code=c1&state=s1');
    expect(await screen.findByRole('heading', { name: 'The connection could not be completed' })).toBeInTheDocument();
    expect(screen.getByText('That CRM agency is linked to another Atrium agency.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the CRM connection' })).toHaveAttribute('href', '/integrations');
  });

  it('names a denied consent', async () => {
    signInAs('agency_admin');
    const { calls } = stubFetch(() => ({
      status: 400,
      body: { error: { code: 'consent_denied', message: 'The connection was not approved in the CRM.' } },
    }));
    renderStrict('/integrations/app?error=access_denied&state=s1');
    expect(await screen.findByRole('heading', { name: 'The connection was not approved' })).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ kind: 'app', state: 's1', error: 'access_denied' });
  });

  it('sends nothing when the address carries no state, or names no connection', async () => {
    signInAs('agency_admin');
    const { calls } = stubFetch(() => ({ status: 500 }));
    const { unmount } = renderStrict('/integrations/crm_sync?code=c1');
    expect(await screen.findByText('The CRM sent nothing to complete')).toBeInTheDocument();
    unmount();
    renderStrict('/integrations/elsewhere?code=c1&state=s1');
    expect(await screen.findByText('Unknown connection')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
