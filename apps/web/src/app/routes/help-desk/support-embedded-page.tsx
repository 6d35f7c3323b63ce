import { type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { Icon } from '@/components/ui/icon';
import { useLoginHref } from '@/components/ui/sign-in-prompt';
import { useEmbedContext } from '@/features/support/api/get-embed';
import type { EmbedIds } from '@/features/support/api/support-keys';
import { SupportRoutes } from '@/features/support/components/support-routes';
import { SupportLoadError, TicketListSkeleton } from '@/features/support/components/support-states';
import { ApiError } from '@/lib/api-client';
import { lazyNamed } from '@/lib/chunk-errors';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';

/** The frame has no default layout, so it brings its own toasts (sent, saved, failed). */
const AppToaster = lazyNamed(() => import('@/app/layouts/app-toaster'), 'AppToaster');

/**
 * The support view the CRM shows in a frame (SPEC 2): /support/:company_id/:locationId/:planId/:userId/* and
 * /updated_app/support/:company_id/:locationId/:userId/*. No site header; the ids are checked with the
 * server before anything is shown, and tickets are raised with them.
 */
export function Component() {
  const { t } = useTranslation('support');
  const params = useParams();
  const { pathname } = useLocation();
  const { token } = useSession();
  const ids = useMemo<EmbedIds>(
    () => ({
      companyId: params.company_id ?? '',
      locationId: params.locationId ?? '',
      userId: params.userId ?? '',
      planId: params.planId || undefined,
    }),
    [params.company_id, params.locationId, params.userId, params.planId],
  );
  // The frame's own address, without the screen's part (`new`, a ticket id): the screens' base.
  const rest = params['*'] ?? '';
  const base = pathname.slice(0, pathname.length - rest.length).replace(/\/+$/, '');
  const embed = useEmbedContext(ids);
  const context = embed.data ? t('embed.context', { location: embed.data.location.name, agency: embed.data.agency.name }) : null;

  return (
    <div className="flex min-h-screen flex-col bg-ink-50">
      <FrameBar context={context} />
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-3 py-4 sm:px-5 sm:py-6">
        {token ? <EmbeddedSupport embed={embed} ids={ids} base={base} /> : <FrameSignIn />}
      </main>
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </div>
  );
}

/** The frame's small title bar; once the ids check out it names the location and agency too. */
function FrameBar({ context }: { context: string | null }) {
  const { t } = useTranslation('support');
  return (
    <div className="flex h-11 items-center gap-2 border-b border-ink-200 bg-white px-3 sm:px-5">
      <span className="flex size-7 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white">
        <Icon name="lifebuoy" className="size-4" />
      </span>
      <span className="text-sm font-semibold text-ink-900">{t('embed.title')}</span>
      {context ? (
        <span dir="auto" className="ms-auto min-w-0 truncate text-xs text-ink-500">
          {context}
        </span>
      ) : null}
    </div>
  );
}

function FramePanel({
  tone = 'plain',
  icon,
  title,
  body,
  action,
}: {
  tone?: 'plain' | 'error';
  icon: 'lifebuoy' | 'alert';
  title: string;
  body: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation('support');
  usePageTitle(t('pageTitle'));
  const error = tone === 'error';
  return (
    <div
      role={error ? 'alert' : undefined}
      className={`mx-auto mt-6 max-w-md rounded-2xl p-6 text-center shadow-sm ring-1 ${error ? 'bg-red-50 ring-red-200' : 'bg-white ring-ink-200'}`}
    >
      <span
        className={`mx-auto flex size-12 items-center justify-center rounded-full ${error ? 'bg-red-100 text-red-600' : 'bg-brand-50 text-brand-600'}`}
      >
        <Icon name={icon} className="size-6" />
      </span>
      <h1 className={`mt-3 text-lg font-semibold ${error ? 'text-red-800' : 'text-ink-900'}`}>{title}</h1>
      <p className={`mt-1 text-sm ${error ? 'text-red-700' : 'text-ink-600'}`}>{body}</p>
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}

function FrameSignIn() {
  const { t } = useTranslation('support');
  const loginHref = useLoginHref();
  return (
    <FramePanel
      icon="lifebuoy"
      title={t('embed.signIn.title')}
      body={t('embed.signIn.body')}
      action={
        <Link to={loginHref} className={buttonClasses('primary')}>
          {t('signIn.action')}
        </Link>
      }
    />
  );
}

function EmbeddedSupport({ embed, ids, base }: { embed: ReturnType<typeof useEmbedContext>; ids: EmbedIds; base: string }) {
  const { t } = useTranslation('support');
  const scope = useMemo(() => ({ base, embed: ids }), [base, ids]);
  const status = embed.error instanceof ApiError ? embed.error.status : 0;
  // 404: the ids do not belong together or to the viewer; 400: they are not ids at all. Both are a wrong link.
  if (status === 404 || status === 400 || status === 403)
    return <FramePanel tone="error" icon="alert" title={t('embed.mismatch.title')} body={t('embed.mismatch.body')} />;
  if (embed.isError) return <SupportLoadError onRetry={() => void embed.refetch()} retrying={embed.isFetching} />;
  if (!embed.data) return <TicketListSkeleton />;
  return <SupportRoutes scope={scope} />;
}
