import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeSocket } from '@/features/support/fake-socket';
import { useSupportRealtime } from '@/features/support/hooks/use-support-realtime';
import { id, ME, signInAs } from '@/features/support/support-fixtures';
import { setLoadedQueryClient } from '@/lib/loaded-query-client';
import { createTestQueryClient, renderInShell, stubFetch } from '@/test/app-harness';
import { SupportHeaderLink } from './support-header-link';

const socket = vi.hoisted(() => ({ current: null as ReturnType<typeof createFakeSocket> | null }));
vi.mock('@/lib/socket', () => ({ useSocket: () => socket.current }));

function Header() {
  useSupportRealtime();
  return <SupportHeaderLink />;
}

afterEach(() => vi.unstubAllGlobals());

describe('Support link in the header', () => {
  it('counts unread answers in its name and badge, and counts new ones from support activity without asking', async () => {
    socket.current = createFakeSocket();
    signInAs('location_admin');
    const { calls } = stubFetch(() => ({ body: { data: { total: 3, tickets: [{ ticketId: id(1), count: 3 }] } } }));
    const queryClient = createTestQueryClient();
    setLoadedQueryClient(queryClient);
    renderInShell(<Header />, { queryClient });
    const link = await screen.findByRole('link', { name: 'Support: 3 unread answers' });
    expect(link).toHaveAttribute('href', '/support_tickets');
    expect(screen.getByTestId('support-unread')).toHaveTextContent('3');
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/support/GetUnreadComments']);

    // Someone else's comment on another ticket: one more, counted here.
    act(() => socket.current?.serverSends('support:activity', { ticketId: id(2), commentBy: id(0xb9) }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Support: 4 unread answers' })).toBeInTheDocument());
    // The person's own comment (another tab) and a change that is no comment add nothing.
    act(() => socket.current?.serverSends('support:activity', { ticketId: id(2), commentBy: ME._id }));
    act(() => socket.current?.serverSends('support:activity', { ticketId: id(1) }));
    expect(screen.getByTestId('support-unread')).toHaveTextContent('4');
    expect(calls).toHaveLength(1);
  });
});
