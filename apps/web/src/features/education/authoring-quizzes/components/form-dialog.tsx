import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal, type ModalProps } from '@/components/ui/modal';
import { FormAlert } from './manage-states';

export interface FormDialogProps {
  formId: string;
  title: string;
  /** The submit button's text ("Create quiz", "Save"). */
  submitLabel: string;
  size?: ModalProps['size'];
  saving: boolean;
  /** A problem not tied to one field, shown above the form. */
  message: string | null;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  /** Spacing between the fields. */
  className?: string;
  children: ReactNode;
}

/** The dialog every authoring form sits in: the form (no browser validation), its alert, Cancel and submit. */
export function FormDialog({
  formId,
  title,
  submitLabel,
  size,
  saving,
  message,
  onSubmit,
  onClose,
  className = 'space-y-4',
  children,
}: FormDialogProps) {
  const { t } = useTranslation('authoring-quizzes');
  return (
    <Modal
      open
      size={size}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className={className}>
        <FormAlert message={message} />
        {children}
      </form>
    </Modal>
  );
}
