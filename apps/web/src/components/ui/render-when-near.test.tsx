import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderWhenNear } from './render-when-near';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

/** A stand-in IntersectionObserver whose reports the test sends. */
function stubObserver() {
  const observers: Array<{ callback: Callback; options: IntersectionObserverInit; disconnected: boolean }> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry;
      constructor(callback: Callback, options: IntersectionObserverInit) {
        this.entry = { callback, options, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
  return observers;
}

afterEach(() => vi.unstubAllGlobals());

describe('RenderWhenNear', () => {
  it('holds the place until the content nears the screen, then renders it for good', async () => {
    const observers = stubObserver();
    const { container } = render(
      <RenderWhenNear placeholderHeight="30rem">
        <p>Row</p>
      </RenderWhenNear>,
    );
    expect(screen.queryByText('Row')).toBeNull();
    expect((container.firstChild as HTMLElement).style.minHeight).toBe('30rem');
    expect(observers[0]?.options.rootMargin).toBe('50% 0px');

    await act(async () => observers[0]?.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('Row')).toBeNull();

    await act(async () => observers[0]?.callback([{ isIntersecting: true }]));
    expect(screen.getByText('Row')).toBeTruthy();
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('renders at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <RenderWhenNear placeholderHeight="30rem">
        <p>Row</p>
      </RenderWhenNear>,
    );
    expect(screen.getByText('Row')).toBeTruthy();
  });
});
