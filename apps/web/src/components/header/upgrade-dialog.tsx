import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Modal } from '@/components/ui/modal';

/** The 'Upgrade Required' dialog itself; loaded only when it is first needed. */
export function UpgradeDialog({ message, onClose }: { message?: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open onClose={onClose} title={t('upgrade.title')} size="sm">
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-600">
          <Icon name="sparkles" className="size-6" />
        </span>
        <p className="text-sm leading-6 text-ink-600">{message || t('upgrade.message')}</p>
        <Button onClick={onClose} className="w-full sm:w-auto">
          {t('actions.close')}
        </Button>
      </div>
    </Modal>
  );
}
