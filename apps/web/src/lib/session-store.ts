import type { TAgency } from '@atrium/contracts/agencies';
import type { TSession } from '@atrium/contracts/auth';
import type { TUser } from '@atrium/contracts/users';
import { useSyncExternalStore } from 'react';
import { parseJson, readString, writeJson, writeString } from './storage';

/**
 * The signed-in session, persisted under the spec's localStorage keys `token`, `user` and `agency`.
 * localStorage is the single source of truth: the snapshot is re-derived from the raw strings
 * (and cached while they are unchanged), so other tabs, tests and manual clears never leave
 * a stale copy in memory.
 */
export interface SessionState {
  token: string | null;
  user: TUser | null;
  agency: TAgency | null;
}

export const SESSION_KEYS = { token: 'token', user: 'user', agency: 'agency' } as const;

const hasId = (value: unknown): value is { _id: string } =>
  typeof value === 'object' && value !== null && typeof (value as { _id?: unknown })._id === 'string';

type RawSession = readonly [string | null, string | null, string | null];
let cached: { raw: RawSession; state: SessionState } | null = null;
const listeners = new Set<() => void>();

function readRaw(): RawSession {
  return [readString(SESSION_KEYS.token), readString(SESSION_KEYS.user), readString(SESSION_KEYS.agency)];
}

export function getSession(): SessionState {
  const raw = readRaw();
  if (cached?.raw.every((value, i) => value === raw[i])) return cached.state;
  const [token, user, agency] = raw;
  const state: SessionState = {
    token: token || null,
    user: user ? (parseJson(user, hasId) as TUser | null) : null,
    agency: agency ? (parseJson(agency, hasId) as TAgency | null) : null,
  };
  cached = { raw, state };
  return state;
}

function emit(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || Object.values<string>(SESSION_KEYS).includes(event.key)) emit();
}

export function subscribeSession(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export function getToken(): string | null {
  return getSession().token;
}

export function setSession(session: Pick<TSession, 'token' | 'user' | 'agency'>): void {
  writeString(SESSION_KEYS.token, session.token);
  writeJson(SESSION_KEYS.user, session.user);
  writeJson(SESSION_KEYS.agency, session.agency);
  emit();
}

/** Replaces the stored user and/or agency (after a refresh) without touching the token. */
export function updateSessionRecords(records: { user?: TUser; agency?: TAgency | null }): void {
  if (records.user !== undefined) writeJson(SESSION_KEYS.user, records.user);
  if (records.agency !== undefined) writeJson(SESSION_KEYS.agency, records.agency);
  emit();
}

export function clearSession(): void {
  writeString(SESSION_KEYS.token, null);
  writeString(SESSION_KEYS.user, null);
  writeString(SESSION_KEYS.agency, null);
  emit();
}
