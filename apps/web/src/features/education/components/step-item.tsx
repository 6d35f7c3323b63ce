import type { TContentStep } from '@atrium/contracts/content';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-classes';
import { focusRingOffset } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';
import { RichText } from '@/components/ui/rich-text';

export interface StepItemProps {
  step: TContentStep;
  number: number;
  done: boolean;
  /** Says why the last tick of this step was undone. */
  failed: boolean;
  onToggle: (step: TContentStep, completed: boolean) => void;
  onWatch: (step: TContentStep) => void;
}

/** One step: a native checkbox named by the step's title (Space toggles it), its how-to, video and link. */
export function StepItem({ step, number, done, failed, onToggle, onWatch }: StepItemProps) {
  const { t } = useTranslation('education');
  const inputId = useId();
  return (
    <li className={`flex gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 sm:p-5 ${done ? 'ring-emerald-200' : 'ring-ink-200'}`}>
      <input
        id={inputId}
        type="checkbox"
        checked={done}
        onChange={(e) => onToggle(step, e.target.checked)}
        className={`mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-emerald-600 ${focusRingOffset}`}
      />
      {/* The step is the user's content: it all (number, title, how-to, actions) follows its own direction. */}
      <div dir="auto" className="min-w-0 flex-1">
        <label htmlFor={inputId} className="flex cursor-pointer items-baseline gap-2">
          <span aria-hidden="true" className="text-xs font-semibold text-ink-400 tabular-nums">
            {number}.
          </span>
          <span
            dir="auto"
            className={`text-base leading-snug font-medium ${done ? 'text-ink-500 line-through decoration-ink-300' : 'text-ink-900'}`}
          >
            {step.title}
          </span>
        </label>
        {step.details ? <RichText html={step.details} className="mt-2" /> : null}
        {step.videoId || step.linkUrl ? (
          <div className="mt-3 flex flex-wrap gap-2">
            {step.videoId ? (
              <button type="button" onClick={() => onWatch(step)} className={buttonClasses('secondary', 'sm')}>
                <Icon name="video" className="size-4" />
                {t('steps.watch')}
              </button>
            ) : null}
            {step.linkUrl ? (
              <a href={step.linkUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary', 'sm')}>
                {t('steps.openLink')}
                <span className="sr-only">{t('steps.newTab')}</span>
              </a>
            ) : null}
          </div>
        ) : null}
        {failed ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {t('steps.saveFailed')}
          </p>
        ) : null}
      </div>
    </li>
  );
}
