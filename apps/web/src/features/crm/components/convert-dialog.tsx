import type { TProspect } from '@atrium/contracts/prospects';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useConvertProspect } from '@/features/crm/api/prospects';

/** Asks before a prospect becomes a CRM location, shows the work, then what was created (or why it was not). */
export function ConvertDialog({ prospect, onClose }: { prospect: TProspect; onClose: () => void }) {
  const { t } = useTranslation('crm', { keyPrefix: 'prospects.convertDialog' });
  const convert = useConvertProspect();
  const done = convert.data;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('title', { name: prospect.businessName })}
      size="sm"
      footer={
        done ? (
          <Button onClick={onClose}>{t('close')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={convert.isPending}>
              {t('cancel')}
            </Button>
            <Button onClick={() => convert.mutate(prospect._id)} loading={convert.isPending}>
              {convert.isError ? t('retry') : t('confirm')}
            </Button>
          </>
        )
      }
    >
      <div aria-live="polite" className="flex flex-col gap-3 text-sm text-ink-700">
        {done ? (
          <p className="rounded-lg bg-green-50 px-3 py-2 text-green-800 ring-1 ring-green-200">
            {t('done', { name: done.businessName, id: done.crmLocationId ?? '—' })}
          </p>
        ) : convert.isPending ? (
          <p className="flex items-center gap-2">
            <Spinner size="sm" label={t('working')} />
            <span aria-hidden="true">{t('working')}</span>
          </p>
        ) : (
          <p>{t('body')}</p>
        )}
        {convert.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-700 ring-1 ring-red-200">
            {convert.error.message}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
