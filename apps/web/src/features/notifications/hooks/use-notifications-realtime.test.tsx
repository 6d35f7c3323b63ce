import type { TNotification } from '@atrium/contracts/notifications';
import { renderHook } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationKeys } from '@/features/notifications/api/notification-keys';
import { notification, page } from '@/features/notifications/test-fixtures';
import { setLoadedQueryClient } from '@/lib/loaded-query-client';
import { createTestQueryClient } from '@/test/app-harness';
import { useNotificationsRealtime } from './use-notifications-realtime';

type Handler = (event: { notification: TNotification }) => void;
const handlers = new Map<string, Handler>();
const fakeSocket = {
  on: vi.fn((name: string, handler: Handler) => handlers.set(name, handler)),
  off: vi.fn((name: string) => handlers.delete(name)),
};
let socket: typeof fakeSocket | null = fakeSocket;

vi.mock('@/lib/socket', () => ({ useSocket: () => socket }));
vi.mock('react-hot-toast', () => ({ default: vi.fn() }));

describe('useNotificationsRealtime', () => {
  beforeEach(() => {
    handlers.clear();
    vi.clearAllMocks();
    socket = fakeSocket;
  });
  afterEach(() => setLoadedQueryClient(null));

  it('adds the new notification to the bell at once and toasts it', () => {
    const client = createTestQueryClient();
    setLoadedQueryClient(client);
    const older = notification({ _id: 'old', readAt: '2026-01-01T00:00:00.000Z' });
    client.setQueryData(notificationKeys.unread(), 0);
    client.setQueryData(notificationKeys.list(), page([older]));
    renderHook(() => useNotificationsRealtime());

    const fresh = notification({ _id: 'new' });
    handlers.get('notification:new')?.({ notification: fresh });
    expect(client.getQueryData(notificationKeys.unread())).toBe(1);
    expect(client.getQueryData<ReturnType<typeof page>>(notificationKeys.list())?.data.map((n) => n._id)).toEqual(['new', 'old']);
    expect(toast).toHaveBeenCalledWith(
      '“Dark mode” has shipped — in November release',
      expect.objectContaining({ id: 'notification-new' }),
    );

    // The same event twice (a second tab's socket) counts once.
    handlers.get('notification:new')?.({ notification: fresh });
    expect(client.getQueryData(notificationKeys.unread())).toBe(1);
  });

  it('takes every kind live: an approval request is worded and listed on top, with no request to the server', () => {
    const client = createTestQueryClient();
    setLoadedQueryClient(client);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    client.setQueryData(notificationKeys.unread(), 2);
    client.setQueryData(notificationKeys.list(), page([notification({ _id: 'old' })]));
    renderHook(() => useNotificationsRealtime());
    const asked = notification({
      _id: 'ask',
      kind: 'approval_request',
      subject: 'Invoice Hero',
      detail: 'Alpha One',
      link: '/agency/apps',
    });
    handlers.get('notification:new')?.({ notification: asked });
    expect(client.getQueryData(notificationKeys.unread())).toBe(3);
    expect(client.getQueryData<ReturnType<typeof page>>(notificationKeys.list())?.data[0]).toEqual(asked);
    expect(toast).toHaveBeenCalledWith('Alpha One asks to use Invoice Hero', expect.objectContaining({ id: 'notification-ask' }));
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('still toasts before any query client exists', () => {
    renderHook(() => useNotificationsRealtime());
    handlers.get('notification:new')?.({ notification: notification({ detail: null }) });
    expect(toast).toHaveBeenCalledWith('“Dark mode” has shipped', expect.anything());
  });

  it('stops listening on unmount and does nothing while signed out', () => {
    const { unmount } = renderHook(() => useNotificationsRealtime());
    unmount();
    expect(handlers.size).toBe(0);
    socket = null;
    vi.clearAllMocks();
    renderHook(() => useNotificationsRealtime());
    expect(fakeSocket.on).not.toHaveBeenCalled();
  });
});
