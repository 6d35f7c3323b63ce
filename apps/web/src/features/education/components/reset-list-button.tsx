import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-classes';
import { Modal } from '@/components/ui/modal';
import type { StepKind } from '@/features/education/api/education-keys';
import { useResetStepList } from '@/features/education/api/reset-step-list';
import { IsolatedText } from './isolated-text';

export interface ResetListButtonProps {
  kind: StepKind;
  listId: string;
  title: string;
  disabled: boolean;
}

/** Reset, behind a confirmation: it throws away every tick on the list, and there is no undo. */
export function ResetListButton({ kind, listId, title, disabled }: ResetListButtonProps) {
  const { t } = useTranslation('education');
  const [confirming, setConfirming] = useState(false);
  const reset = useResetStepList(kind);
  const close = () => {
    setConfirming(false);
    reset.reset();
  };
  const confirm = () => reset.mutate(listId, { onSuccess: () => setConfirming(false) });
  return (
    <>
      <button type="button" onClick={() => setConfirming(true)} disabled={disabled} className={buttonClasses('secondary', 'sm')}>
        {t('steps.reset.button')}
      </button>
      <Modal
        open={confirming}
        onClose={close}
        title={t('steps.reset.title')}
        size="sm"
        closeLabel={t('steps.close')}
        footer={
          <>
            <button type="button" onClick={close} className={buttonClasses('secondary')}>
              {t('steps.cancel')}
            </button>
            <button type="button" onClick={confirm} disabled={reset.isPending} className={buttonClasses('danger')}>
              {reset.isPending ? t('steps.reset.working') : t('steps.reset.confirm')}
            </button>
          </>
        }
      >
        <p className="text-sm text-ink-600">
          <IsolatedText i18nKey="steps.reset.body" name="title" value={title} />
        </p>
        {reset.isError ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {t('steps.reset.failed')}
          </p>
        ) : null}
      </Modal>
    </>
  );
}
