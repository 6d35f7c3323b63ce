import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentNavigation } from '@/features/crm/api/connections';
import { appSetup, connection, id, signInAs } from '@/features/crm/crm-fixtures';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { Component as IntegrationsPage } from './integrations-page';

vi.mock('@/lib/socket', () => ({ useSocket: () => null }));
vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SYNC = connection();
const SUPPORT = connection({ _id: id(0xd2), kind: 'support', status: 'needs_reconnect', scopes: ['conversations.readonly'] });

function serve(
  overrides: (url: string, method: string, body: unknown) => { status?: number; body?: unknown } | undefined = () => undefined,
) {
  return stubFetch(({ url, method, body }) => {
    const own = overrides(url, method, body);
    if (own) return own;
    if (url === '/api/v1/crm/connections') return { body: { data: [SYNC, SUPPORT] } };
    if (url === '/api/v1/agency/get_app_setup')
      return {
        body: {
          data: appSetup([
            { kind: 'associate', state: 'not_connected', missingScopes: [] },
            { kind: 'crm_sync', state: 'connected', missingScopes: ['users.readonly'] },
            { kind: 'support', state: 'needs_reconnect', missingScopes: [] },
            { kind: 'app', state: 'not_connected', missingScopes: [] },
          ]),
        },
      };
    if (url === '/api/v1/agency/get_ghl_company')
      return {
        body: {
          data: {
            id: 'cmp_harbor',
            name: 'Harbor Digital',
            email: null,
            phone: null,
            website: null,
            city: null,
            country: null,
            locationCount: 3,
          },
        },
      };
    if (url === '/api/v1/crm/sync')
      return { body: { data: { connected: true, current: null, last: null, lastSucceededAt: null } } };
    return { status: 404, body: { error: { code: 'not_found', message: 'nothing here' } } };
  });
}

describe('CRM connection page', () => {
  it('shows the company, each connection with its state and scopes in plain words, and flags missing scopes', async () => {
    signInAs('agency_admin');
    serve();
    renderInShell(<IntegrationsPage />, { path: '/integrations' });
    expect(await screen.findByText('Harbor Digital')).toBeInTheDocument();
    expect(screen.getByText('cmp_harbor')).toBeInTheDocument();
    const sync = screen.getByRole('region', { name: 'CRM sync' });
    expect(within(sync).getByText('Connected')).toBeInTheDocument();
    expect(within(sync).getByText('Locations')).toBeInTheDocument();
    expect(within(sync).getByText('see and change')).toBeInTheDocument();
    expect(within(sync).getByText('Not granted: see')).toBeInTheDocument();
    expect(within(sync).getByRole('button', { name: 'Grant missing permissions' })).toBeInTheDocument();
    expect(await within(sync).findByText('Not synced yet')).toBeInTheDocument();
    const app = screen.getByRole('region', { name: 'Atrium app in the CRM' });
    expect(within(app).getByText('Not connected')).toBeInTheDocument();
    expect(within(app).getByRole('button', { name: 'Connect' })).toBeInTheDocument();
  });

  it('warns about a connection that needs a reconnect and sends the browser to the consent screen', async () => {
    signInAs('agency_admin');
    const assign = vi.spyOn(consentNavigation, 'assign').mockImplementation(() => {});
    const { calls } = serve((url, method) =>
      method === 'POST' && url === '/api/v1/crm/connections/support/authorize'
        ? { body: { data: { url: 'http://crm.test/oauth/chooselocation?state=s1' } } }
        : undefined,
    );
    renderInShell(<IntegrationsPage />, { path: '/integrations' });
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Support lost its access');
    await userEvent.click(within(banner).getByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://crm.test/oauth/chooselocation?state=s1'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('disconnects only after the confirmation', async () => {
    signInAs('agency_admin');
    const { calls } = serve((_url, method) => (method === 'DELETE' ? { status: 204 } : undefined));
    renderInShell(<IntegrationsPage />, { path: '/integrations' });
    const sync = await screen.findByRole('region', { name: 'CRM sync' });
    await userEvent.click(within(sync).getByRole('button', { name: 'Disconnect' }));
    const dialog = screen.getByRole('dialog', { name: 'Disconnect CRM sync?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(`/api/v1/crm/connections/${SYNC._id}`);
  });

  it('changes the sync settings, and unlinks the CRM account only after the confirmation', async () => {
    signInAs('agency_admin');
    const link = { crmCompanyId: 'cmp_harbor', settings: { autoSync: false, syncContacts: true } };
    const { calls } = serve((url, method, body) =>
      method === 'PUT' && url === '/api/v1/agency/update_ghl_company'
        ? // Unlinking answers with the menu links the old CRM kept.
          { body: { data: (body as { unlink?: true })?.unlink ? { ...link, crmCompanyId: null, menuLinksLeft: 2 } : link } }
        : undefined,
    );
    renderInShell(<IntegrationsPage />, { path: '/integrations' });
    const section = await screen.findByRole('region', { name: 'Sync settings and link' });
    expect(within(section).getByText('Locations linked to the CRM: 3 of 3')).toBeInTheDocument();
    const hourly = within(section).getByRole('checkbox', { name: 'Sync every hour' });
    expect(hourly).toBeChecked();
    expect(hourly).toHaveAccessibleDescription('Webhooks and Sync now work either way.');
    await userEvent.click(hourly);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ autoSync: false });

    await userEvent.click(within(section).getByRole('button', { name: 'Unlink this CRM account' }));
    const dialog = screen.getByRole('dialog', { name: 'Unlink the CRM account?' });
    expect(within(dialog).getByText('The menu links of your installed apps are removed from the CRM first.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink this CRM account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ unlink: true });
    expect(toast.error).toHaveBeenCalledWith(
      'Unlinked. 2 menu links could not be removed from the CRM: remove them there by hand.',
      { duration: 10_000 },
    );
  });

  it('tells other roles that only agency admins manage the CRM, without asking the server', async () => {
    signInAs('agency_staff');
    const { calls } = serve();
    renderInShell(<IntegrationsPage />, { path: '/integrations' });
    expect(await screen.findByText('Only agency admins manage the CRM')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
