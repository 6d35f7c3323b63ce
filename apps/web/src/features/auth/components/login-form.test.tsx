import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as LoginPage } from '../../../app/routes/auth/login-page';
import { getSession } from '../../../lib/session-store';
import { renderInShell, stubFetch } from '../../../test/app-harness';
import { SESSION } from '../../../test/fixtures';

afterEach(() => vi.unstubAllGlobals());

const renderLogin = (path = '/login') =>
  renderInShell(<p>Elsewhere</p>, { path, routes: [{ path: '/login', element: <LoginPage /> }] });

describe('Login', () => {
  it('validates in the browser with the contract and focuses the first invalid field', async () => {
    const { calls } = stubFetch(() => ({ body: {} }));
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Email'), 'ada@northwind.test');
    expect(screen.queryByText('Enter a valid email address')).toBeNull();
  });

  it('signs in through the agency portal, stores the session and follows a safe redirectTo', async () => {
    const { calls } = stubFetch(() => ({ body: { data: SESSION } }));
    renderLogin('/login?redirectTo=%2Fpodcast');
    await userEvent.type(screen.getByLabelText('Email'), 'Ada@Northwind.test');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/podcast'));
    expect(calls[0]).toMatchObject({
      url: '/api/v1/auth/login',
      method: 'POST',
      body: { email: 'ada@northwind.test', password: 'correct horse' },
    });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    expect(getSession().token).toBe('tok-123');
  });

  it('uses the user portal for location or user accounts', async () => {
    const { calls } = stubFetch(() => ({ body: { data: SESSION } }));
    renderLogin('/login?redirectTo=https://evil.example');
    await userEvent.click(screen.getByRole('radio', { name: 'Location or user account' }));
    await userEvent.type(screen.getByLabelText('Email'), 'staff@northwind.test');
    await userEvent.type(screen.getByLabelText('Password'), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(calls[0]?.url).toBe('/api/v1/user/login');
  });

  it("shows the server's message in place and keeps the button usable", async () => {
    stubFetch(() => ({ status: 401, body: { error: { code: 'invalid_credentials', message: 'Invalid email or password' } } }));
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@northwind.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(getSession().token).toBeNull();
  });

  it('disables the submit while the request is pending', async () => {
    let release: (value: { body: unknown }) => void = () => {};
    stubFetch(() => new Promise((resolve) => (release = resolve)));
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@northwind.test');
    await userEvent.type(screen.getByLabelText('Password'), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled());
    release({ body: { data: SESSION } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});
