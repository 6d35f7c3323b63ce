import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignInPrompt as SharedSignInPrompt, useLoginHref } from '@/components/ui/sign-in-prompt';

/** Voting needs an account: the shared prompt in the roadmap's words. */
export function SignInPrompt({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('roadmap');
  const texts = {
    title: t('signIn.title'),
    body: t('signIn.body'),
    action: t('signIn.action'),
    cancel: t('signIn.cancel'),
    close: t('actions.close'),
  };
  return <SharedSignInPrompt open={open} onClose={onClose} texts={texts} />;
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
