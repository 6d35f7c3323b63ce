import { useTranslation } from 'react-i18next';
import type { TPodcastStatus } from '@/features/podcasts/api/podcast-keys';

const STYLES: Record<TPodcastStatus, string> = {
  draft: 'bg-ink-100 text-ink-700 ring-ink-300',
  published: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
};

export function PodcastStatusBadge({ status }: { status: TPodcastStatus }) {
  const { t } = useTranslation('admin', { keyPrefix: 'podcasts' });
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${STYLES[status]}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${status === 'published' ? 'bg-emerald-500' : 'bg-ink-400'}`} />
      {t(`status.${status}`)}
    </span>
  );
}
