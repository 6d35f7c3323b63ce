import type { TAccountSession } from '@atrium/contracts/account';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/forms/form-section';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/ui/state-card';
import { useRevokeSession, useSessions } from '@/features/account/api/account';
import { describeBrowser } from '@/features/account/utils/describe-browser';
import { dateFormat, intlLocale } from '@/lib/format';

/** The browsers signed in to the account, this one first and marked; any other can be signed out here. */
export function SessionsList() {
  const { t } = useTranslation('account', { keyPrefix: 'profile.sessions' });
  const titleId = useId();
  const sessions = useSessions();

  let body: React.ReactNode;
  if (sessions.isPending)
    body = (
      <div className="flex justify-center py-6">
        <Spinner label={t('loading')} />
      </div>
    );
  else if (sessions.isError)
    body = (
      <LoadError
        title={t('loadError')}
        body={sessions.error.message}
        retryLabel={t('retry')}
        onRetry={() => sessions.refetch()}
        retrying={sessions.isFetching}
      />
    );
  else {
    // This browser first, then the most recently used.
    const list = [...sessions.data].sort((a, b) => Number(b.current) - Number(a.current));
    body = (
      <>
        <ul className="divide-y divide-ink-100 rounded-xl ring-1 ring-ink-200">
          {list.map((session) => (
            <SessionRow key={session._id} session={session} />
          ))}
        </ul>
        {list.every((s) => s.current) ? <p className="mt-3 text-sm text-ink-500">{t('onlyThis')}</p> : null}
      </>
    );
  }
  return (
    <FormSection id={titleId} title={t('title')} description={t('description')}>
      <div aria-busy={sessions.isFetching}>{body}</div>
    </FormSection>
  );
}

function SessionRow({ session }: { session: TAccountSession }) {
  const { t, i18n } = useTranslation('account', { keyPrefix: 'profile.sessions' });
  const revoke = useRevokeSession();
  const { browser, system } = describeBrowser(session.userAgent);
  const name = browser && system ? t('browserOn', { browser, system }) : (browser ?? system ?? t('unknownBrowser'));
  const when = (iso: string) =>
    dateFormat(intlLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const signOut = () =>
    revoke.mutate(session._id, {
      onSuccess: () => toast.success(t('signedOut')),
      onError: (error) => toast.error(t('signOutFailed', { message: error.message })),
    });

  return (
    <li className="flex flex-col gap-3 px-4 py-3.5 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink-900">
          <span className="truncate">{name}</span>
          {session.current ? (
            <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-700 ring-1 ring-green-200">
              {t('thisBrowser')}
            </span>
          ) : null}
        </p>
        <p className="mt-0.5 text-xs text-ink-500">
          {t('signedIn', { date: when(session.createdAt) })} · {t('lastActive', { date: when(session.lastSeenAt) })}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          size="sm"
          loading={revoke.isPending}
          onClick={signOut}
          aria-label={t('signOutLabel', { name })}
          className="max-sm:w-full"
        >
          {t('signOut')}
        </Button>
      )}
    </li>
  );
}
