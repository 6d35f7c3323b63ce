import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-classes';
import { Modal } from '../../../components/ui/modal';

/** The login address that brings the person back to this page afterwards. */
export function useLoginHref(): string {
  const location = useLocation();
  return `/login?redirectTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

/** Voting needs an account: visitors are offered to sign in and come back to this page. */
export function SignInPrompt({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('roadmap');
  const loginHref = useLoginHref();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('signIn.title')}
      size="sm"
      closeLabel={t('actions.close')}
      footer={
        <>
          <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
            {t('signIn.cancel')}
          </button>
          <Link to={loginHref} className={buttonClasses('primary')}>
            {t('signIn.action')}
          </Link>
        </>
      }
    >
      <p className="text-sm text-ink-600">{t('signIn.body')}</p>
    </Modal>
  );
}

/** A line for visitors where signing in adds something (commenting, submitting an idea). */
export function SignInHint({ text }: { text: string }) {
  const { t } = useTranslation('roadmap');
  const loginHref = useLoginHref();
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-100">
      <span>{text}</span>
      <Link to={loginHref} className="font-semibold text-brand-700 underline hover:text-brand-900">
        {t('signIn.action')}
      </Link>
    </p>
  );
}
