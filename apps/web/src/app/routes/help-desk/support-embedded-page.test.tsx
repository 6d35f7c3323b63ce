import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, signInAs, ticket } from '@/features/support/support-fixtures';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { Component as EmbeddedPage } from './support-embedded-page';

vi.mock('@/lib/socket', () => ({ useSocket: () => null }));

const C = '0190f5a0-0000-7000-8000-0000000000a1';
const L = '0190f5a0-0000-7000-8000-0000000000c1';
const U = '0190f5a0-0000-7000-8000-0000000000b1';
const routes = [
  { path: 'support/:company_id/:locationId/:planId/:userId/*', element: <EmbeddedPage /> },
  { path: 'updated_app/support/:company_id/:locationId/:userId/*', element: <EmbeddedPage /> },
];
const CONTEXT = {
  agency: { _id: C, name: 'Summit Growth Agency' },
  location: { _id: L, name: 'Summit Dental' },
  user: { _id: U, name: 'Emma Diaz' },
  plan: 'pro',
};

afterEach(() => vi.unstubAllGlobals());

describe('Embedded support view', () => {
  it('asks visitors to sign in and come back to the frame', () => {
    renderInShell(<p />, { path: `/updated_app/support/${C}/${L}/${U}`, routes });
    expect(screen.getByRole('heading', { name: 'Sign in to see your tickets' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent(`/updated_app/support/${C}/${L}/${U}`)}`,
    );
  });

  it('checks the ids, then lists the location’s tickets with links inside the frame', async () => {
    signInAs('location_admin');
    const { calls } = stubFetch((call) =>
      call.url.startsWith('/api/v1/support/embed')
        ? { body: { data: CONTEXT } }
        : { body: page([ticket({ viewerIsTeam: false })]) },
    );
    renderInShell(<p />, { path: `/support/${C}/${L}/pro/${U}`, routes });
    const list = await screen.findByRole('list', { name: 'Tickets' });
    expect(calls[0]?.url).toBe(`/api/v1/support/embed?companyId=${C}&locationId=${L}&userId=${U}&planId=pro`);
    expect(calls[1]?.url).toBe(`/api/v1/support/filter?queue=all&locationId=${L}&limit=20`);
    expect(within(list).getByRole('link')).toHaveAttribute('href', `/support/${C}/${L}/pro/${U}/${ticket()._id}`);
    expect(screen.getByRole('link', { name: 'New ticket' })).toHaveAttribute('href', `/support/${C}/${L}/pro/${U}/new`);
    expect(screen.getByText('Summit Dental · Summit Growth Agency')).toBeInTheDocument();
  });

  it('says so when the ids do not match the account', async () => {
    signInAs('location_admin');
    const { calls } = stubFetch(() => ({
      status: 404,
      body: { error: { code: 'not_found', message: 'This support link does not match your account' } },
    }));
    renderInShell(<p />, { path: `/updated_app/support/${C}/${L}/${U}/new`, routes });
    expect(await screen.findByRole('alert')).toHaveTextContent('This support link does not match your account');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Submit ticket' })).toBeNull();
  });
});
