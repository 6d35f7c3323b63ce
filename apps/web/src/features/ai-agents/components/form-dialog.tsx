import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

export interface FormDialogProps {
  title: string;
  submitLabel: string;
  pending: boolean;
  formError: string | null;
  onSubmit: () => void;
  onClose: () => void;
  size?: 'sm' | 'md';
  children: ReactNode;
}

/** A dialog holding one small form, with Cancel and its submit button in the footer. */
export function FormDialog({
  title,
  submitLabel,
  pending,
  formError,
  onSubmit,
  onClose,
  size = 'md',
  children,
}: FormDialogProps) {
  const { t } = useTranslation('aiAgents');
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size={size}
      closeLabel={t('actions.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        <FormAlert message={formError} />
        {children}
      </form>
    </Modal>
  );
}
