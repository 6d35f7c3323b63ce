import type { TInstalledApp } from '@atrium/contracts/installs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_ID, install, signInAs } from '@/features/installs/test-fixtures';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { ManageInstallDialog } from './manage-install-dialog';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const FULL_KEY = `atr_${'k'.repeat(39)}WXYZ`;
const item: TInstalledApp = {
  install: install(),
  app: {
    _id: APP_ID,
    name: 'Beacon Chat',
    tagline: 'Chat',
    iconUrl: null,
    type: 'widget',
    categories: [],
    partner: { _id: APP_ID, name: 'Beacon', slug: 'beacon' },
    pricing: { kind: 'free', fromCents: null, fromModel: null, currency: 'USD', trialDays: 0 },
    installTarget: 'both',
    rating: { average: null, count: 0 },
    installCount: 1,
    publishedAt: null,
  },
};

function serve() {
  let setup: { hasApiKey: boolean; apiKey: unknown; credentials: unknown[] } = {
    hasApiKey: false,
    apiKey: null,
    credentials: [{ name: 'client_secret', last4: '1234', updatedAt: '2026-03-01T10:00:00.000Z' }],
  };
  return stubFetch((call) => {
    if (call.url === '/api/v1/app_token/CheckApiKey') return { body: { data: setup } };
    if (call.url === '/api/v1/app_token/SaveApiKey') {
      const masked = { last4: 'WXYZ', createdAt: '2026-03-02T10:00:00.000Z', lastUsedAt: null };
      setup = { ...setup, hasApiKey: true, apiKey: masked };
      return { body: { data: { ...masked, key: FULL_KEY } } };
    }
    if (call.url === '/api/v1/app_token/save_credentials') {
      setup = { ...setup, credentials: [{ name: 'token', last4: 'abcd', updatedAt: '2026-03-02T10:00:00.000Z' }] };
      return { body: { data: { installId: item.install._id, fields: setup.credentials } } };
    }
    if (call.url === '/api/v1/app_token/whitelabel-config') return { body: { data: item.install } };
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  });
}

describe('ManageInstallDialog', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    signInAs('agency_admin');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows saved credentials only by their last 4 and replaces them on save', async () => {
    const { calls } = serve();
    renderInShell(<ManageInstallDialog item={item} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Manage Beacon Chat' });
    expect(await within(dialog).findByText('••••1234')).toBeInTheDocument();
    expect(within(dialog).getByText('client_secret')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Name 1'), '9bad');
    await userEvent.type(within(dialog).getByLabelText('Value 1'), 'secret-value');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save credentials' }));
    expect(within(dialog).getByText(/Start with a letter/)).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Name 1'));
    await userEvent.type(within(dialog).getByLabelText('Name 1'), 'token');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save credentials' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Credentials saved'));
    expect(calls.find((c) => c.url.endsWith('save_credentials'))?.body).toEqual({
      installId: item.install._id,
      credentials: { token: 'secret-value' },
    });
    expect(await within(dialog).findByText('••••abcd')).toBeInTheDocument();
    expect(within(dialog).queryByText('secret-value')).toBeNull();
  });

  it('shows a new API key once, then only its last 4; rotating asks first', async () => {
    const { calls } = serve();
    renderInShell(<ManageInstallDialog item={item} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'API key' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Generate key' }));

    expect(await within(dialog).findByText(FULL_KEY)).toBeInTheDocument();
    expect(within(dialog).getByText(/will not be shown again/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    expect(within(dialog).queryByText(FULL_KEY)).toBeNull();
    expect(await within(dialog).findByText('••••WXYZ')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate key' }));
    const confirm = screen.getByRole('dialog', { name: 'Rotate the API key?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.url.endsWith('SaveApiKey'))).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate key' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Rotate the API key?' })).getByRole('button', { name: 'Rotate key' }),
    );
    expect(await within(dialog).findByText(FULL_KEY)).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('SaveApiKey'))).toHaveLength(2);
  });

  it('saves white-label settings with a checked colour', async () => {
    const { calls } = serve();
    renderInShell(<ManageInstallDialog item={item} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'White label' }));
    await userEvent.type(within(dialog).getByLabelText('Display name'), 'Acme Chat');
    await userEvent.type(within(dialog).getByLabelText('Brand colour'), 'blue');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(within(dialog).getByText('Use a colour like #1a73e8.')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Brand colour'));
    await userEvent.type(within(dialog).getByLabelText('Brand colour'), '#1a73e8');
    await userEvent.click(within(dialog).getByLabelText(/Hide Atrium branding/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('White-label settings saved'));
    expect(calls.find((c) => c.url.endsWith('whitelabel-config'))?.body).toEqual({
      installId: item.install._id,
      displayName: 'Acme Chat',
      logoUrl: null,
      primaryColor: '#1a73e8',
      hideBranding: true,
    });
  });
});
