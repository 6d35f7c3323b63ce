import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type CallsWhen, useZoomCalls } from '@/features/education/zoom-calls/api/get-zoom-calls';
import { CallCard } from '@/features/education/zoom-calls/components/call-card';
import { CallsEmpty, CallsError, CallsSkeleton } from '@/features/education/zoom-calls/components/call-states';
import { CallTabs, callPanelId, callTabId } from '@/features/education/zoom-calls/components/call-tabs';
import { sortCalls, viewerTimeZone } from '@/features/education/zoom-calls/utils/call-time';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useNow } from '@/lib/use-now';
import { useSearchParams } from '@/lib/use-search-params';

/** /zoom_call (SPEC 2, "Zoom Call"): upcoming and past group calls, times in the viewer's zone; `?when=past`. */
export function Component() {
  const { t } = useTranslation('community');
  usePageTitle(t('calls.pageTitle'));
  const [params, setParams] = useSearchParams();
  const when: CallsWhen = params.get('when') === 'past' ? 'past' : 'upcoming';
  const calls = useZoomCalls(when);
  const now = useNow();
  const sorted = useMemo(() => sortCalls(calls.data ?? [], when), [calls.data, when]);

  let content: ReactNode;
  if (calls.isError) content = <CallsError onRetry={() => void calls.refetch()} retrying={calls.isFetching} />;
  else if (!calls.isSuccess) content = <CallsSkeleton />;
  else if (sorted.length === 0) content = <CallsEmpty when={when} />;
  else
    content = (
      <ul aria-label={t(`calls.tabs.${when}`)} className="space-y-4">
        {sorted.map((call) => (
          <CallCard key={call._id} call={call} now={now} />
        ))}
      </ul>
    );

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('calls.eyebrow')}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{t('calls.title')}</h1>
      <p className="mt-2 max-w-2xl text-base text-ink-600">{t('calls.subtitle')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <CallTabs when={when} onChange={(next) => setParams(next === 'upcoming' ? {} : { when: next }, { replace: true })} />
        <p className="text-sm text-ink-500">{t('calls.timeZone', { zone: viewerTimeZone() })}</p>
      </div>
      <div
        role="tabpanel"
        id={callPanelId(when)}
        aria-labelledby={callTabId(when)}
        aria-busy={calls.isPending}
        className="mt-6 focus-visible:outline-none"
      >
        {content}
      </div>
    </div>
  );
}
