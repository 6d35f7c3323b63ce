import { Link, useLocation } from 'react-router';
import { buttonClasses } from './button-classes';
import { Modal } from './modal';

/** The login address that brings the person back to this list afterwards. */
export function useLoginHref(): string {
  const location = useLocation();
  return `/login?redirectTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

export interface SignInPromptProps {
  open: boolean;
  onClose: () => void;
  /** The caller's words: what signing in adds here (ticking steps, keeping track of videos, ...). */
  texts: { title: string; body: string; action: string; cancel: string; close: string };
}

/** Something here needs an account: visitors are offered to sign in and come back to this page. */
export function SignInPrompt({ open, onClose, texts }: SignInPromptProps) {
  const loginHref = useLoginHref();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={texts.title}
      size="sm"
      closeLabel={texts.close}
      footer={
        <>
          <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
            {texts.cancel}
          </button>
          <Link to={loginHref} className={buttonClasses('primary')}>
            {texts.action}
          </Link>
        </>
      }
    >
      <p className="text-sm text-ink-600">{texts.body}</p>
    </Modal>
  );
}
