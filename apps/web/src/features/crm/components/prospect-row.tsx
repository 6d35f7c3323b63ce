import type { TProspect } from '@atrium/contracts/prospects';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { type PillTone, StatusPill } from '@/components/ui/status-pill';

const TONE: Record<TProspect['status'], PillTone> = {
  new: 'idle',
  contacted: 'busy',
  qualified: 'busy',
  won: 'good',
  lost: 'bad',
  converted: 'good',
};

export interface ProspectRowProps {
  prospect: TProspect;
  canManage: boolean;
  onEdit: (prospect: TProspect) => void;
  onDelete: (prospect: TProspect) => void;
  onConvert: (prospect: TProspect) => void;
  onTag: (tag: string) => void;
}

/** A prospect as a card row: business, contact, status and tags (a tag filters the list), and its actions. */
export function ProspectRow({ prospect, canManage, onEdit, onDelete, onConvert, onTag }: ProspectRowProps) {
  const { t } = useTranslation('crm', { keyPrefix: 'prospects' });
  const contact = [prospect.contactName, prospect.email, prospect.phone].filter(Boolean);
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start sm:gap-4 sm:px-5">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-base font-semibold text-ink-900" dir="auto">
            {prospect.businessName}
          </h3>
          <StatusPill tone={TONE[prospect.status]}>{t(`status.${prospect.status}`)}</StatusPill>
        </div>
        {contact.length > 0 ? (
          <p className="mt-1 text-sm break-words text-ink-600" dir="auto">
            {contact.join(' · ')}
          </p>
        ) : null}
        {prospect.city || prospect.country ? (
          <p className="text-xs text-ink-500" dir="auto">
            {[prospect.city, prospect.country].filter(Boolean).join(', ')}
          </p>
        ) : null}
        {prospect.crmLocationId ? (
          <p className="mt-1 text-xs text-green-700">{t('convertedTo', { id: prospect.crmLocationId })}</p>
        ) : null}
        {prospect.tags.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('tagsLabel')}>
            {prospect.tags.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  onClick={() => onTag(tag)}
                  aria-label={t('filterByTag', { tag })}
                  className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs text-ink-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                >
                  <span dir="auto">{tag}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {canManage ? (
        <div className="flex shrink-0 flex-wrap gap-2">
          {prospect.status !== 'converted' ? (
            <Button size="sm" onClick={() => onConvert(prospect)}>
              {t('convert')}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onEdit(prospect)}
            aria-label={t('editOf', { name: prospect.businessName })}
          >
            {t('edit')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700 hover:bg-red-50"
            onClick={() => onDelete(prospect)}
            aria-label={t('deleteOf', { name: prospect.businessName })}
          >
            {t('delete')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
