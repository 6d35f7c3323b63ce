import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-classes';
import { Modal } from '../../../components/ui/modal';

/** The login address that brings the person back to this list afterwards. */
export function useLoginHref(): string {
  const location = useLocation();
  return `/login?redirectTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

/** Ticking a step needs an account: visitors read the steps, and are offered to sign in and come back here. */
export function SignInPrompt({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('education');
  const loginHref = useLoginHref();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('steps.signIn.title')}
      size="sm"
      closeLabel={t('steps.close')}
      footer={
        <>
          <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
            {t('steps.cancel')}
          </button>
          <Link to={loginHref} className={buttonClasses('primary')}>
            {t('steps.signIn.action')}
          </Link>
        </>
      }
    >
      <p className="text-sm text-ink-600">{t('steps.signIn.body')}</p>
    </Modal>
  );
}
