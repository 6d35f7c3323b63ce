/**
 * A tiny event channel between the api-client (which sees `403 plan_required`) and the header
 * (which owns the 'Upgrade Required' modal). Plain functions keep the api-client free of React.
 */
export interface UpgradeRequiredEvent {
  /** Where it came from: a server answer or a plan-gated menu entry. */
  source: 'api' | 'menu';
  /** The server's message, when there is one. */
  message?: string;
}

type Listener = (event: UpgradeRequiredEvent) => void;
const listeners = new Set<Listener>();

export function onUpgradeRequired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitUpgradeRequired(event: UpgradeRequiredEvent): void {
  for (const listener of listeners) listener(event);
}
