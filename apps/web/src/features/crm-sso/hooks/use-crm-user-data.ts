import { useEffect, useState } from 'react';

/** How long the CRM gets to answer REQUEST_USER_DATA before the page says so and offers to try again. */
export const USER_DATA_TIMEOUT_MS = 10_000;
const ASK_AGAIN_MS = 2_500;

export type CrmUserData =
  | { status: 'not_framed' }
  | { status: 'waiting' }
  | { status: 'received'; payload: string }
  | { status: 'timeout' };

/** The frame's parent: the CRM page around this one (null when the page is not framed, or the parent is unreachable). */
function parentWindow(): Window | null {
  try {
    return window.parent && window.parent !== window ? window.parent : null;
  } catch {
    return null;
  }
}

/**
 * The origin of the page that frames this one where the browser tells it (Chromium and Safari's
 * `location.ancestorOrigins`), else null: then the answer is taken from the parent window whatever its origin.
 * The real CRM's origin differs by white-label domain, so it cannot be configured; the payload is checked by the
 * server with the app's shared secret, so an answer from anywhere else cannot sign anyone in.
 */
function parentOrigin(): string | null {
  const origins = window.location.ancestorOrigins;
  return origins && origins.length > 0 ? (origins[0] ?? null) : null;
}

/**
 * Asks the CRM page that frames this one for the signed-in CRM user (`REQUEST_USER_DATA`) and waits for its
 * `REQUEST_USER_DATA_RESPONSE`: only from the parent window (and its origin, when known), only a text payload.
 * `attempt` asks again (after a timeout).
 */
export function useCrmUserData(attempt: number, timeoutMs = USER_DATA_TIMEOUT_MS): CrmUserData {
  const [state, setState] = useState<CrmUserData>(() => (parentWindow() ? { status: 'waiting' } : { status: 'not_framed' }));

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the request to ask the CRM again.
  useEffect(() => {
    const parent = parentWindow();
    if (!parent) {
      setState({ status: 'not_framed' });
      return;
    }
    setState({ status: 'waiting' });
    const origin = parentOrigin();
    let settled = false;
    const onMessage = (event: MessageEvent) => {
      if (settled || event.source !== parent) return;
      if (origin && event.origin !== origin) return;
      const data = event.data as { message?: unknown; payload?: unknown } | null;
      if (data?.message !== 'REQUEST_USER_DATA_RESPONSE' || typeof data.payload !== 'string') return;
      settled = true;
      setState({ status: 'received', payload: data.payload });
    };
    window.addEventListener('message', onMessage);
    const timer = window.setTimeout(() => {
      if (settled) return;
      settled = true;
      setState({ status: 'timeout' });
    }, timeoutMs);
    // The request carries nothing secret, so it may go to whatever origin the parent has when that is unknown.
    const ask = () => parent.postMessage({ message: 'REQUEST_USER_DATA' }, origin ?? '*');
    ask();
    // Asked again while waiting: a CRM page still starting may not have been listening the first time.
    const again = window.setInterval(() => {
      if (!settled) ask();
    }, ASK_AGAIN_MS);
    return () => {
      settled = true;
      window.removeEventListener('message', onMessage);
      window.clearTimeout(timer);
      window.clearInterval(again);
    };
  }, [attempt, timeoutMs]);

  return state;
}
