import type { TRoadmapItem } from '@atrium/contracts/roadmap';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { PageHeader } from '@/components/ui/page-header';
import { useLoginHref } from '@/components/ui/sign-in-prompt';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';
import { RequestForm } from './request-form';
import { RoadmapIcon } from './roadmap-icons';
import { StateCard } from './roadmap-states';
import { ScreenFrame } from './screen-frame';

function Submitted({ item, onAnother }: { item: TRoadmapItem; onAnother: () => void }) {
  const { t } = useTranslation('roadmap');
  return (
    <div
      role="status"
      className="flex flex-col items-center rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-ink-200"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
        <RoadmapIcon name="check" className="size-7" />
      </span>
      <h2 className="mt-4 text-xl font-semibold text-ink-900">{t('request.done.title')}</h2>
      <p className="mt-1 max-w-md text-sm text-ink-600">{t('request.done.body')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={`/roadmap/${item._id}`} className={buttonClasses('primary')}>
          {t('request.done.view')}
        </Link>
        <button type="button" onClick={onAnother} className={buttonClasses('secondary')}>
          {t('request.done.another')}
        </button>
      </div>
    </div>
  );
}

/** /request: anyone signed in suggests an idea; it joins the roadmap under review, with their vote. */
export function RequestScreen() {
  const { t } = useTranslation('roadmap');
  usePageTitle(t('request.pageTitle'));
  const { user } = useSession();
  const loginHref = useLoginHref();
  const [submitted, setSubmitted] = useState<TRoadmapItem | null>(null);

  return (
    <ScreenFrame>
      <div className="mx-auto max-w-3xl">
        <PageHeader
          eyebrow={t('board.eyebrow')}
          title={t('request.title')}
          subtitle={t('request.subtitle')}
          actions={
            <Link to="/roadmap" className={buttonClasses('secondary')}>
              <RoadmapIcon name="board" className="size-4" />
              {t('actions.board')}
            </Link>
          }
        />
        <div className="mt-8">
          {!user ? (
            <StateCard
              icon="lightbulb"
              title={t('request.signIn.title')}
              body={t('request.signIn.body')}
              action={
                <Link to={loginHref} className={buttonClasses('primary')}>
                  {t('signIn.action')}
                </Link>
              }
            />
          ) : submitted ? (
            <Submitted item={submitted} onAnother={() => setSubmitted(null)} />
          ) : (
            <RequestForm onDone={setSubmitted} />
          )}
        </div>
      </div>
    </ScreenFrame>
  );
}
