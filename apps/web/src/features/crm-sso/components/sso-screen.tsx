import { CRM_SSO_ERRORS } from '@atrium/contracts/crm-sso';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/spinner';
import { StateCard } from '@/components/ui/state-card';
import { useCrmSignIn } from '@/features/crm-sso/api/crm-sign-in';
import { useCrmUserData } from '@/features/crm-sso/hooks/use-crm-user-data';
import { ssoTarget } from '@/features/crm-sso/utils/sso-target';
import { ApiError } from '@/lib/api-client';

/** The refusal's key in the texts: the server's code when the page knows it, else a general one. */
function refusalOf(error: Error): string {
  if (!(error instanceof ApiError)) return 'network';
  if ((CRM_SSO_ERRORS as readonly string[]).includes(error.code)) return error.code;
  if (error.status === 429) return 'rate_limited';
  return 'generic';
}

/**
 * `/sso?to=<path>`: the page the CRM's menu links frame. It asks the CRM for the signed-in user, trades the answer
 * for a session and opens `to` (a path of this site only). Outside a frame it says where to go instead.
 */
export function SsoScreen({ to, timeoutMs }: { to: string | null; timeoutMs?: number }) {
  const { t } = useTranslation('crm', { keyPrefix: 'sso' });
  const [attempt, setAttempt] = useState(0);
  const userData = useCrmUserData(attempt, timeoutMs);
  const signIn = useCrmSignIn();
  const navigate = useNavigate();
  const sent = useRef<string | null>(null);
  const target = ssoTarget(to);

  useEffect(() => {
    if (userData.status !== 'received' || sent.current === userData.payload) return;
    sent.current = userData.payload;
    signIn.mutate(userData.payload, { onSuccess: () => navigate(target, { replace: true }) });
  }, [userData, signIn, navigate, target]);

  const again = () => {
    sent.current = null;
    signIn.reset();
    setAttempt((n) => n + 1);
  };
  const retry = (
    <button type="button" onClick={again} className={buttonClasses('primary')}>
      {t('retry')}
    </button>
  );
  const toLogin = (
    <Link to={`/login?${new URLSearchParams({ redirectTo: target })}`} className={buttonClasses('secondary')}>
      {t('toLogin')}
    </Link>
  );

  const actions = (
    <>
      {retry}
      {toLogin}
    </>
  );
  let body: ReactNode;
  if (userData.status === 'not_framed') {
    body = <StateCard icon="alert" title={t('notFramed.title')} body={t('notFramed.body')} action={toLogin} />;
  } else if (userData.status === 'timeout') {
    body = (
      <div role="alert">
        <StateCard icon="alert" title={t('timeout.title')} body={t('timeout.body')} action={actions} />
      </div>
    );
  } else if (signIn.isError) {
    const reason = refusalOf(signIn.error);
    body = (
      <div role="alert">
        <StateCard icon="alert" title={t(`refused.${reason}.title`)} body={t(`refused.${reason}.body`)} action={actions} />
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col items-center gap-4 rounded-2xl bg-white px-6 py-16 text-center shadow-sm ring-1 ring-ink-200">
        <Spinner size="lg" label={t('waiting')} />
        <p className="text-ink-700" aria-hidden="true">
          {t('waiting')}
        </p>
      </div>
    );
  }
  return <main className="mx-auto w-full max-w-xl px-4 py-8 sm:py-16">{body}</main>;
}
