import type { TPodcastPublishedEvent } from '@atrium/contracts/socket-events';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { podcastKeys } from '@/features/podcasts/api/podcast-keys';
import { createTestI18n, createTestQueryClient } from '@/features/podcasts/test-utils';
import { setLoadedQueryClient } from '@/lib/loaded-query-client';
import { usePodcastRealtime } from './use-podcast-realtime';

type Handler = (event: TPodcastPublishedEvent) => void;
const handlers = new Map<string, Handler>();
const fakeSocket = {
  on: vi.fn((name: string, handler: Handler) => handlers.set(name, handler)),
  off: vi.fn((name: string) => handlers.delete(name)),
};
let socket: typeof fakeSocket | null = fakeSocket;

vi.mock('@/lib/socket', () => ({ useSocket: () => socket }));
vi.mock('react-hot-toast', () => ({ default: vi.fn() }));

/** The hook is mounted for the whole app, outside react-query's provider: it finds the shared client itself. */
function setup({ withClient = true } = {}) {
  const queryClient = createTestQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  setLoadedQueryClient(withClient ? queryClient : null);
  const i18n = createTestI18n();
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return { invalidate, ...renderHook(() => usePodcastRealtime(), { wrapper }) };
}

describe('usePodcastRealtime', () => {
  beforeEach(() => {
    handlers.clear();
    vi.clearAllMocks();
    socket = fakeSocket;
  });
  afterEach(() => setLoadedQueryClient(null));

  it('toasts "New podcast: <title>" and refreshes the public listing when a podcast is published', () => {
    const { invalidate } = setup();
    handlers.get('podcast:published')?.({ id: 'p1', title: 'Growth Hacks' });
    expect(toast).toHaveBeenCalledWith('New podcast: Growth Hacks', expect.objectContaining({ id: 'podcast-published-p1' }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: podcastKeys.exchange() });
  });

  it('still toasts before any screen has created the query client (nothing is cached to refresh)', () => {
    const { invalidate } = setup({ withClient: false });
    handlers.get('podcast:published')?.({ id: 'p3', title: 'Cold Start' });
    expect(toast).toHaveBeenCalledWith('New podcast: Cold Start', expect.anything());
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('names an untitled podcast with the fallback title', () => {
    setup();
    handlers.get('podcast:published')?.({ id: 'p2', title: null });
    expect(toast).toHaveBeenCalledWith('New podcast: Untitled Podcast', expect.anything());
  });

  it('stops listening on unmount', () => {
    const { unmount } = setup();
    unmount();
    expect(fakeSocket.off).toHaveBeenCalledWith('podcast:published', expect.any(Function));
    expect(handlers.size).toBe(0);
  });

  it('does nothing while signed out (no socket)', () => {
    socket = null;
    setup();
    expect(fakeSocket.on).not.toHaveBeenCalled();
  });
});
