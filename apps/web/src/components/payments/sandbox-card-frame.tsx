import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CardEngine, type CardEngineEvents, type ConfirmOutcome, stripeLocale } from './card-engine';

/**
 * The sandbox's card page in a frame from the sandbox's origin (decision 029). It speaks one channel of postMessage
 * (the sandbox's `pages/card-frame-*` says the same from its side):
 * - frame to page: `ready` and `resize` with its height, `submit` (Enter in a field), `result` of a `confirm` by id;
 * - page to frame: `hello` when the frame has loaded (the frame answers `ready` again: its first one may have gone out
 *   before this page listened), and `confirm` with a request id and the intent's client secret (never in the frame's
 *   address, where it would sit in logs and history).
 * Messages count only from that frame's window and origin, and go only to that origin.
 */
export const CARD_FRAME_CHANNEL = 'stripe-sandbox-card';

/** How long the frame gets to say it is ready before the form counts as failed (sandbox down, blocked, slow). */
export const CARD_FRAME_READY_TIMEOUT_MS = 15_000;

/** The first height before the frame tells its own: the fields on one narrow screen, so nothing jumps much. */
const INITIAL_HEIGHT = 190;

type FrameMessage =
  | { type: 'ready' | 'resize'; height: number }
  | { type: 'submit' }
  | ({ type: 'result'; id: string } & ConfirmOutcome);

function frameMessage(data: unknown): FrameMessage | null {
  if (!data || typeof data !== 'object') return null;
  const message = data as Record<string, unknown>;
  if (message.channel !== CARD_FRAME_CHANNEL || typeof message.type !== 'string') return null;
  if (message.type === 'ready' || message.type === 'resize') {
    return typeof message.height === 'number' && message.height > 0 ? { type: message.type, height: message.height } : null;
  }
  if (message.type === 'submit') return { type: 'submit' };
  if (message.type !== 'result' || typeof message.id !== 'string') return null;
  if (message.kind === 'confirmed' && typeof message.intentId === 'string' && typeof message.status === 'string') {
    return { type: 'result', id: message.id, kind: 'confirmed', intentId: message.intentId, status: message.status };
  }
  if (message.kind === 'declined' && typeof message.message === 'string') {
    return { type: 'result', id: message.id, kind: 'declined', message: message.message };
  }
  return message.kind === 'invalid' ? { type: 'result', id: message.id, kind: 'invalid' } : null;
}

/** The frame's address: what it shows and whom it may talk to. The client secret is not in it. */
export function cardFrameSrc(
  cardFrameUrl: string,
  options: { mode: 'payment' | 'setup'; publishableKey: string; stripeAccount: string | null; locale: string; accent?: string },
): string {
  const url = new URL(cardFrameUrl, window.location.href);
  url.searchParams.set('mode', options.mode);
  url.searchParams.set('key', options.publishableKey);
  if (options.stripeAccount) url.searchParams.set('account', options.stripeAccount);
  url.searchParams.set('locale', options.locale);
  url.searchParams.set('origin', window.location.origin);
  // This page inside another's frame (the store in the CRM): the frame may sit under those pages too.
  const outer = Array.from(window.location.ancestorOrigins ?? []);
  if (outer.length > 0) url.searchParams.set('ancestors', outer.join(' '));
  if (options.accent) url.searchParams.set('accent', options.accent);
  return url.toString();
}

interface SandboxCardFrameProps extends CardEngineEvents {
  ref: Ref<CardEngine>;
  cardFrameUrl: string;
  publishableKey: string;
  stripeAccount: string | null;
  mode: 'payment' | 'setup';
  accent?: string;
}

export function SandboxCardFrame({
  ref,
  cardFrameUrl,
  publishableKey,
  stripeAccount,
  mode,
  accent,
  ...events
}: SandboxCardFrameProps) {
  const { t, i18n } = useTranslation('payments');
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(INITIAL_HEIGHT);
  const pending = useRef(new Map<string, (outcome: ConfirmOutcome) => void>());
  const latest = useRef(events);
  latest.current = events;
  const src = cardFrameSrc(cardFrameUrl, { mode, publishableKey, stripeAccount, locale: stripeLocale(i18n.language), accent });
  const origin = new URL(src).origin;

  useEffect(() => {
    let ready = false;
    const timer = window.setTimeout(() => {
      if (!ready) latest.current.onLoadFailed();
    }, CARD_FRAME_READY_TIMEOUT_MS);
    const waiting = pending.current;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || !frame.current || event.source !== frame.current.contentWindow) return;
      const message = frameMessage(event.data);
      if (!message) return;
      if (message.type === 'ready' || message.type === 'resize') {
        setHeight(Math.ceil(message.height));
        if (message.type === 'ready' && !ready) {
          ready = true;
          latest.current.onReady();
        }
      } else if (message.type === 'submit') {
        latest.current.onSubmitRequested();
      } else if (message.type === 'result') {
        const { type: _type, id, ...outcome } = message;
        waiting.get(id)?.(outcome);
        waiting.delete(id);
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      // A frame taken away mid-confirm cannot answer: its outcome is Stripe's to tell the server.
      for (const settle of waiting.values()) settle({ kind: 'invalid' });
      waiting.clear();
    };
  }, [origin]);

  useImperativeHandle(
    ref,
    () => ({
      confirm: (clientSecret) =>
        new Promise<ConfirmOutcome>((resolve) => {
          const target = frame.current?.contentWindow;
          if (!target) {
            resolve({ kind: 'declined', message: t('cardForm.unavailable') });
            return;
          }
          const id = crypto.randomUUID();
          pending.current.set(id, resolve);
          target.postMessage({ channel: CARD_FRAME_CHANNEL, type: 'confirm', id, clientSecret }, origin);
        }),
    }),
    [origin, t],
  );

  return (
    <iframe
      ref={frame}
      src={src}
      title={t('cardForm.frameTitle')}
      onLoad={() => frame.current?.contentWindow?.postMessage({ channel: CARD_FRAME_CHANNEL, type: 'hello' }, origin)}
      className="block w-full border-0 bg-transparent"
      style={{ height }}
      // The frame's scripts run in its own origin; it needs forms and its own fetches, nothing of this page's.
      sandbox="allow-scripts allow-same-origin allow-forms"
    />
  );
}
