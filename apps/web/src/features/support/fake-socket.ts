import { vi } from 'vitest';

type Handler = (...args: unknown[]) => void;

/** A socket stand-in for tests: records what the tab sends and lets a test play the server. */
export function createFakeSocket() {
  const handlers = new Map<string, Set<Handler>>();
  const socket = {
    connected: true,
    on: vi.fn((event: string, handler: Handler) => {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)?.add(handler);
      return socket;
    }),
    off: vi.fn((event: string, handler: Handler) => {
      handlers.get(event)?.delete(handler);
      return socket;
    }),
    emit: vi.fn((_event: string, ..._args: unknown[]) => socket),
    /** As socket.io's: the next emit's acknowledgement gets an error first (null here; a test calls it). */
    timeout: vi.fn((_ms: number) => socket),
    /** Delivers a server event to the tab's listeners. */
    serverSends(event: string, payload: unknown) {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    },
  };
  return socket;
}
