import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoginHref } from '@/components/ui/sign-in-prompt';

/** The line above the library for visitors: what signing in adds, with the way to do it. */
export function MediaSignInHint() {
  const { t } = useTranslation('media');
  const loginHref = useLoginHref();
  return (
    <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-100">
      <span>{t('signIn.hint')}</span>
      <Link to={loginHref} className="font-semibold text-brand-700 underline hover:text-brand-900">
        {t('signIn.action')}
      </Link>
    </p>
  );
}
