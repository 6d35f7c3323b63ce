import type { TPodcastPublishedEvent } from '@atrium/contracts/socket-events';
import { render, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/features/podcasts/test-utils';
import { setLoadedQueryClient } from '@/lib/loaded-query-client';
import '@/test/i18n';
import { RealtimeListeners } from './realtime-listeners';

type Handler = (event: TPodcastPublishedEvent) => void;
const handlers = new Map<string, Handler>();
const fakeSocket = {
  on: vi.fn((name: string, handler: Handler) => handlers.set(name, handler)),
  off: vi.fn((name: string) => handlers.delete(name)),
};
let socket: typeof fakeSocket | null = null;

vi.mock('@/lib/socket', () => ({ useSocket: () => socket }));
vi.mock('react-hot-toast', () => ({ default: vi.fn() }));

beforeEach(() => {
  handlers.clear();
  vi.clearAllMocks();
});
afterEach(() => setLoadedQueryClient(null));

describe('RealtimeListeners (mounted once, in the root layout)', () => {
  it('listens to nothing while signed out', async () => {
    socket = null;
    render(<RealtimeListeners />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fakeSocket.on).not.toHaveBeenCalled();
  });

  it('on any screen: toasts a published podcast, and refreshes the Podcasts list once it is cached', async () => {
    socket = fakeSocket;
    const queryClient = createTestQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    render(<RealtimeListeners />);
    await waitFor(() => expect(handlers.has('podcast:published')).toBe(true));

    // On the home page, before any screen made the query client: the toast only.
    handlers.get('podcast:published')?.({ id: 'p1', title: 'Growth Hacks' });
    await waitFor(() => expect(toast).toHaveBeenCalledWith('New podcast: Growth Hacks', expect.anything()));

    // Once the Podcasts screen has loaded (and made the client), its list is refetched too.
    setLoadedQueryClient(queryClient);
    handlers.get('podcast:published')?.({ id: 'p2', title: 'Live Launch' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['podcasts', 'exchange'] });
  });
});
