import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { once, useOnce } from './load-once';

describe('once', () => {
  it('runs the work once, however often it is asked for', async () => {
    const work = vi.fn(async () => 42);
    const resource = once(work, 0);
    expect(resource.get()).toEqual({ done: false });
    const [a, b] = await Promise.all([resource.load(), resource.load()]);
    expect([a, b]).toEqual([42, 42]);
    expect(work).toHaveBeenCalledTimes(1);
    expect(resource.get()).toEqual({ done: true, value: 42 });
  });

  it('settles on the fallback when the work throws', async () => {
    const resource = once(async (): Promise<string> => Promise.reject(new Error('down')), 'fallback');
    await expect(resource.load()).resolves.toBe('fallback');
    expect(resource.get()).toEqual({ done: true, value: 'fallback' });
  });

  it('starts on the first subscriber and re-renders it when done', async () => {
    let finish: (value: string) => void = () => {};
    const resource = once(() => new Promise<string>((resolve) => (finish = resolve)), '');
    const { result } = renderHook(() => useOnce(resource));
    expect(result.current).toEqual({ done: false });
    await act(async () => finish('ready'));
    expect(result.current).toEqual({ done: true, value: 'ready' });
  });

  it('ignores a run that finishes after a reset and starts afresh', async () => {
    const finishers: ((value: number) => void)[] = [];
    const resource = once(() => new Promise<number>((resolve) => finishers.push(resolve)), 0);
    void resource.load();
    resource.reset();
    const second = resource.load();
    finishers[0]?.(1);
    await Promise.resolve();
    expect(resource.get()).toEqual({ done: false });
    finishers[1]?.(2);
    await expect(second).resolves.toBe(2);
    expect(resource.get()).toEqual({ done: true, value: 2 });
  });
});
