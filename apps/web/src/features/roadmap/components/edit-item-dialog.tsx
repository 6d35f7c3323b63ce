import type { TRoadmapItem } from '@atrium/contracts/roadmap';
import { type FormEvent, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useRoadmapCategories } from '@/features/roadmap/api/get-roadmap-categories';
import { useUpdateRoadmapItem } from '@/features/roadmap/api/save-roadmap-item';
import { ITEM_FIELDS, type ItemFormValues, toItemValues, validateItemUpdate } from '@/features/roadmap/utils/item-form';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { refusal, topField } from '@/lib/forms/server-errors';
import { useFocusFirstError } from '@/lib/forms/use-focus-first-error';
import { ItemFormFields } from './item-form-fields';

/** A manager changes an item's title, description, status, category or target date. */
export function EditItemDialog({ item, open, onClose }: { item: TRoadmapItem; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('roadmap');
  const formId = useId();
  const [values, setValues] = useState<ItemFormValues>(() => toItemValues(item));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const update = useUpdateRoadmapItem(item._id);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);
  const categories = useRoadmapCategories(item.app?._id ?? 'platform');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    setMessage(null);
    const checked = validateItemUpdate(values, t);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    try {
      await update.mutateAsync(checked.body);
      toast.success(t('edit.saved'));
      onClose();
    } catch (error) {
      const failure = refusal(error, topField(ITEM_FIELDS));
      setErrors(failure.errors);
      setMessage(failure.message);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('edit.title')}
      size="lg"
      closeLabel={t('actions.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={update.isPending}>
            {t('edit.save')}
          </Button>
        </>
      }
    >
      <form ref={formRef} id={formId} noValidate onSubmit={onSubmit} className="space-y-5">
        <FormAlert message={message} />
        <ItemFormFields
          values={values}
          onChange={(patch) => {
            setValues((v) => ({ ...v, ...patch }));
            setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
          }}
          errors={errors}
          categories={(categories.data ?? []).map((c) => c.name)}
        />
      </form>
    </Modal>
  );
}
