import { createContext, type ReactNode, useContext } from 'react';
import type { EmbedIds } from '@/features/support/api/support-keys';

/**
 * Where the support screens live: `/support_tickets` in the app, or the embedded view's own address
 * inside the CRM's frame, which also raises tickets with its ids and shows only its location's.
 */
export interface SupportScopeValue {
  /** The list's address, without a trailing slash; `new` and ticket ids go under it. */
  base: string;
  embed: EmbedIds | null;
}

const SupportScopeContext = createContext<SupportScopeValue>({ base: '/support_tickets', embed: null });

export function SupportScope({ value, children }: { value: SupportScopeValue; children: ReactNode }) {
  return <SupportScopeContext.Provider value={value}>{children}</SupportScopeContext.Provider>;
}

export const useSupportScope = () => useContext(SupportScopeContext);
