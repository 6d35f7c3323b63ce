import type { TCompetition } from '@atrium/contracts/players';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../components/ui/button';
import { Field } from '../../../../../components/ui/field';
import { Modal } from '../../../../../components/ui/modal';
import { TextareaField } from '../../../../../components/ui/textarea-field';
import { useSaveItem } from '../../api/authoring-resources';
import { type CompetitionFormValues, toCompetitionValues, validateCompetition } from '../../utils/competition-form';
import { type FieldErrors, saveFailure } from '../../utils/form-errors';
import { FormAlert } from '../manage-states';

const FIELDS = ['name', 'description', 'startsAt', 'endsAt'];

/** A competition's name, description and dates (date-time pickers in the viewer's time zone). */
export function CompetitionFormDialog({ competition, onClose }: { competition: TCompetition | null; onClose: () => void }) {
  const { t } = useTranslation('authoring-quizzes');
  const [values, setValues] = useState<CompetitionFormValues>(() => toCompetitionValues(competition));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const save = useSaveItem<TCompetition>('competition');
  const formId = `competition-form-${competition?._id ?? 'new'}`;
  const set = (field: keyof CompetitionFormValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const result = validateCompetition(values, t);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    save.mutate(
      { id: competition?._id ?? null, body: result.body },
      {
        onSuccess: onClose,
        onError: (error) => {
          const failure = saveFailure(error, FIELDS, t);
          setErrors(failure.errors);
          setMessage(failure.message);
        },
      },
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={competition ? t('competition.editTitle') : t('competition.newTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={save.isPending}>
            {competition ? t('actions.save') : t('competition.create')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        <FormAlert message={message} />
        <Field
          label={t('competition.fields.name')}
          name="name"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
          autoFocus
        />
        <TextareaField
          label={t('competition.fields.description')}
          name="description"
          rows={3}
          value={values.description}
          onChange={set('description')}
          error={errors.description}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('competition.fields.startsAt')}
            name="startsAt"
            type="datetime-local"
            value={values.startsAt}
            onChange={set('startsAt')}
            error={errors.startsAt}
          />
          <Field
            label={t('competition.fields.endsAt')}
            name="endsAt"
            type="datetime-local"
            min={values.startsAt || undefined}
            value={values.endsAt}
            onChange={set('endsAt')}
            error={errors.endsAt}
          />
        </div>
        <p className="text-xs text-ink-500">
          {t('competition.timeZone', { zone: Intl.DateTimeFormat().resolvedOptions().timeZone })}
        </p>
      </form>
    </Modal>
  );
}
