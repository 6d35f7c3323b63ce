import type { TRoadmapItem } from '@atrium/contracts/roadmap';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { useMergeRoadmapItem } from '@/features/roadmap/api/merge-roadmap-item';
import { formatNumber } from '@/lib/format';
import { useRoadmapItems } from '@/lib/queries/roadmap-items';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { StatusBadge } from './status-badge';

/**
 * "Merge into…": the manager finds the original among the same roadmap's items, then confirms. The server moves the
 * votes (once per person) and comments; the duplicate then points to the original, where the manager lands.
 */
export function MergeDialog({ item, open, onClose }: { item: TRoadmapItem; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('roadmap');
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<TRoadmapItem | null>(null);
  const [confirming, setConfirming] = useState(false);
  const q = useDebouncedValue(search.trim(), 250);
  const candidates = useRoadmapItems(
    { appId: item.app?._id ?? 'platform', sort: 'votes', ...(q ? { q } : {}) },
    { enabled: open },
  );
  const merge = useMergeRoadmapItem(item._id);
  const options = (candidates.data ?? []).filter((c) => c._id !== item._id && !c.mergedInto);

  const close = () => {
    if (merge.isPending) return;
    setConfirming(false);
    merge.reset();
    onClose();
  };

  const onConfirm = () => {
    if (!chosen) return;
    merge.mutate(chosen._id, {
      onSuccess: (original) => {
        toast.success(t('merge.done', { title: original.title }));
        onClose();
        navigate(`/roadmap/${original._id}`);
      },
    });
  };

  const footer = confirming ? (
    <>
      <Button variant="secondary" onClick={() => setConfirming(false)} disabled={merge.isPending}>
        {t('merge.back')}
      </Button>
      <Button variant="danger" onClick={onConfirm} loading={merge.isPending}>
        {t('merge.confirm')}
      </Button>
    </>
  ) : (
    <>
      <Button variant="secondary" onClick={close}>
        {t('actions.cancel')}
      </Button>
      <Button onClick={() => setConfirming(true)} disabled={!chosen}>
        {t('merge.next')}
      </Button>
    </>
  );

  return (
    <Modal open={open} onClose={close} title={t('merge.title')} size="lg" closeLabel={t('actions.close')} footer={footer}>
      {confirming && chosen ? (
        <div className="space-y-4 text-sm text-ink-700">
          <p>{t('merge.question', { duplicate: item.title, original: chosen.title })}</p>
          <p className="rounded-xl bg-amber-50 px-4 py-3 font-medium text-amber-900 ring-1 ring-amber-200">
            {t('merge.explain')}
          </p>
          <FormAlert message={merge.error ? t('merge.failed', { message: merge.error.message }) : null} />
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-ink-600">{t('merge.intro', { title: item.title })}</p>
          <SearchField
            value={search}
            onChange={setSearch}
            label={t('merge.searchLabel')}
            placeholder={t('merge.searchPlaceholder')}
          />
          <fieldset className="min-w-0">
            <legend className="mb-2 text-sm font-medium text-ink-800">{t('merge.pick')}</legend>
            {candidates.isPending ? (
              <Spinner size="sm" label={t('merge.loading')} className="py-6" />
            ) : options.length === 0 ? (
              <p className="rounded-xl border border-dashed border-ink-300 px-4 py-6 text-center text-sm text-ink-500">
                {t('merge.none')}
              </p>
            ) : (
              <ul className="max-h-72 space-y-2 overflow-y-auto p-0.5">
                {options.map((option) => (
                  <li key={option._id}>
                    <label
                      className={`flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 ring-1 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${
                        chosen?._id === option._id ? 'bg-brand-50 ring-brand-300' : 'bg-white ring-ink-200 hover:bg-ink-50'
                      }`}
                    >
                      <input
                        type="radio"
                        name="merge-original"
                        value={option._id}
                        checked={chosen?._id === option._id}
                        onChange={() => setChosen(option)}
                        className="size-4 accent-brand-600"
                      />
                      <span dir="auto" className="min-w-0 flex-1 text-sm font-medium text-ink-900">
                        {option.title}
                      </span>
                      <StatusBadge status={option.status} />
                      <span className="w-14 shrink-0 text-end text-xs text-ink-500 tabular-nums">
                        {t('vote.count', { count: option.voteCount, formatted: formatNumber(option.voteCount, i18n.language) })}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
        </div>
      )}
    </Modal>
  );
}
