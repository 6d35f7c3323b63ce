import { type DefaultToastOptions, Toaster } from 'react-hot-toast';

/**
 * The spec's toast constants (SPEC 9): blank 4 s, error 4 s, success 2 s, loading until dismissed,
 * custom 4 s, max width 350 px. The limit of 20 and the 1 s removal delay are react-hot-toast's own defaults.
 */
export const TOAST_OPTIONS: DefaultToastOptions = {
  style: { maxWidth: '350px', borderRadius: '12px', color: 'var(--color-ink-800)', fontSize: '14px' },
  blank: { duration: 4000 },
  error: { duration: 4000, iconTheme: { primary: '#dc2626', secondary: '#fff' } },
  success: { duration: 2000 },
  loading: { duration: Number.POSITIVE_INFINITY },
  custom: { duration: 4000 },
};

export function AppToaster() {
  return <Toaster position="top-center" toastOptions={TOAST_OPTIONS} containerStyle={{ top: 72 }} />;
}
