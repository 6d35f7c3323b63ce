import { CRM_CONNECTION_KINDS, type TCrmConnectionKind } from '@atrium/contracts/crm';

export type CallbackRead =
  | { ok: true; params: { kind: TCrmConnectionKind; state: string; code?: string; error?: string } }
  | { ok: false; reason: 'unknown_kind' | 'incomplete' };

const isKind = (value: string): value is TCrmConnectionKind => (CRM_CONNECTION_KINDS as readonly string[]).includes(value);

/**
 * What the CRM's redirect to /integrations/<kind> carries: `code` and `state`, or `error` (and `state`) when the
 * consent was denied. Without a state nothing can be completed, so the page says so instead of asking the server.
 */
export function readCallback(pathname: string, search: string): CallbackRead {
  const kind = pathname.split('/').filter(Boolean)[1] ?? '';
  if (!isKind(kind)) return { ok: false, reason: 'unknown_kind' };
  const query = new URLSearchParams(search);
  const state = query.get('state') ?? '';
  const code = query.get('code') || undefined;
  const error = query.get('error') || undefined;
  if (!state || (!code && !error)) return { ok: false, reason: 'incomplete' };
  return { ok: true, params: { kind, state, ...(code ? { code } : {}), ...(error ? { error: error.slice(0, 200) } : {}) } };
}
