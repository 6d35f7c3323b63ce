import { ZLocationCreate } from '@atrium/contracts/installs';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { type CreatedLocation, useCreateLocation } from '@/features/installs/api/create-location';

const MAX_NAME = 120;

interface AddLocationDialogProps {
  onClose: () => void;
  onCreated?: (created: CreatedLocation) => void;
}

/**
 * Adds a location to the agency. Mounted only while open, so every opening starts with an empty form.
 * The name is checked with the contract; its messages are English, so the reader's language replaces them.
 */
export function AddLocationDialog({ onClose, onCreated }: AddLocationDialogProps) {
  const { t } = useTranslation('installs');
  const formId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateLocation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZLocationCreate.safeParse({ name });
    if (!parsed.success) {
      const tooLong = parsed.error.issues.some((issue) => issue.code === 'too_big');
      setError(tooLong ? t('locations.nameTooLong', { max: MAX_NAME, count: MAX_NAME }) : t('locations.nameTooShort'));
      return;
    }
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        const added = t('locations.added', { name: created.location.name });
        const auto =
          created.autoInstalled === null
            ? ''
            : created.autoInstalled === 0
              ? t('locations.autoInstalledNone')
              : t('locations.autoInstalled', { count: created.autoInstalled });
        toast.success(auto ? `${added} ${auto}` : added);
        onCreated?.(created);
        onClose();
      },
    });
  };

  // Closing mid-save would hide the outcome; the request finishes either way.
  const close = () => {
    if (!create.isPending) onClose();
  };

  return (
    <Modal
      open
      onClose={close}
      title={t('locations.addTitle')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={create.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={create.isPending}>
            {create.isPending ? t('locations.saving') : t('locations.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        <Field
          label={t('locations.name')}
          name="name"
          value={name}
          maxLength={MAX_NAME}
          autoComplete="off"
          autoFocus
          placeholder={t('locations.namePlaceholder')}
          readOnly={create.isPending}
          onChange={(e) => {
            setName(e.target.value);
            if (error) setError(null);
          }}
          error={error}
          hint={t('locations.nameHint')}
        />
        {create.isError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-700">
            {t('states.error', { message: create.error.message })}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
