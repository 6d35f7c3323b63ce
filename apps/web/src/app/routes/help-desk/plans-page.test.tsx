import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session-store';
import { renderInShell } from '@/test/app-harness';
import { SESSION, USER } from '@/test/fixtures';
import { Component as PlansPage } from './plans-page';

vi.mock('@/lib/site-config', () => ({ useSiteConfig: () => ({ hostKind: 'education', isLoading: false }) }));

describe('Plans page', () => {
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
});
