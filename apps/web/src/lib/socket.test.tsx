import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION } from '@/test/fixtures';
import { clearSession, setSession } from './session-store';
import { SocketProvider, useSocket } from './socket';
import { socketOptions } from './socket-connection';

const io = vi.hoisted(() => vi.fn());
vi.mock('socket.io-client', () => ({ io }));

afterEach(() => io.mockReset());

function Probe() {
  useSocket();
  return null;
}

describe('socket', () => {
  it('throws outside the provider', () => {
    expect(() => render(<Probe />)).toThrow('useSocket must be used within the socket provider');
  });

  it('uses the spec connection settings', () => {
    expect(socketOptions('t1')).toEqual({
      path: '/engine.io',
      transports: ['polling', 'websocket'],
      timeout: 20000,
      reconnection: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      reconnectionAttempts: Number.POSITIVE_INFINITY,
      auth: { token: 't1' },
    });
  });

  it('connects only while signed in and reconnects when the token changes', async () => {
    const sockets = [{ disconnect: vi.fn() }, { disconnect: vi.fn() }];
    io.mockReturnValueOnce(sockets[0]).mockReturnValueOnce(sockets[1]);
    const wrapper = ({ children }: { children: ReactNode }) => <SocketProvider>{children}</SocketProvider>;
    const { result } = renderHook(() => useSocket(), { wrapper });
    expect(result.current).toBeNull();
    expect(io).not.toHaveBeenCalled();

    act(() => setSession(SESSION));
    await waitFor(() => expect(result.current).toBe(sockets[0]));
    expect(io).toHaveBeenCalledWith(socketOptions('tok-123'));

    act(() => setSession({ ...SESSION, token: 'tok-456' }));
    await waitFor(() => expect(result.current).toBe(sockets[1]));
    expect(sockets[0]?.disconnect).toHaveBeenCalled();

    act(() => clearSession());
    await waitFor(() => expect(result.current).toBeNull());
    expect(sockets[1]?.disconnect).toHaveBeenCalled();
    expect(io).toHaveBeenCalledTimes(2);
  });
});
