import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from './button-classes';

/** How long the player gets to say it is ready before the frame counts as failed (offline, blocked, slow). */
export const VIDEO_READY_TIMEOUT_MS = 15_000;

const PLAYER_ORIGIN = /^https:\/\/www\.youtube(-nocookie)?\.com$/;

/**
 * The embed address for a video id, opened from a click so it may autoplay. `enablejsapi` makes the player
 * post its events (ready, error) to this page, which is how a failure is noticed from outside the frame.
 */
export function embedUrl(videoId: string, origin = typeof window === 'undefined' ? '' : window.location.origin): string {
  const query = new URLSearchParams({ autoplay: '1', enablejsapi: '1', ...(origin ? { origin } : {}) });
  return `https://www.youtube.com/embed/${encodeURIComponent(videoId)}?${query}`;
}

/** The video's own page on its site: where a video that cannot play here can still be watched. */
export function watchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

type PlayerState = 'loading' | 'ready' | 'timedOut' | 'failed';

/** The player's own messages: `{"event":"onReady"}`, `{"event":"onError","info":150}`, `{"event":"infoDelivery",...}`. */
function playerEvent(data: unknown): string | null {
  try {
    const message = typeof data === 'string' ? JSON.parse(data) : data;
    return message && typeof message === 'object' && typeof message.event === 'string' ? message.event : null;
  } catch {
    return null;
  }
}

/**
 * Follows one embedded player: a cross-origin frame's load event fires even for an error page, so the player
 * is asked to talk (the iframe API's "listening" handshake) and counts as loaded only once it answers. It
 * fails on its error event (removed, private, not embeddable), the frame's own error, or no answer in time.
 */
function usePlayerState(frame: RefObject<HTMLIFrameElement | null>, attempt: number, timeoutMs: number): PlayerState {
  const [state, setState] = useState<PlayerState>('loading');

  useEffect(() => {
    const node = frame.current;
    if (!node) return;
    setState('loading');
    // Asked on load and again until it answers, as the site's own iframe API does (an early ask can be missed).
    const listen = () =>
      node.contentWindow?.postMessage(JSON.stringify({ event: 'listening', id: attempt, channel: 'widget' }), '*');
    const asking = window.setInterval(listen, 500);
    const onMessage = (event: MessageEvent) => {
      if (event.source !== node.contentWindow || !PLAYER_ORIGIN.test(event.origin)) return;
      const name = playerEvent(event.data);
      if (!name) return;
      window.clearInterval(asking);
      if (name === 'onError') setState('failed');
      // A late answer after the timeout still counts: the video plays after all.
      else setState((current) => (current === 'failed' ? current : 'ready'));
    };
    const onError = () => setState('failed');
    const timer = window.setTimeout(() => setState((current) => (current === 'loading' ? 'timedOut' : current)), timeoutMs);
    window.addEventListener('message', onMessage);
    node.addEventListener('load', listen);
    node.addEventListener('error', onError);
    return () => {
      window.clearTimeout(timer);
      window.clearInterval(asking);
      window.removeEventListener('message', onMessage);
      node.removeEventListener('load', listen);
      node.removeEventListener('error', onError);
    };
  }, [frame, attempt, timeoutMs]);

  return state;
}

export interface VideoFrameProps {
  videoId: string;
  /** The frame's accessible name. */
  title: string;
  timeoutMs?: number;
}

/**
 * An embedded video (16:9, filling its box) that says so when it cannot be played, with a link to watch it
 * on its site and a retry. The frame stays underneath, so a player that answers late still takes over.
 */
export function VideoFrame({ videoId, title, timeoutMs = VIDEO_READY_TIMEOUT_MS }: VideoFrameProps) {
  const { t } = useTranslation('common');
  const frame = useRef<HTMLIFrameElement>(null);
  const [attempt, setAttempt] = useState(0);
  const state = usePlayerState(frame, attempt, timeoutMs);
  const failed = state === 'failed' || state === 'timedOut';

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-black">
      <iframe
        key={attempt}
        ref={frame}
        src={embedUrl(videoId)}
        title={title}
        className="absolute inset-0 size-full"
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
      {failed ? (
        <div
          role="alert"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-ink-900 p-4 text-center text-white sm:p-6"
        >
          <p className="text-base font-semibold">{t('video.unavailableTitle')}</p>
          <p className="max-w-md text-sm text-white/75">{t('video.unavailableBody')}</p>
          <div className="mt-1 flex flex-wrap items-center justify-center gap-2">
            <a
              href={watchUrl(videoId)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('primary', 'md', 'focus-visible:ring-offset-ink-900')}
            >
              {t('video.watchOnSite')}
              <span className="sr-only"> {t('video.newTab')}</span>
            </a>
            <button
              type="button"
              onClick={() => setAttempt((n) => n + 1)}
              className={buttonClasses('secondary', 'md', 'focus-visible:ring-offset-ink-900')}
            >
              {t('video.retry')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
