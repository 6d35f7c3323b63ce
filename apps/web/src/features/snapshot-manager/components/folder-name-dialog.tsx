import { ZSnapshotFolderCreate } from '@atrium/contracts/snapshots';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';

interface FolderNameDialogProps {
  open: boolean;
  title: string;
  initialName?: string;
  submitLabel: string;
  pending: boolean;
  /** The server's answer when it refused (the dialog stays open). */
  error: string | null;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** A folder's name, new or renamed; checked with the contracts' rule before it is sent. */
export function FolderNameDialog({
  open,
  title,
  initialName = '',
  submitLabel,
  pending,
  error,
  onSubmit,
  onClose,
}: FolderNameDialogProps) {
  const { t } = useTranslation('snapshot-manager');
  const [name, setName] = useState(initialName);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ZSnapshotFolderCreate.shape.name.safeParse(name).success) {
      setProblem(t('folders.nameInvalid'));
      return;
    }
    onSubmit(name.trim());
  };
  return (
    <Modal open={open} onClose={onClose} title={title} size="sm">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field
          label={t('folders.name')}
          name="folder-name"
          value={name}
          maxLength={80}
          autoFocus
          onChange={(event) => {
            setName(event.target.value);
            setProblem(null);
          }}
          error={problem}
        />
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
