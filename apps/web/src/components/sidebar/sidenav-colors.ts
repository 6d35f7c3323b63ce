import type { SidenavColor } from '@/lib/preferences/ui-settings';

/** Active-link colours per sidenav colour, as whole class names so Tailwind can see them. */
export const SIDENAV_ACTIVE: Record<SidenavColor, { light: string; dark: string }> = {
  primary: { light: 'bg-brand-50 text-brand-700', dark: 'bg-brand-500/25 text-white' },
  info: { light: 'bg-sky-50 text-sky-700', dark: 'bg-sky-500/20 text-sky-200' },
  success: { light: 'bg-emerald-50 text-emerald-700', dark: 'bg-emerald-500/20 text-emerald-200' },
  warning: { light: 'bg-amber-50 text-amber-800', dark: 'bg-amber-500/20 text-amber-200' },
  error: { light: 'bg-rose-50 text-rose-700', dark: 'bg-rose-500/20 text-rose-200' },
  dark: { light: 'bg-ink-800 text-white', dark: 'bg-white/15 text-white' },
};

export const SIDENAV_SWATCH: Record<SidenavColor, string> = {
  primary: 'bg-brand-600',
  info: 'bg-sky-500',
  success: 'bg-emerald-500',
  warning: 'bg-amber-500',
  error: 'bg-rose-500',
  dark: 'bg-ink-800',
};
