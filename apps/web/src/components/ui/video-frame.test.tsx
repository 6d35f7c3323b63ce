import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/test/i18n';
import { embedUrl, VideoFrame } from './video-frame';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const frame = () => screen.getByTitle('Episode 1') as HTMLIFrameElement;
/** A message from the embedded player, as its site posts them. */
const fromPlayer = (data: object, origin = 'https://www.youtube.com', source: Window | null = frame().contentWindow) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data), origin, source }));
  });
const renderFrame = () => render(<VideoFrame videoId="dQw4w9WgXcQ" title="Episode 1" timeoutMs={10_000} />);

describe('VideoFrame', () => {
  it('embeds the video with the player API on, so the player can report back', () => {
    renderFrame();
    const src = new URL(frame().src);
    expect(src.origin + src.pathname).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(src.searchParams.get('enablejsapi')).toBe('1');
    expect(src.searchParams.get('origin')).toBe(window.location.origin);
    expect(embedUrl('a b', 'https://app.test')).toBe(
      'https://www.youtube.com/embed/a%20b?autoplay=1&enablejsapi=1&origin=https%3A%2F%2Fapp.test',
    );
  });

  it('says the video cannot be played and links to it on its site when the player never answers', () => {
    renderFrame();
    act(() => vi.advanceTimersByTime(9_999));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This video can’t be played here');
    const link = screen.getByRole('link', { name: /^Watch on YouTube\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('plays on when the player answers in time, and gives way if it answers late', () => {
    renderFrame();
    fromPlayer({ event: 'onReady', info: null });
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const late = renderFrame();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    const lateFrame = late.container.querySelector('iframe')!;
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: JSON.stringify({ event: 'infoDelivery', info: {} }),
          origin: 'https://www.youtube.com',
          source: lateFrame.contentWindow,
        }),
      );
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("fails at once on the player's error event (removed, private or not embeddable)", () => {
    renderFrame();
    fromPlayer({ event: 'onReady' });
    fromPlayer({ event: 'onError', info: 150 });
    expect(screen.getByRole('alert')).toHaveTextContent('This video can’t be played here');
  });

  it("fails on the frame's own error event", () => {
    renderFrame();
    fireEvent.error(frame());
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('ignores messages from other frames and other sites', () => {
    renderFrame();
    fromPlayer({ event: 'onError', info: 2 }, 'https://evil.test');
    fromPlayer({ event: 'onError', info: 2 }, 'https://www.youtube.com', window);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tries again with a fresh frame', () => {
    renderFrame();
    act(() => vi.advanceTimersByTime(10_000));
    const first = frame();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(frame()).not.toBe(first);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
