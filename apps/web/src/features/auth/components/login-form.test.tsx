import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as LoginPage } from '@/app/routes/auth/login-page';
import { getSession } from '@/lib/session-store';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { SESSION } from '@/test/fixtures';

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

  it('signs in by email alone (no account type to choose), stores the session and follows a safe redirectTo', async () => {
    const { calls } = stubFetch(() => ({ body: { data: SESSION } }));
    renderLogin('/login?redirectTo=%2Fpodcast');
    expect(screen.queryByRole('radio')).toBeNull();
    await userEvent.type(screen.getByLabelText('Email'), 'Ada@Northwind.test');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/podcast'));
    expect(calls[0]).toMatchObject({
      url: '/api/v1/auth/sign-in',
      method: 'POST',
      body: { email: 'ada@northwind.test', password: 'correct horse' },
    });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    expect(getSession().token).toBe('tok-123');
  });

  it('ignores an unsafe redirectTo', async () => {
    stubFetch(() => ({ body: { data: SESSION } }));
    renderLogin('/login?redirectTo=https://evil.example');
    await userEvent.type(screen.getByLabelText('Email'), 'staff@northwind.test');
    await userEvent.type(screen.getByLabelText('Password'), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('links to "Forgot password?", carrying the email typed so far', async () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await userEvent.type(screen.getByLabelText('Email'), 'ada+x@northwind.test');
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    expect(link).toHaveAttribute('href', '/forgot-password?email=ada%2Bx%40northwind.test');
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password?email=ada%2Bx%40northwind.test');
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
