import type { TPerson } from '@atrium/contracts/support';
import { useTranslation } from 'react-i18next';
import { initials, shortName } from '@/features/support/utils/people';

/** "Also viewing: Dana K." with small avatars: the others who have this ticket open right now. */
export function ViewersBar({ viewers }: { viewers: TPerson[] }) {
  const { t } = useTranslation('support');
  if (viewers.length === 0) return null;
  return (
    <p
      role="status"
      className="flex items-center gap-2 self-start rounded-full bg-emerald-50 py-1 ps-1 pe-3 text-xs text-emerald-800 ring-1 ring-emerald-200"
    >
      <span aria-hidden="true" className="flex -space-x-1.5 rtl:space-x-reverse">
        {viewers.slice(0, 3).map((v) => (
          <span
            key={v._id}
            className="flex size-6 items-center justify-center rounded-full bg-emerald-600 text-[10px] font-semibold text-white ring-2 ring-white"
          >
            {initials(v.name)}
          </span>
        ))}
      </span>
      <span>
        <span className="font-medium">{t('detail.alsoViewing')}</span>{' '}
        {viewers.map((v, i) => (
          // Isolated, so "Dana K." keeps its full stop in right-to-left pages.
          <span key={v._id}>
            {i > 0 ? ', ' : null}
            <bdi>{shortName(v.name)}</bdi>
          </span>
        ))}
      </span>
    </p>
  );
}
