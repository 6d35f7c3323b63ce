import type { TZoomCall } from '@atrium/contracts/zoom-calls';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-classes';
import { Icon } from '@/components/ui/icon';
import { RichText } from '@/components/ui/rich-text';
import { IsolatedText } from '@/features/education/components/isolated-text';
import { callPhase, callTimeLabels, durationLabel, relativeToNow } from '@/features/education/zoom-calls/utils/call-time';
import { downloadIcs } from '@/features/education/zoom-calls/utils/ics';

export interface CallCardProps {
  call: TZoomCall;
  now: number;
}

/**
 * One call: a date badge, title, host, the time in the viewer's zone, how long and how soon; Join and Add to
 * calendar while it has not ended, the recording (or that there is none) once it has.
 */
export function CallCard({ call, now }: CallCardProps) {
  const { t, i18n } = useTranslation('community');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const phase = callPhase(call, now);
  const labels = callTimeLabels(call, language);
  const titleId = `call-${call._id}`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className={`flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 sm:gap-5 sm:p-5 ${phase === 'live' ? 'ring-2 ring-emerald-400' : 'ring-ink-200'}`}
      >
        <div
          aria-hidden="true"
          className={`flex size-14 shrink-0 flex-col sm:size-16 items-center justify-center rounded-xl ${phase === 'ended' ? 'bg-ink-100 text-ink-600' : 'bg-brand-50 text-brand-700'}`}
        >
          <span className="text-xs font-semibold uppercase">{labels.month}</span>
          <span className="text-2xl leading-none font-bold">{labels.day}</span>
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={titleId} dir="auto" className="text-lg leading-snug font-semibold text-ink-900">
              {call.title}
            </h2>
            {phase === 'live' ? (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-700 ring-1 ring-emerald-200">
                <span
                  aria-hidden="true"
                  className="size-2 animate-pulse rounded-full bg-emerald-500 motion-reduce:animate-none"
                />
                {t('calls.liveNow')}
              </span>
            ) : null}
            {call.status === 'draft' ? (
              <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-medium text-ink-600">{t('calls.draft')}</span>
            ) : null}
          </div>
          {call.hostName ? (
            <p className="mt-0.5 text-sm text-ink-600">
              <IsolatedText i18nKey="community:calls.hostedBy" name="name" value={call.hostName} />
            </p>
          ) : null}
          <p className="mt-2 text-sm text-ink-800">
            <time dateTime={call.startsAt}>
              <span className="font-medium">{labels.date}</span>
              <span aria-hidden="true"> · </span>
              <span className="whitespace-nowrap">{labels.time}</span>
            </time>
          </p>
          <p className="mt-0.5 text-sm text-ink-500">
            {durationLabel(call.durationMinutes, language)}
            {phase !== 'live' ? (
              <>
                <span aria-hidden="true"> · </span>
                {t(phase === 'upcoming' ? 'calls.startsIn' : 'calls.heldAgo', {
                  when: relativeToNow(call.startsAt, now, language),
                })}
              </>
            ) : null}
          </p>
          {call.description ? <RichText html={call.description} className="mt-3 text-ink-600" /> : null}
          <div className="mt-4 flex flex-wrap items-center gap-2">
            {phase === 'ended' ? (
              call.recordingUrl ? (
                <a
                  href={call.recordingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses('secondary', 'sm')}
                >
                  <Icon name="video" className="size-4" />
                  {t('calls.recording')}
                  <span className="sr-only">{t('calls.newTab')}</span>
                </a>
              ) : (
                <span className="text-sm text-ink-500 italic">{t('calls.noRecording')}</span>
              )
            ) : (
              <>
                <a href={call.joinUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary', 'sm')}>
                  <Icon name="camera" className="size-4" />
                  {t('calls.join')}
                  <span className="sr-only">{t('calls.newTab')}</span>
                </a>
                <button
                  type="button"
                  onClick={() =>
                    downloadIcs(call, { hostLine: call.hostName ? t('calls.icsHost', { name: call.hostName }) : null })
                  }
                  className={buttonClasses('ghost', 'sm')}
                >
                  <Icon name="calendarPlus" className="size-4" />
                  {t('calls.addToCalendar')}
                </button>
              </>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}
