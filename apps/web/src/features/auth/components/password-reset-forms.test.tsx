import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as ForgotPasswordPage } from '@/app/routes/auth/forgot-password-page';
import { Component as ResetPasswordPage } from '@/app/routes/auth/reset-password-page';
import { clearSession, getSession, setSession } from '@/lib/session-store';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { SESSION, USER } from '@/test/fixtures';

afterEach(() => vi.unstubAllGlobals());

const renderAt = (path: string) =>
  renderInShell(<p>Elsewhere</p>, {
    path,
    routes: [
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
    ],
  });

describe('Forgot password', { timeout: 60_000 }, () => {
  it('checks the email first, then asks for a link and says so without telling whether the account exists', async () => {
    const { calls } = stubFetch(() => ({ body: { data: { ok: true } } }));
    renderAt('/forgot-password');
    expect(document.title).toContain('Reset your password');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Email'), 'Ada@Northwind.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    // The location probe of the harness is a status too: the panel is the one holding the heading.
    const status = (await screen.findByRole('heading', { name: 'Check your email' })).closest('[role="status"]');
    expect(status).toHaveTextContent('If an account uses ada@northwind.test, we have sent it a link');
    expect(status).toHaveTextContent('30 minutes');
    expect(calls[0]).toMatchObject({
      url: '/api/v1/user/forgot-password',
      method: 'POST',
      body: { email: 'ada@northwind.test' },
    });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Use another email' }));
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('starts with the email the sign-in form passed on', () => {
    stubFetch(() => ({ body: {} }));
    renderAt('/forgot-password?email=ada%40northwind.test');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@northwind.test');
  });

  it('shows a throttled request with its wait', async () => {
    stubFetch(() => ({
      status: 429,
      body: { error: { code: 'rate_limited', message: 'Too many', details: { retryAfterSeconds: 40 } } },
    }));
    renderAt('/forgot-password?email=ada%40northwind.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 40 seconds.');
  });
});

describe('Reset password', { timeout: 60_000 }, () => {
  it('sets the new password with the token of the link, after checking both fields', async () => {
    const { calls } = stubFetch(() => ({ body: { data: { ok: true } } }));
    renderAt('/reset-password?token=tok-abc');
    expect(document.title).toContain('Choose a new password');
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText('New password must be at least 8 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), '-and-longer');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'something-else');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'short-and-longer');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    const done = await screen.findByRole('heading', { name: 'Your password was changed' });
    expect(done.closest('[role="status"]')).toHaveTextContent(
      'Every browser that was signed in to your account has been signed out',
    );
    expect(calls[0]).toMatchObject({
      url: '/api/v1/user/reset-password',
      body: { token: 'tok-abc', password: 'short-and-longer' },
    });
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it.each([
    ['reset_link_used', 'already been used'],
    ['reset_link_expired', 'has expired'],
    ['reset_link_invalid', 'not valid'],
  ])('explains a refused link (%s) and offers a new one', async (code, text) => {
    stubFetch(() => ({ status: 400, body: { error: { code, message: 'x' } } }));
    renderAt('/reset-password?token=tok-abc');
    await userEvent.type(screen.getByLabelText('New password'), 'a-long-passphrase');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a-long-passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link cannot be used');
    expect(alert).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('shows a common password under the field, in the reader’s words', async () => {
    stubFetch(() => ({
      status: 400,
      body: {
        error: {
          code: 'validation_error',
          message: 'x',
          details: [{ path: ['password'], message: 'x', reason: 'common_password' }],
        },
      },
    }));
    renderAt('/reset-password?token=tok-abc');
    await userEvent.type(screen.getByLabelText('New password'), 'Password123');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Password123');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(screen.getByText(/one of the most common passwords/)).toBeInTheDocument());
  });

  it('says a link without its token is incomplete', () => {
    stubFetch(() => ({ body: {} }));
    renderAt('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('not valid');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});

describe('Set password from an invitation', { timeout: 60_000 }, () => {
  it('says "Set your password", never "reset", and sets it with the token of the link', async () => {
    const { calls } = stubFetch(() => ({ body: { data: { ok: true } } }));
    renderAt('/reset-password?token=tok-inv&kind=invite');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set your password' })).toBeInTheDocument();
    expect(document.title).toContain('Set your password');
    // The harness's location probe shows the address, which names the page's route.
    expect(screen.queryAllByText(/reset/i).filter((el) => el.dataset.testid !== 'location')).toEqual([]);
    await userEvent.type(screen.getByLabelText('New password'), 'a-long-passphrase');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a-long-passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    const done = await screen.findByRole('heading', { name: 'Your password is set' });
    expect(done.closest('[role="status"]')).toHaveTextContent('Sign in with your email and the password you just chose.');
    expect(calls[0]).toMatchObject({
      url: '/api/v1/user/reset-password',
      body: { token: 'tok-inv', password: 'a-long-passphrase' },
    });
  });

  it('explains an expired invitation with its 7 days', async () => {
    stubFetch(() => ({ status: 400, body: { error: { code: 'reset_link_expired', message: 'x' } } }));
    renderAt('/reset-password?token=tok-inv&kind=invite');
    await userEvent.type(await screen.findByLabelText('New password'), 'a-long-passphrase');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a-long-passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('invitations work for 7 days');
  });
});

describe('Reset password while signed in', { timeout: 60_000 }, () => {
  it('forgets the stored session when the reset signed it out, and keeps one that still works', async () => {
    for (const [status, kept] of [
      [401, false],
      [200, true],
    ] as const) {
      setSession(SESSION);
      stubFetch((call) =>
        call.url === '/api/v1/account'
          ? { status, body: status === 200 ? { data: USER } : { error: { code: 'unauthorized', message: 'x' } } }
          : { body: { data: { ok: true } } },
      );
      const view = renderAt('/reset-password?token=tok-abc');
      await userEvent.type(screen.getByLabelText('New password'), 'a-long-passphrase');
      await userEvent.type(screen.getByLabelText('Confirm new password'), 'a-long-passphrase');
      await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
      await screen.findByRole('heading', { name: 'Your password was changed' });
      await waitFor(() => expect(Boolean(getSession().token)).toBe(kept));
      view.unmount();
      clearSession();
    }
  });
});
