import type { TPodcast, TPodcastCreate } from '@atrium/contracts/podcasts';
import { useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useCreatePodcast } from '@/features/podcasts/api/create-podcast';
import { useUpdatePodcast } from '@/features/podcasts/api/update-podcast';
import { type PodcastFormErrors, serverFieldErrors, toFormValues } from '@/features/podcasts/utils/podcast-form';
import { ApiError } from '@/lib/api-client';
import { PodcastForm } from './podcast-form';

export interface PodcastFormModalProps {
  open: boolean;
  /** The podcast to edit; null creates a new one. */
  podcast: TPodcast | null;
  onClose: () => void;
}

export function PodcastFormModal({ open, podcast, onClose }: PodcastFormModalProps) {
  const { t } = useTranslation('admin', { keyPrefix: 'podcasts' });
  const create = useCreatePodcast();
  const update = useUpdatePodcast();
  const [serverErrors, setServerErrors] = useState<PodcastFormErrors>({});
  const formId = useId();
  const initial = useMemo(() => toFormValues(podcast), [podcast]);
  const pending = create.isPending || update.isPending;

  const close = () => {
    setServerErrors({});
    onClose();
  };

  const submit = async (body: TPodcastCreate) => {
    try {
      if (podcast) await update.mutateAsync({ id: podcast._id, body });
      else await create.mutateAsync(body);
      toast.success(podcast ? t('toast.updated') : t('toast.created'));
      close();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof ApiError && error.status === 400) setServerErrors(serverFieldErrors(error.data));
      toast.error(t('toast.error', { message }));
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={podcast ? t('form.editTitle') : t('form.createTitle')}
      size="xl"
      closeLabel={t('actions.close')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {pending ? t('saving') : podcast ? t('actions.save') : t('actions.create')}
          </Button>
        </>
      }
    >
      {/* Keyed so switching between podcasts starts from that podcast's values. */}
      <PodcastForm
        key={podcast?._id ?? 'new'}
        formId={formId}
        initial={initial}
        serverErrors={serverErrors}
        disabled={pending}
        onSubmit={submit}
      />
    </Modal>
  );
}
