import { NOTIFICATION_KINDS, type TNotificationPreference } from '@atrium/contracts/notifications';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { Component as NotificationSettingsPage } from './notification-settings-page';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const PATH = '/notifications/settings';
const page = () => ({ path: PATH, routes: [{ path: PATH, element: <NotificationSettingsPage /> }] });

function signInAs(role: string) {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem(
    'user',
    JSON.stringify({ _id: '0190a0a0-0000-7000-8000-0000000000aa', email: 'u@x.test', firstName: 'Olivia', lastName: 'B', role }),
  );
}

/** A small server: GET answers the stored choices, PUT changes the kinds sent (or fails when told to). */
function server({ failSave = false, failLoad = false } = {}) {
  let prefs: TNotificationPreference[] = NOTIFICATION_KINDS.map((kind) => ({
    kind,
    channel: kind === 'update_available' ? 'email' : 'in_app',
  }));
  let loadFailures = failLoad ? 1 : 0;
  return stubFetch(({ url, method, body }) => {
    if (!url.startsWith('/api/v1/notifications/preferences')) return { status: 404 };
    if (method === 'PUT') {
      if (failSave) return { status: 500, body: { error: { code: 'internal', message: 'Something went wrong' } } };
      const sent = (body as { preferences: TNotificationPreference[] }).preferences;
      prefs = prefs.map((p) => sent.find((s) => s.kind === p.kind) ?? p);
      return { body: { data: prefs } };
    }
    if (loadFailures-- > 0) return { status: 500, body: { error: { code: 'internal', message: 'Down' } } };
    return { body: { data: prefs } };
  });
}

const group = (name: string) => screen.getByRole('radiogroup', { name });

// Each test drives several screens of clicks; on a busy machine they need more than the 1 s / 5 s defaults.
configure({ asyncUtilTimeout: 5_000 });

describe('/notifications/settings', { timeout: 15_000 }, () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends visitors to sign in', () => {
    server();
    renderInShell(<div />, page());
    expect(screen.getByTestId('location')).toHaveTextContent(`/login?redirectTo=${encodeURIComponent(PATH)}`);
  });

  it("offers the kinds of the person's role, each with its saved channel", async () => {
    signInAs('location_admin');
    server();
    renderInShell(<div />, page());
    expect(await screen.findByRole('heading', { level: 1, name: 'Notification settings' })).toBeInTheDocument();
    await screen.findByRole('radiogroup', { name: 'App updates' });
    expect(screen.getAllByRole('radiogroup')).toHaveLength(4);
    expect(screen.queryByRole('radiogroup', { name: 'Approval requests' })).not.toBeInTheDocument();
    expect(within(group('App updates')).getByRole('radio', { name: 'E-mail' })).toBeChecked();
    expect(within(group('Support replies')).getByRole('radio', { name: 'In app' })).toBeChecked();
    expect(group('Support replies')).toHaveAccessibleDescription('Someone replied to a support ticket you raised.');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('saves only what changed, with a toast, and the saved answer becomes the new state', async () => {
    const user = userEvent.setup();
    signInAs('agency_admin');
    const { calls } = server();
    renderInShell(<div />, page());
    await screen.findByRole('radiogroup', { name: 'Approval requests' });
    await user.click(within(group('Approval requests')).getByRole('radio', { name: 'E-mail' }));
    await user.click(within(group('Shipped ideas')).getByRole('radio', { name: 'Off' }));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Notification settings saved'));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      preferences: [
        { kind: 'approval_request', channel: 'email' },
        { kind: 'roadmap_shipped', channel: 'off' },
      ],
    });
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(within(group('Approval requests')).getByRole('radio', { name: 'E-mail' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    // No second GET: the PUT's answer is the cache.
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1);
  });

  it('moves between channels with the arrow keys, and Discard brings back what is saved', async () => {
    const user = userEvent.setup();
    signInAs('staff');
    server();
    renderInShell(<div />, page());
    await screen.findByRole('radiogroup', { name: 'Support replies' });
    await user.click(within(group('Support replies')).getByRole('radio', { name: 'In app' }));
    await user.keyboard('{ArrowRight}');
    expect(within(group('Support replies')).getByRole('radio', { name: 'E-mail' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(within(group('Support replies')).getByRole('radio', { name: 'In app' })).toBeChecked();
  });

  it('keeps the choice and says so when saving fails', async () => {
    const user = userEvent.setup();
    signInAs('end_user');
    server({ failSave: true });
    renderInShell(<div />, page());
    await screen.findByRole('radiogroup', { name: 'Support replies' });
    await user.click(within(group('Support replies')).getByRole('radio', { name: 'Off' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Your settings could not be saved. Try again.'));
    expect(within(group('Support replies')).getByRole('radio', { name: 'Off' })).toBeChecked();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('shows a load error with Retry', async () => {
    const user = userEvent.setup();
    signInAs('staff');
    server({ failLoad: true });
    renderInShell(<div />, page());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your settings could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radiogroup', { name: 'Support replies' })).toBeInTheDocument();
  });
});
