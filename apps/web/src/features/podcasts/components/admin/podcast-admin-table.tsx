import type { TPodcast } from '@atrium/contracts/podcasts';
import { useTranslation } from 'react-i18next';
import { PodcastThumbnail } from '@/features/podcasts/components/podcast-thumbnail';
import { formatPodcastDate, formatTimestamp } from '@/features/podcasts/utils/format-date';
import { PodcastRowActions } from './podcast-row-actions';
import { PodcastStatusBadge } from './podcast-status-badge';

export interface PodcastAdminTableProps {
  podcasts: readonly TPodcast[];
  onEdit: (podcast: TPodcast) => void;
  onDelete: (podcast: TPodcast) => void;
}

const TH = 'px-4 py-3 text-xs font-semibold tracking-wide text-ink-500 uppercase';

export function PodcastAdminTable({ podcasts, onEdit, onDelete }: PodcastAdminTableProps) {
  const { t, i18n } = useTranslation('admin', { keyPrefix: 'podcasts' });
  return (
    <div className="relative overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
      <table className="min-w-full divide-y divide-ink-200 text-sm">
        <thead className="bg-ink-50">
          <tr>
            <th scope="col" className={`${TH} text-start`}>
              {t('columns.podcast')}
            </th>
            <th scope="col" className={`${TH} text-start`}>
              {t('columns.date')}
            </th>
            <th scope="col" className={`${TH} text-start`}>
              {t('columns.status')}
            </th>
            <th scope="col" className={`${TH} hidden text-start lg:table-cell`}>
              {t('columns.updated')}
            </th>
            <th scope="col" className={`${TH} text-end`}>
              <span className="sr-only">{t('columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {podcasts.map((podcast) => {
            const title = podcast.title || t('untitled');
            return (
              <tr key={podcast._id} className="transition hover:bg-ink-50/70">
                <td className="px-4 py-3">
                  <div className="flex items-center gap-3">
                    <div className="aspect-video w-24 shrink-0 overflow-hidden rounded-md bg-ink-100">
                      <PodcastThumbnail videoId={podcast.video} alt="" className="size-full" />
                    </div>
                    <div className="min-w-0">
                      <p className={`truncate font-medium ${podcast.title ? 'text-ink-900' : 'text-ink-500 italic'}`}>{title}</p>
                      <p className="truncate font-mono text-xs text-ink-500">{podcast.video}</p>
                    </div>
                  </div>
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-ink-700">
                  {podcast.date ? formatPodcastDate(podcast.date, i18n.language) : '—'}
                </td>
                <td className="px-4 py-3">
                  <PodcastStatusBadge status={podcast.status} />
                </td>
                <td className="hidden px-4 py-3 whitespace-nowrap text-ink-500 lg:table-cell">
                  {formatTimestamp(podcast.updatedAt, i18n.language)}
                </td>
                <td className="px-4 py-3">
                  <PodcastRowActions podcast={podcast} onEdit={onEdit} onDelete={onDelete} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
