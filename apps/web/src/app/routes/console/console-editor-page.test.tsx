import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_ID, appReview, consoleApp, PARTNER, signInAs } from '@/features/console/test-fixtures';
import { renderInShell, stubFetch } from '@/test/app-harness';
import '@/test/i18n';
import { Component as ConsoleLayout } from './console-layout';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

const routes = [{ path: 'console/*', element: <ConsoleLayout /> }];

// Typing whole listings is slow on a busy machine.
describe('the app editor', { timeout: 20_000 }, () => {
  it('validates a new listing inline, then creates the draft and continues on its plans', async () => {
    signInAs('super_admin');
    const { calls } = stubFetch((call) => {
      if (call.url === '/api/v1/console/partners') return { body: { data: [PARTNER] } };
      if (call.method === 'POST') return { status: 201, body: { data: consoleApp() } };
      return { body: { data: consoleApp() } };
    });
    renderInShell(<div />, { path: '/console/apps/new', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'New app' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Plans' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(screen.getByText('Choose the partner who publishes the app.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByText('Choose a type.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.selectOptions(await screen.findByLabelText('Partner'), PARTNER._id);
    await userEvent.type(screen.getByLabelText('Name'), 'Review Booster');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'reporting');
    await userEvent.type(screen.getByLabelText('Tagline'), 'Collect more five-star reviews automatically');
    await userEvent.type(screen.getByLabelText('Categories'), 'Reputation{Enter}');
    await userEvent.type(screen.getByLabelText('Description (HTML)'), '<p>Safe <b>bold</b></p><script>bad()</script>');
    const preview = screen.getByTestId('description-preview');
    await waitFor(() => expect(preview.querySelector('b')).toHaveTextContent('bold'));
    expect(preview.querySelector('script')).toBeNull();
    await userEvent.type(screen.getByLabelText('Support email'), 'help@nimbus.test');

    await userEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/console/apps/${APP_ID}?tab=plans`));
    const post = calls.find((c) => c.method === 'POST');
    expect(post).toMatchObject({
      url: '/api/v1/console/apps',
      body: {
        partnerId: PARTNER._id,
        name: 'Review Booster',
        type: 'reporting',
        categories: ['Reputation'],
        installTarget: 'both',
        support: { email: 'help@nimbus.test', website: null, docsUrl: null, privacyUrl: null },
      },
    });
    expect(toast.success).toHaveBeenCalledWith('Draft created');
    expect(await screen.findByRole('tab', { name: 'Plans', selected: true })).toBeInTheDocument();
  });

  it('saves the plans with prices converted to cents', async () => {
    signInAs('app_creator');
    const { calls } = stubFetch((call) => ({ body: { data: call.method === 'PUT' ? consoleApp() : consoleApp() } }));
    renderInShell(<div />, { path: `/console/apps/${APP_ID}?tab=plans`, routes });
    const panel = await screen.findByRole('tabpanel', { name: 'Plans' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Add plan' }));
    const plan = within(panel).getAllByRole('listitem').at(-1)!;
    await userEvent.type(within(plan).getByLabelText('Plan name'), 'Pro');
    await userEvent.clear(within(plan).getByLabelText('Price'));
    await userEvent.type(within(plan).getByLabelText('Price'), '19.99');
    await userEvent.type(within(plan).getByLabelText('Features'), 'Unlimited reviews{Enter}Priority support');
    expect(within(plan).getByText('$19.99 / month')).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Save plans' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: `/api/v1/console/apps/${APP_ID}/plans`,
      body: {
        plans: [
          {
            _id: consoleApp().plans[0]?._id,
            name: 'Free',
            model: 'free',
            priceCents: 0,
            currency: 'USD',
            trialDays: 0,
            features: [],
          },
          {
            name: 'Pro',
            model: 'monthly',
            priceCents: 1999,
            currency: 'USD',
            trialDays: 0,
            features: ['Unlimited reviews', 'Priority support'],
          },
        ],
      },
    });
    expect(toast.success).toHaveBeenCalledWith('Plans saved');
  });

  it('shows why the server refused a release', async () => {
    signInAs('app_creator');
    stubFetch((call) =>
      call.method === 'POST'
        ? {
            status: 409,
            body: { error: { code: 'conflict', message: 'Version 1.0.0 is not newer than 1.2.0, the latest release' } },
          }
        : {
            body: {
              data: consoleApp({
                status: 'live',
                versions: [
                  {
                    _id: '0190f5a0-0000-7000-8000-00000000d001',
                    version: '1.2.0',
                    notes: '<p>Faster</p>',
                    releasedAt: '2026-02-01T00:00:00.000Z',
                  },
                ],
              }),
            },
          },
    );
    renderInShell(<div />, { path: `/console/apps/${APP_ID}?tab=versions`, routes });
    const panel = await screen.findByRole('tabpanel', { name: 'Versions' });
    expect(within(panel).getByText('v1.2.0')).toBeInTheDocument();
    await userEvent.type(within(panel).getByLabelText('Version'), '1.0');
    await userEvent.click(within(panel).getByRole('button', { name: 'Publish release' }));
    expect(within(panel).getByText('Use a version like 1.4.0.')).toBeInTheDocument();
    await userEvent.type(within(panel).getByLabelText('Version'), '.0');
    await userEvent.type(within(panel).getByLabelText('Release notes'), 'Older');
    await userEvent.click(within(panel).getByRole('button', { name: 'Publish release' }));
    expect(await within(panel).findByText('Version 1.0.0 is not newer than 1.2.0, the latest release')).toBeInTheDocument();
  });

  it('opens the reviews tab of a saved app from the keyboard', async () => {
    signInAs('app_creator');
    stubFetch((call) =>
      call.url.startsWith('/api/v1/app/reviews')
        ? { body: { data: [appReview(1, { authorName: 'Dana' })], meta: { total: 1, nextCursor: null } } }
        : {
            body: { data: consoleApp({ status: 'live', rating: { average: 5, count: 1 }, ratingDistribution: [0, 0, 0, 0, 1] }) },
          },
    );
    renderInShell(<div />, { path: `/console/apps/${APP_ID}?tab=installs`, routes });
    const installs = await screen.findByRole('tab', { name: 'Installs', selected: true });
    installs.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Reviews', selected: true })).toHaveFocus();
    const panel = screen.getByRole('tabpanel', { name: 'Reviews' });
    expect(await within(panel).findByRole('article', { name: 'Review by Dana' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('?tab=reviews');
  });

  it('warns before leaving with unsaved changes', async () => {
    signInAs('app_creator');
    stubFetch(() => ({ body: { data: consoleApp() } }));
    const { router } = renderInShell(<div />, { path: `/console/apps/${APP_ID}`, routes });
    await userEvent.type(await screen.findByLabelText('Name'), ' Pro');
    expect(screen.getByText('Unsaved changes', { selector: 'span.font-medium' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'All apps' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(`/console/apps/${APP_ID}`);
  });
});
