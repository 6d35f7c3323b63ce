import type { TProgress } from '@atrium/contracts/content-progress';
import type { TMediaItem } from '@atrium/contracts/media-library';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-classes';
import { Icon } from '@/components/ui/icon';
import { minutesOf } from '@/features/education/media/utils/media-view';
import { htmlToText } from '@/lib/html';
import { MediaStill } from './media-still';

export interface MediaCardProps {
  item: TMediaItem;
  /** My progress on it; undefined for visitors and for what I have not opened. */
  progress: TProgress | undefined;
  onPlay: (item: TMediaItem) => void;
  onOpenDocument: (item: TMediaItem) => void;
  onToggleDone: (item: TMediaItem, done: boolean) => void;
}

/** One video or document: picture, kind and length, title, summary, my progress and its actions. */
export function MediaCard({ item, progress, onPlay, onOpenDocument, onToggleDone }: MediaCardProps) {
  const { t } = useTranslation('media');
  const summary = useMemo(() => htmlToText(item.description), [item.description]);
  const done = progress?.status === 'completed';
  const percent = !done && progress?.status === 'in_progress' ? progress.percent : null;
  const isVideo = item.kind === 'video' && Boolean(item.videoId);
  const documentUrl = item.kind === 'document' ? item.documentUrl : null;

  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200 transition duration-200 hover:shadow-lg hover:ring-brand-200 motion-reduce:transition-none">
      <div className="relative aspect-video overflow-hidden bg-ink-100">
        <MediaStill item={item} />
        {isVideo ? (
          <button
            type="button"
            onClick={() => onPlay(item)}
            aria-label={t('play', { title: item.title })}
            className="absolute inset-0 flex items-center justify-center bg-ink-900/10 transition hover:bg-ink-900/30 focus-visible:bg-ink-900/30 focus-visible:ring-4 focus-visible:ring-brand-400 focus-visible:outline-none focus-visible:ring-inset"
          >
            <span className="flex size-14 items-center justify-center rounded-full bg-white/95 text-brand-600 shadow-lg transition group-hover:scale-110 motion-reduce:transition-none">
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 translate-x-0.5 fill-current">
                <path d="M8 5.5v13l10.5-6.5z" />
              </svg>
            </span>
          </button>
        ) : null}
        <span className="pointer-events-none absolute start-3 top-3 inline-flex items-center gap-1 rounded-full bg-ink-900/75 px-2.5 py-1 text-xs font-medium text-white">
          <Icon name={item.kind === 'video' ? 'video' : 'book'} className="size-3.5" />
          {t(`kind.${item.kind}`)}
          {item.durationSeconds ? <span>· {t('minutes', { count: minutesOf(item.durationSeconds) })}</span> : null}
        </span>
        {done ? (
          <span className="pointer-events-none absolute end-3 top-3 inline-flex items-center gap-1 rounded-full bg-emerald-600 px-2.5 py-1 text-xs font-semibold text-white shadow">
            <Icon name="check" className="size-3.5" />
            {t(`done.${item.kind}`)}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 dir="auto" className="text-lg leading-snug font-semibold text-ink-900">
          {item.title}
        </h3>
        {summary ? (
          <p dir="auto" className="line-clamp-3 text-sm leading-relaxed break-words text-ink-600">
            {summary}
          </p>
        ) : null}
        {percent !== null ? <WatchedBar title={item.title} percent={percent} /> : null}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-3">
          {isVideo ? (
            <button type="button" onClick={() => onPlay(item)} className={buttonClasses('primary', 'sm')}>
              {t('watch')}
            </button>
          ) : documentUrl ? (
            <a
              href={documentUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => onOpenDocument(item)}
              className={buttonClasses('primary', 'sm')}
            >
              {t('openDocument')}
              <span className="sr-only"> {t('opensInNewTab')}</span>
            </a>
          ) : null}
          <button type="button" onClick={() => onToggleDone(item, !done)} className={buttonClasses('secondary', 'sm')}>
            {done ? t(`unmark.${item.kind}`) : t(`mark.${item.kind}`)}
          </button>
        </div>
      </div>
    </article>
  );
}

function WatchedBar({ title, percent }: { title: string; percent: number }) {
  const { t } = useTranslation('media');
  return (
    <div className="mt-1">
      <div
        role="progressbar"
        aria-label={t('progressLabel', { title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 overflow-hidden rounded-full bg-ink-100"
      >
        <div className="h-full rounded-full bg-brand-500" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-xs text-ink-500">{t('inProgress', { percent })}</p>
    </div>
  );
}
