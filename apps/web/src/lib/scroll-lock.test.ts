import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useScrollLock } from './scroll-lock';

describe('useScrollLock', () => {
  it('hides body overflow while locked and restores the previous value after', () => {
    document.body.style.overflow = 'scroll';
    const { rerender, unmount } = renderHook(({ locked }) => useScrollLock(locked), { initialProps: { locked: false } });
    expect(document.body.style.overflow).toBe('scroll');
    rerender({ locked: true });
    expect(document.body.style.overflow).toBe('hidden');
    rerender({ locked: false });
    expect(document.body.style.overflow).toBe('scroll');
    unmount();
    document.body.style.overflow = '';
  });

  it('stays locked until the last of several locks is released', () => {
    const first = renderHook(() => useScrollLock(true));
    const second = renderHook(() => useScrollLock(true));
    first.unmount();
    expect(document.body.style.overflow).toBe('hidden');
    second.unmount();
    expect(document.body.style.overflow).toBe('');
  });
});
