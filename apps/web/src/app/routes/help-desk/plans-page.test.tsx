import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session-store';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { SESSION, USER } from '@/test/fixtures';
import { Component as PlansPage } from './plans-page';

vi.mock('@/lib/site-config', () => ({ useSiteConfig: () => ({ hostKind: 'education', isLoading: false }) }));
vi.mock('@/lib/socket', () => ({ useSocket: () => null }));

describe('Plans page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the Free plan at no cost with what it includes, translated as the menus are', () => {
    renderInShell(<PlansPage />, { path: '/app_billings' });
    const card = screen.getByRole('article', { name: 'Free' });
    expect(within(card).getByText('$0')).toBeInTheDocument();
    expect(within(card).getByText('per month')).toBeInTheDocument();
    expect(within(card).getByRole('region', { name: 'Help' })).toHaveTextContent('Change Logs');
    expect(within(card).getByRole('region', { name: 'Education' })).toHaveTextContent('Podcasts');
  });

  it('marks the plan the signed-in agency is on', () => {
    setSession(SESSION);
    renderInShell(<PlansPage />, { path: '/app_billings' });
    const card = screen.getByRole('article', { name: /Free/ });
    expect(within(card).getByText('Current plan')).toBeInTheDocument();
    expect(screen.getByText('Northwind Agency is on the Free plan.')).toBeInTheDocument();
    expect(screen.queryByText('Sign in to see which plan your agency is on.')).not.toBeInTheDocument();
  });

  it('offers visitors to sign in, and shows no badge to people without an agency', () => {
    const visit = renderInShell(<PlansPage />, { path: '/app_billings' });
    expect(screen.getByText('Sign in to see which plan your agency is on.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Sign in' })[0]).toHaveAttribute('href', '/login?redirectTo=%2Fapp_billings');
    expect(screen.queryByText('Current plan')).not.toBeInTheDocument();
    visit.unmount();

    setSession({ ...SESSION, user: { ...USER, role: 'super_admin', agencyId: null }, agency: null });
    renderInShell(<PlansPage />, { path: '/app_billings' });
    expect(screen.queryByText('Current plan')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it("shows the agency's team what it pays for apps, above the plans; others see the plans only", async () => {
    const { calls } = stubFetch((call) => {
      if (call.url === '/api/v1/app_billings/summary')
        return {
          body: {
            data: { agency: { _id: USER.agencyId, name: 'Northwind Agency', plan: 'free' }, monthly: [], subscriptions: [] },
          },
        };
      if (call.url.startsWith('/api/v1/app_billings/invoices'))
        return { body: { data: [], meta: { total: 0, nextCursor: null } } };
      return { body: { data: [] } };
    });
    setSession(SESSION);
    const admin = renderInShell(<PlansPage />, { path: '/app_billings' });
    expect(screen.getByRole('heading', { name: 'Billing' })).toBeInTheDocument();
    expect(await screen.findByText('Your agency does not pay for any app or bundle yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a card' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All plans' })).toBeInTheDocument();
    admin.unmount();

    setSession({ ...SESSION, user: { ...USER, role: 'location_admin', locationId: '0190a0a0-0000-7000-8000-0000000000d1' } });
    const before = calls.length;
    renderInShell(<PlansPage />, { path: '/app_billings' });
    expect(screen.queryByRole('heading', { name: 'Billing' })).not.toBeInTheDocument();
    expect(calls.length).toBe(before);
  });
});
