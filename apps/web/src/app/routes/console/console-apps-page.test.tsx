import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleRow, signInAs } from '@/features/console/test-fixtures';
import { renderInShell, stubFetch } from '@/test/app-harness';
import '@/test/i18n';
import { Component as ConsoleLayout } from './console-layout';

afterEach(() => vi.unstubAllGlobals());

const page = (data: unknown[], nextCursor: string | null = null, total = data.length) => ({
  body: { data, meta: { total, nextCursor } },
});
const routes = [{ path: 'console/*', element: <ConsoleLayout /> }];

describe('/console/apps', () => {
  it('lists the apps with status, installs and rating, and loads more with the cursor', async () => {
    signInAs('app_creator');
    const { calls } = stubFetch((call) =>
      call.url.includes('cursor=c1')
        ? page([consoleRow(3, { status: 'deprecated' })], null, 3)
        : page([consoleRow(1), consoleRow(2, { status: 'live', rating: { average: null, count: 0 } })], 'c1', 3),
    );
    renderInShell(<div />, { path: '/console/apps', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your apps' })).toBeInTheDocument();
    const first = await screen.findByRole('link', { name: /App 1/ });
    expect(first).toHaveAttribute('href', `/console/apps/${consoleRow(1)._id}`);
    expect(first).toHaveTextContent('Nimbus Labs');
    expect(first).toHaveTextContent('1,201');
    expect(first).toHaveTextContent('4.5 (12)');
    const second = screen.getByRole('link', { name: /App 2/ });
    expect(second).toHaveTextContent('Live');
    expect(second).toHaveTextContent('No reviews');
    expect(calls[0]?.url).toBe('/api/v1/console/apps?limit=20');
    expect(screen.queryByRole('link', { name: 'Review queue' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: /App 3/ })).toHaveTextContent('Deprecated');
    expect(calls.at(-1)?.url).toBe('/api/v1/console/apps?limit=20&cursor=c1');
    expect(screen.getByText('Showing 3 of 3')).toBeInTheDocument();
  });

  it('filters by status tab and search', async () => {
    signInAs('app_creator');
    const { calls } = stubFetch(() => page([consoleRow(1)]));
    renderInShell(<div />, { path: '/console/apps', routes });
    await screen.findByRole('link', { name: /App 1/ });
    await userEvent.click(screen.getByRole('tab', { name: 'Live' }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/v1/console/apps?limit=20&status=live'));
    expect(screen.getByTestId('location')).toHaveTextContent('/console/apps?status=live');
    await userEvent.type(screen.getByLabelText('Search apps'), 'boost');
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/v1/console/apps?limit=20&q=boost&status=live'));
  });

  it('invites a creator without apps to create the first one', async () => {
    signInAs('app_creator');
    stubFetch(() => page([]));
    renderInShell(<div />, { path: '/console/apps', routes });
    expect(await screen.findByText('No apps yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first app' })).toHaveAttribute('href', '/console/apps/new');
    expect(screen.getByRole('link', { name: /New app/ })).toHaveAttribute('href', '/console/apps/new');
  });

  it('shows the super admin the review queue and its count', async () => {
    signInAs('super_admin');
    stubFetch((call) => (call.url.includes('status=in_review') ? page([consoleRow(9)], null, 4) : page([consoleRow(1)])));
    renderInShell(<div />, { path: '/console/apps', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'All apps' })).toBeInTheDocument();
    const queue = await screen.findByRole('link', { name: /Review queue/ });
    expect(queue).toHaveAttribute('href', '/console/review');
    await waitFor(() => expect(queue).toHaveTextContent('Review queue4'));
    expect(screen.getByRole('tab', { name: /In review/ })).toHaveAccessibleName(/^In review\s*4 waiting$/);
  });

  it('keeps other roles out and sends creators away from the review queue', async () => {
    signInAs('agency_admin');
    stubFetch(() => page([]));
    const { unmount } = renderInShell(<div />, { path: '/console/apps', routes });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    unmount();
    signInAs('app_creator');
    renderInShell(<div />, { path: '/console/review', routes });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/console/apps'));
  });
});
