import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitcher } from '@/components/header/language-switcher';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';

/** No chrome (SPEC 2): the sign-in screens, centred on a soft brand backdrop. */
export function BlankLayout() {
  const { t } = useTranslation();
  return (
    <div className="relative flex min-h-screen flex-col bg-gradient-to-b from-brand-50 via-ink-50 to-ink-50">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-[radial-gradient(ellipse_at_top,var(--color-brand-200),transparent_70%)] opacity-60"
      />
      <div className="relative flex items-center justify-between px-4 py-4 sm:px-6">
        <Link
          to="/"
          className={`inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-ink-600 hover:bg-white/70 hover:text-ink-900 ${focusRing}`}
        >
          <Icon name="arrowEnd" className="size-4 rotate-180" />
          {t('auth.backHome')}
        </Link>
        <LanguageSwitcher />
      </div>
      <main className="relative flex flex-1 items-start justify-center px-4 pt-4 pb-16 sm:items-center sm:pt-0">
        <Outlet />
      </main>
    </div>
  );
}

/** The route module export: the router loads this layout lazily with the sign-in screens. */
export const Component = BlankLayout;
