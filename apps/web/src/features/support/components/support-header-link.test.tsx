import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLoadedQueryClient } from '../../../lib/loaded-query-client';
import { createTestQueryClient, renderInShell, stubFetch } from '../../../test/app-harness';
import { createFakeSocket } from '../fake-socket';
import { useSupportRealtime } from '../hooks/use-support-realtime';
import { id, signInAs } from '../support-fixtures';
import { SupportHeaderLink } from './support-header-link';

const socket = vi.hoisted(() => ({ current: null as ReturnType<typeof createFakeSocket> | null }));
vi.mock('../../../lib/socket', () => ({ useSocket: () => socket.current }));

function Header() {
  useSupportRealtime();
  return <SupportHeaderLink />;
}

afterEach(() => vi.unstubAllGlobals());

describe('Support link in the header', () => {
  it('counts unread answers in its name and badge, and refetches on support activity', async () => {
    socket.current = createFakeSocket();
    signInAs('location_admin');
    let total = 3;
    const { calls } = stubFetch(() => ({ body: { data: { total, tickets: [{ ticketId: id(1), count: total }] } } }));
    const queryClient = createTestQueryClient();
    setLoadedQueryClient(queryClient);
    renderInShell(<Header />, { queryClient });
    const link = await screen.findByRole('link', { name: 'Support: 3 unread answers' });
    expect(link).toHaveAttribute('href', '/support_tickets');
    expect(screen.getByTestId('support-unread')).toHaveTextContent('3');
    expect(calls[0]?.url).toBe('/api/v1/support/GetUnreadComments');

    total = 1;
    act(() => socket.current?.serverSends('support:activity', { ticketId: id(1) }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Support: 1 unread answer' })).toBeInTheDocument());
    total = 0;
    act(() => socket.current?.serverSends('support:activity', { ticketId: id(1) }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Support' })).toBeInTheDocument());
    expect(screen.queryByTestId('support-unread')).toBeNull();
  });
});
