import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRotation } from './use-rotation';

describe('useRotation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves on every interval and wraps around', () => {
    const { result } = renderHook(() => useRotation({ count: 3, intervalMs: 8000, paused: false }));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(8000));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(8000));
    act(() => vi.advanceTimersByTime(8000));
    expect(result.current.index).toBe(0);
  });

  it('stands still while paused, with rotation off (0) or with one item', () => {
    const paused = renderHook(() => useRotation({ count: 3, intervalMs: 8000, paused: true }));
    const off = renderHook(() => useRotation({ count: 3, intervalMs: 0, paused: false }));
    const single = renderHook(() => useRotation({ count: 1, intervalMs: 8000, paused: false }));
    act(() => vi.advanceTimersByTime(30_000));
    expect([paused.result.current.index, off.result.current.index, single.result.current.index]).toEqual([0, 0, 0]);
    expect(paused.result.current.rotating).toBe(false);
  });

  it('gives an item chosen by hand its full time, and steps back past the start', () => {
    const { result } = renderHook(() => useRotation({ count: 3, intervalMs: 8000, paused: false }));
    act(() => vi.advanceTimersByTime(6000));
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(6000));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.index).toBe(2);
    act(() => result.current.goTo(0));
    act(() => result.current.previous());
    expect(result.current.index).toBe(2);
  });

  it('stays inside a list that shrinks', () => {
    const { result, rerender } = renderHook((count: number) => useRotation({ count, intervalMs: 0, paused: false }), {
      initialProps: 3,
    });
    act(() => result.current.goTo(2));
    rerender(2);
    expect(result.current.index).toBe(0);
  });
});
