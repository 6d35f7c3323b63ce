import { PODCAST_STATUSES } from '@atrium/contracts/podcasts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import type { TPodcastStatus } from '@/features/podcasts/api/podcast-keys';

export interface PodcastAdminToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  status: TPodcastStatus | '';
  onStatus: (value: TPodcastStatus | '') => void;
  onCreate: () => void;
}

export function PodcastAdminToolbar({ search, onSearch, status, onStatus, onCreate }: PodcastAdminToolbarProps) {
  const { t } = useTranslation('admin', { keyPrefix: 'podcasts' });
  const statusId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <Field
        label={t('searchLabel')}
        name="q"
        type="search"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        placeholder={t('searchPlaceholder')}
        autoComplete="off"
        className="flex-1 sm:max-w-sm"
      />
      <div className="sm:w-48">
        <label htmlFor={statusId} className="mb-1.5 block text-sm font-medium text-ink-800">
          {t('statusFilter')}
        </label>
        <select
          id={statusId}
          value={status}
          onChange={(e) => onStatus(e.target.value as TPodcastStatus | '')}
          className="block h-11 w-full rounded-lg border border-ink-200 bg-white px-3 text-sm text-ink-900 shadow-sm transition-colors hover:border-ink-300 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
        >
          <option value="">{t('status.all')}</option>
          {PODCAST_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`status.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <Button
        onClick={onCreate}
        className="h-11 sm:ms-auto"
        icon={
          <span aria-hidden="true" className="text-lg leading-none">
            +
          </span>
        }
      >
        {t('new')}
      </Button>
    </div>
  );
}
