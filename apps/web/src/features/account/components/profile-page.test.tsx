import type { TAccountSession } from '@atrium/contracts/account';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as ProfilePage } from '@/app/routes/auth/profile-page';
import { clearSession, getSession, setSession } from '@/lib/session-store';
import { type FetchCall, renderInShell, stubFetch } from '@/test/app-harness';
import { SESSION, USER } from '@/test/fixtures';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const SESSIONS: TAccountSession[] = [
  {
    _id: 's-2',
    createdAt: '2026-11-20T08:00:00.000Z',
    lastSeenAt: '2026-11-25T08:00:00.000Z',
    userAgent: IPHONE,
    current: false,
  },
  { _id: 's-1', createdAt: '2026-11-26T08:00:00.000Z', lastSeenAt: '2026-11-26T09:00:00.000Z', userAgent: CHROME, current: true },
];

/** A small fake of the account endpoints. */
function fakeServer(overrides: (call: FetchCall) => { status?: number; body?: unknown } | undefined = () => undefined) {
  let sessions = [...SESSIONS];
  return stubFetch((call) => {
    const custom = overrides(call);
    if (custom) return custom;
    if (call.url === '/api/v1/account' && call.method === 'GET') return { body: { data: USER } };
    if (call.url === '/api/v1/account' && call.method === 'PUT') return { body: { data: { ...USER, ...(call.body as object) } } };
    if (call.url === '/api/v1/account/sessions') return { body: { data: sessions } };
    if (call.url.startsWith('/api/v1/account/sessions/') && call.method === 'DELETE') {
      sessions = sessions.filter((s) => !call.url.endsWith(s._id));
      return { body: { data: { ok: true } } };
    }
    if (call.url === '/api/v1/account/password') return { body: { data: { signedOut: 1 } } };
    return { status: 404, body: { error: { code: 'not_found', message: 'x' } } };
  });
}

beforeEach(() => setSession(SESSION));
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const renderProfile = () =>
  renderInShell(<p>Elsewhere</p>, { path: '/profile', routes: [{ path: '/profile', element: <ProfilePage /> }] });

// Typing-heavy flows: generous time for a busy machine.
describe('Profile', { timeout: 60_000 }, () => {
  it('sends visitors to sign in first', () => {
    clearSession();
    fakeServer();
    renderProfile();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirectTo=%2Fprofile');
  });

  it('saves a new name without asking for the password, and the stored user follows', async () => {
    const { calls } = fakeServer();
    renderProfile();
    const first = await screen.findByLabelText('First name');
    expect(document.title).toContain('Your profile');
    await userEvent.clear(first);
    await userEvent.type(first, 'Augusta');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your details were saved.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({ firstName: 'Augusta', lastName: 'Lovelace', email: 'ada@northwind.test' });
    expect(getSession().user?.firstName).toBe('Augusta');
  });

  it('asks for the current password once the email changes, and shows a wrong one under its field', async () => {
    const { calls } = fakeServer((call) =>
      call.method === 'PUT' && (call.body as { currentPassword?: string }).currentPassword === 'wrong-one'
        ? {
            status: 400,
            body: {
              error: {
                code: 'validation_error',
                message: 'Current password is incorrect',
                details: [{ path: ['currentPassword'], message: 'Current password is incorrect' }],
              },
            },
          }
        : undefined,
    );
    renderProfile();
    const details = within((await screen.findByRole('heading', { name: 'Personal details' })).closest('section')!);
    expect(details.queryByLabelText('Current password')).toBeNull();
    await userEvent.clear(details.getByLabelText('Email'));
    await userEvent.type(details.getByLabelText('Email'), 'ada@analytical.test');
    await userEvent.click(details.getByRole('button', { name: 'Save changes' }));
    expect(details.getByText('Enter your current password to change your email')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await userEvent.type(details.getByLabelText('Current password'), 'wrong-one');
    await userEvent.click(details.getByRole('button', { name: 'Save changes' }));
    expect(await details.findByText('Your current password is not correct')).toBeInTheDocument();
    await userEvent.clear(details.getByLabelText('Current password'));
    await userEvent.type(details.getByLabelText('Current password'), 'the-right-one');
    await userEvent.click(details.getByRole('button', { name: 'Save changes' }));
    expect(
      await details.findByText('Your details were saved. From now on, sign in with ada@analytical.test.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({
      email: 'ada@analytical.test',
      currentPassword: 'the-right-one',
    });
  });

  it('changes the password and says how many other browsers were signed out', async () => {
    const { calls } = fakeServer();
    renderProfile();
    const section = within((await screen.findByRole('heading', { name: 'Password' })).closest('section')!);
    await userEvent.type(section.getByLabelText('Current password'), 'old-passphrase');
    await userEvent.type(section.getByLabelText('New password'), 'new-passphrase-1');
    await userEvent.type(section.getByLabelText('Confirm new password'), 'new-passphrase-2');
    await userEvent.click(section.getByRole('button', { name: 'Change password' }));
    expect(section.getByText('The passwords do not match')).toBeInTheDocument();
    await userEvent.clear(section.getByLabelText('Confirm new password'));
    await userEvent.type(section.getByLabelText('Confirm new password'), 'new-passphrase-1');
    await userEvent.click(section.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password was changed. Other browsers signed out: 1.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/v1/account/password')?.body).toEqual({
      currentPassword: 'old-passphrase',
      password: 'new-passphrase-1',
    });
    // The form starts empty again.
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveValue(''));
  });

  it('lists the sessions, this browser first and marked, and signs another one out', async () => {
    const { calls } = fakeServer();
    renderProfile();
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Chrome on Windows');
    expect(items[0]).toHaveTextContent('This browser');
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent('Safari on iOS');
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Sign out Safari on iOS' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/v1/account/sessions/s-2');
    expect(screen.getByText('No other browser is signed in to your account.')).toBeInTheDocument();
  });

  it('offers a retry when the profile cannot load', async () => {
    let fail = true;
    fakeServer((call) =>
      call.url === '/api/v1/account' && fail ? { status: 500, body: { error: { code: 'x', message: 'Boom' } } } : undefined,
    );
    renderProfile();
    expect(await screen.findByText('Your profile could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('First name')).toHaveValue('Ada');
  });
});
