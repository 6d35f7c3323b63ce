import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Renders `children` once the marketplace's translations are loaded (the app runs i18next without
 * Suspense, so `t` would return raw keys until then). Lazy screens wrap themselves in it instead of
 * the first chunk waiting for the texts (ADR 005: every byte there counts).
 */
export function TextsReady({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const { ready } = useTranslation('marketplace');
  return ready ? children : fallback;
}
