import { useTranslation } from 'react-i18next';
import type { AuthoringItem } from '@/features/education/authoring/descriptor/group-descriptor';

const pill = 'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset';

/** Draft or Published. */
export function StatusBadge({ status }: { status: NonNullable<AuthoringItem['status']> }) {
  const { t } = useTranslation('authoring');
  const published = status === 'published';
  return (
    <span
      className={`${pill} ${published ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-amber-50 text-amber-800 ring-amber-200'}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${published ? 'bg-emerald-500' : 'bg-amber-500'}`} />
      {t(`status.${status}`)}
    </span>
  );
}

const OWNER_TONES = {
  platform: 'bg-brand-50 text-brand-800 ring-brand-200',
  agency: 'bg-ink-50 text-ink-700 ring-ink-200',
  partner: 'bg-violet-50 text-violet-800 ring-violet-200',
} as const;

/** Platform, Agency or Partner, and whether this viewer may change it. */
export function OwnerBadge({ owner, readOnly }: { owner: AuthoringItem['owner']; readOnly: boolean }) {
  const { t } = useTranslation('authoring');
  return (
    <span className={`${pill} ${OWNER_TONES[owner]}`}>
      {t(`owner.${owner}`)}
      {readOnly ? <span className="text-ink-500">· {t('owner.readOnly')}</span> : null}
    </span>
  );
}
