import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as RegisterPage } from '../../../app/routes/auth/register-page';
import { getSession } from '../../../lib/session-store';
import { renderInShell, stubFetch } from '../../../test/app-harness';
import { SESSION } from '../../../test/fixtures';

afterEach(() => vi.unstubAllGlobals());

const renderRegister = () =>
  renderInShell(<p>Elsewhere</p>, {
    path: '/register',
    routes: [
      {
        path: '/register',
        element: (
          <>
            <RegisterPage />
            <Link to="/podcast">Podcasts</Link>
          </>
        ),
      },
    ],
  });

const fill = async (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) await userEvent.type(screen.getByLabelText(label), value);
};
const VALID = {
  'Agency name': 'Northwind',
  'First name': 'Ada',
  'Last name': 'Lovelace',
  Email: 'ada@northwind.test',
  Password: 'long enough',
};

describe('Register', () => {
  it('shows each contract rule under its field', async () => {
    stubFetch(() => ({ body: {} }));
    renderRegister();
    await fill({ 'Agency name': 'N', Password: 'short' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Agency name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Agency name')).toHaveFocus();
  });

  it('signs the new agency up and goes home', async () => {
    const { calls } = stubFetch(() => ({ status: 201, body: { data: SESSION } }));
    renderRegister();
    await fill(VALID);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(calls[0]).toMatchObject({
      url: '/api/v1/auth/signup',
      body: {
        agencyName: 'Northwind',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@northwind.test',
        password: 'long enough',
      },
    });
    expect(getSession().user?.firstName).toBe('Ada');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts a taken email and validation details under their fields', async () => {
    const answers = [
      { status: 409, body: { error: { code: 'conflict', message: 'An account with this email already exists' } } },
      {
        status: 400,
        body: {
          error: {
            code: 'validation_error',
            message: 'Invalid input',
            details: [{ path: ['agencyName'], message: 'That agency name is reserved' }],
          },
        },
      },
    ];
    stubFetch(() => answers.shift() ?? { status: 500 });
    renderRegister();
    await fill(VALID);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('That agency name is reserved')).toBeInTheDocument();
    expect(screen.getByLabelText('Agency name')).toHaveFocus();
  });

  it('lets an untouched form go without asking', async () => {
    renderRegister();
    await userEvent.click(screen.getByRole('link', { name: 'Podcasts' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/podcast');
  });

  it('stays or leaves as the user decides', async () => {
    renderRegister();
    await fill({ 'Agency name': 'Northwind' });
    await userEvent.click(screen.getByRole('link', { name: 'Podcasts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
    expect(screen.getByLabelText('Agency name')).toHaveValue('Northwind');

    await userEvent.click(screen.getByRole('link', { name: 'Podcasts' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/podcast'));
  });
});
