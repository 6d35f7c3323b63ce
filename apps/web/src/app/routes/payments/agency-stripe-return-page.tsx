import type { TStripeSubmitBody } from '@atrium/contracts/payments';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { TextsPageShell } from '@/app/routes/texts-page-shell';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { useStartStripeConnection } from '@/features/payments/api/stripe-connection';
import { isPartnerState, useSubmitStripeReturn } from '@/features/payments/api/stripe-return';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';

/** Where each kind of owner manages its connection. */
const homeOf = (state: string) => (isPartnerState(state) ? '/console/payouts' : '/paymentproviders');

type Read =
  | { kind: 'submit'; body: TStripeSubmitBody }
  | { kind: 'cancelled'; home: string }
  | { kind: 'refused'; home: string; message: string | null }
  | { kind: 'expiredLink'; state: string }
  | { kind: 'invalid' };

/** What Stripe's return brought: OAuth's code (or its error), the onboarding's return, or its expired link. */
export function readStripeReturn(search: string): Read {
  const params = new URLSearchParams(search);
  const state = params.get('state');
  if (!state) return { kind: 'invalid' };
  const error = params.get('error');
  if (error === 'access_denied') return { kind: 'cancelled', home: homeOf(state) };
  if (error) return { kind: 'refused', home: homeOf(state), message: params.get('error_description') };
  if (params.get('refresh')) return { kind: 'expiredLink', state };
  const code = params.get('code');
  return { kind: 'submit', body: { state, ...(code ? { code } : {}) } };
}

/** /integrations/agency_stripe (SPEC 2's agency_stripe target): finishes connecting Stripe, then back to payments. */
export function AgencyStripeReturnPage() {
  return (
    <TextsPageShell namespace="payments" width="max-w-2xl">
      <StripeReturn />
    </TextsPageShell>
  );
}

function StripeReturn() {
  const { t } = useTranslation('payments', { keyPrefix: 'return' });
  usePageTitle(t('pageTitle'));
  const { user } = useSession();
  const location = useLocation();
  const read = readStripeReturn(location.search);
  if (!user) {
    // The state is tied to the person: they sign in and come back here with it.
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?redirectTo=${back}`} replace />;
  }
  if (read.kind === 'invalid') return <Problem title={t('invalid.title')} body={t('invalid.body')} home="/paymentproviders" />;
  if (read.kind === 'cancelled') return <Problem title={t('cancelled.title')} body={t('cancelled.body')} home={read.home} />;
  if (read.kind === 'refused')
    return <Problem title={t('refused.title')} body={read.message ?? t('refused.body')} home={read.home} />;
  if (read.kind === 'expiredLink') return <ExpiredLink state={read.state} />;
  return <Submit body={read.body} />;
}

function Working({ label }: { label: string }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl bg-white px-6 py-16 text-center shadow-sm ring-1 ring-ink-200">
      <Spinner size="lg" label={label} />
      <p className="text-ink-700" aria-hidden="true">
        {label}
      </p>
    </div>
  );
}

function Submit({ body }: { body: TStripeSubmitBody }) {
  const { t } = useTranslation('payments', { keyPrefix: 'return' });
  const done = useSubmitStripeReturn(body);
  const home = homeOf(body.state);
  const told = useRef(false);
  useEffect(() => {
    if (!done.isSuccess || told.current) return;
    told.current = true;
    toast.success(done.data?.chargesEnabled ? t('success.ready') : t('success.pending'));
  }, [done.isSuccess, done.data, t]);
  if (done.isPending || done.isRefetching) return <Working label={t('working')} />;
  if (done.isSuccess) return <Navigate to={home} replace />;
  const expired = done.error instanceof ApiError && (done.error.code === 'invalid_state' || done.error.code === 'expired_state');
  return (
    <Problem
      title={t(expired ? 'expired.title' : 'failed.title')}
      body={done.error.message}
      home={home}
      onRetry={expired ? undefined : () => void done.refetch()}
    />
  );
}

/** The onboarding link expired or was used: Stripe asks for a new one (the agency's; a partner starts again). */
function ExpiredLink({ state }: { state: string }) {
  const { t } = useTranslation('payments', { keyPrefix: 'return' });
  const start = useStartStripeConnection();
  const partner = isPartnerState(state);
  const asked = useRef(false);
  useEffect(() => {
    if (partner || asked.current) return;
    asked.current = true;
    start.mutate('onboarding');
  }, [partner, start]);
  if (partner) return <Problem title={t('linkExpired.title')} body={t('linkExpired.body')} home={homeOf(state)} />;
  if (start.isError)
    return (
      <Problem
        title={t('linkExpired.title')}
        body={start.error.message}
        home="/paymentproviders"
        onRetry={() => start.mutate('onboarding')}
      />
    );
  return <Working label={t('linkExpired.working')} />;
}

function Problem({ title, body, home, onRetry }: { title: string; body: string; home: string; onRetry?: () => void }) {
  const { t } = useTranslation('payments', { keyPrefix: 'return' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="alert" className="flex flex-col items-center rounded-2xl bg-red-50 px-6 py-12 text-center ring-1 ring-red-200">
      <span className="flex size-12 items-center justify-center rounded-full bg-red-100 text-red-600">
        <Icon name="alert" className="size-6" />
      </span>
      <h1 ref={headingRef} tabIndex={-1} className="mt-4 text-xl font-semibold text-red-800 outline-none">
        {title}
      </h1>
      <p className="mt-2 max-w-md text-sm text-red-700">{body}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {onRetry ? <Button onClick={onRetry}>{t('retry')}</Button> : null}
        <Link to={home} className={buttonClasses('secondary')}>
          {t('back')}
        </Link>
      </div>
    </div>
  );
}
