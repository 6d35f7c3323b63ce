import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as RegisterPage } from '@/app/routes/auth/register-page';
import { getSession } from '@/lib/session-store';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { SESSION } from '@/test/fixtures';
import { testI18n } from '@/test/i18n';

afterEach(async () => {
  vi.unstubAllGlobals();
  await testI18n.changeLanguage('en');
});

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

  describe('common passwords', () => {
    const COMMON = 'This password is one of the most common passwords, so it would be guessed quickly. Choose another.';
    const refusal = {
      status: 400,
      body: {
        error: {
          code: 'validation_error',
          message: COMMON,
          details: [{ path: ['password'], message: COMMON, reason: 'common_password' }],
        },
      },
    };

    it('says before submitting that a common password will not do', () => {
      renderRegister();
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters, and not a common password');
    });

    it("shows the server's reason under the password field", async () => {
      stubFetch(() => refusal);
      renderRegister();
      await fill({ ...VALID, Password: 'password123' });
      await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
      expect(await screen.findByText(COMMON)).toBeInTheDocument();
      expect(screen.getByLabelText('Password')).toHaveFocus();
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(COMMON);
    });

    it('gives the reason in Arabic too', async () => {
      const ar = import.meta.glob<{ default: Record<string, unknown> }>('../../../../public/locales/ae/common.json', {
        eager: true,
      });
      testI18n.addResourceBundle('ae', 'common', Object.values(ar)[0]!.default);
      await testI18n.changeLanguage('ae');
      stubFetch(() => refusal);
      renderRegister();
      const password = screen.getByLabelText('كلمة المرور');
      expect(password).toHaveAccessibleDescription(/كلمات المرور الشائعة/);
      const [agency, first, last, email] = ['agencyName', 'firstName', 'lastName', 'email'].map((key) =>
        testI18n.t(`auth.${key}`),
      );
      await fill({ [agency!]: 'Northwind', [first!]: 'Ada', [last!]: 'Lovelace', [email!]: 'ada@northwind.test' });
      await userEvent.type(password, 'password123');
      await userEvent.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
      expect(await screen.findByText(/من أكثر كلمات المرور شيوعًا/)).toBeInTheDocument();
    });
  });

  it('says when a throttled attempt may try again', async () => {
    stubFetch(() => ({
      status: 429,
      body: {
        error: {
          code: 'rate_limited',
          message: 'Too many sign-in attempts. Try again in 2 minutes.',
          details: { retryAfterSeconds: 90 },
        },
      },
    }));
    renderRegister();
    await fill(VALID);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Too many attempts. Try again in 2 minutes.')).toBeInTheDocument();
  });
});
