import type { TContentList, TContentStep } from '@atrium/contracts/content';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { RichText } from '@/components/ui/rich-text';
import { SignInPrompt, useLoginHref } from '@/components/ui/sign-in-prompt';
import { StateCard } from '@/components/ui/state-card';
import { useCompleteStep } from '@/features/education/api/complete-step';
import type { StepKind } from '@/features/education/api/education-keys';
import { progressOf, withTicks } from '@/features/education/utils/step-progress';
import { useSession } from '@/lib/session-store';
import { ResetListButton } from './reset-list-button';
import { StepItem } from './step-item';
import { StepProgressBar } from './step-progress-bar';
import { type StepVideo, StepVideoModal } from './step-video-modal';

export interface StepListDetailProps {
  kind: StepKind;
  list: TContentList;
  steps: readonly TContentStep[];
  done: ReadonlySet<string>;
  /** The address (search) of the list overview. */
  backTo: string;
}

/** An opened list: its progress, Reset, an "All done" state, and the steps in order. */
export function StepListDetail({ kind, list, steps, done, backTo }: StepListDetailProps) {
  const { t } = useTranslation('education');
  const { token } = useSession();
  const complete = useCompleteStep(kind);
  const [video, setVideo] = useState<StepVideo | null>(null);
  const [askSignIn, setAskSignIn] = useState(false);
  const loginHref = useLoginHref();
  const titleId = useId();
  const [failedId, setFailedId] = useState<string | null>(null);
  // Ticks in flight, applied at once: the cache's optimistic update only lands after the mutation starts,
  // a moment after the click, and a controlled checkbox would flick back in between.
  const [ticking, setTicking] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const shown = useMemo(() => withTicks(done, ticking), [done, ticking]);
  const progress = progressOf(steps, shown);
  const allDone = progress.total > 0 && progress.done === progress.total;

  const toggle = (step: TContentStep, completed: boolean) => {
    if (!token) return setAskSignIn(true);
    setFailedId(null);
    setTicking((prev) => new Map(prev).set(step._id, completed));
    complete.mutate(
      { stepId: step._id, completed },
      {
        onError: () => setFailedId(step._id),
        onSettled: () =>
          setTicking((prev) => {
            const next = new Map(prev);
            next.delete(step._id);
            return next;
          }),
      },
    );
  };

  return (
    <section aria-labelledby={titleId} className="min-w-0">
      <Link to={backTo} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-900">
        <Icon name="chevronsStart" className="size-4" />
        {t(`steps.${kind}.back`)}
      </Link>
      <div className="mt-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-6">
        <h2 id={titleId} dir="auto" className="text-2xl font-bold tracking-tight text-ink-900">
          {list.title}
        </h2>
        {list.description ? <RichText html={list.description} className="mt-2 text-ink-600" /> : null}
        <div className="mt-5">
          <StepProgressBar progress={progress} label={list.title} />
        </div>
        {token ? (
          // Below the bar, at the end: next to a title in another direction it would crowd the title.
          <div className="mt-4 flex justify-end">
            <ResetListButton kind={kind} listId={list._id} title={list.title} disabled={progress.done === 0} />
          </div>
        ) : null}
        {!token ? (
          <p className="mt-4 text-sm text-ink-600">
            {t('steps.signIn.hint')}{' '}
            <Link to={loginHref} className="font-medium text-brand-700 underline">
              {t('steps.signIn.action')}
            </Link>
          </p>
        ) : null}
      </div>
      {allDone ? (
        <div
          role="status"
          className="mt-4 flex items-center gap-3 rounded-2xl bg-emerald-50 px-5 py-4 text-emerald-800 ring-1 ring-emerald-200"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
            <Icon name="trophy" className="size-5" />
          </span>
          <div>
            <p className="font-semibold">{t('steps.allDoneTitle')}</p>
            <p className="text-sm">{t('steps.allDoneBody')}</p>
          </div>
        </div>
      ) : null}
      {steps.length === 0 ? (
        <div className="mt-4">
          <StateCard icon="checklist" title={t('steps.noSteps.title')} body={t('steps.noSteps.body')} />
        </div>
      ) : (
        <ol aria-label={t('steps.stepsLabel')} className="mt-4 space-y-3">
          {steps.map((step, i) => (
            <StepItem
              key={step._id}
              step={step}
              number={i + 1}
              done={shown.has(step._id)}
              failed={failedId === step._id}
              onToggle={toggle}
              onWatch={(s) => setVideo({ id: s.videoId ?? '', title: s.title })}
            />
          ))}
        </ol>
      )}
      <StepVideoModal video={video} onClose={() => setVideo(null)} />
      <SignInPrompt
        open={askSignIn}
        onClose={() => setAskSignIn(false)}
        texts={{
          title: t('steps.signIn.title'),
          body: t('steps.signIn.body'),
          action: t('steps.signIn.action'),
          cancel: t('steps.cancel'),
          close: t('steps.close'),
        }}
      />
    </section>
  );
}
