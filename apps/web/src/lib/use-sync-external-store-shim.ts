/**
 * Stands in for `use-sync-external-store/shim` (vite.config.ts aliases it here). react-i18next still
 * imports that shim for React 17; on React 19 it only forwards to React's own hook, so its fallback
 * code would be dead weight in the first download.
 */
export { useSyncExternalStore } from 'react';
