import type { TCompetition } from '@atrium/contracts/players';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { FormDialog } from '@/features/education/authoring-quizzes/components/form-dialog';
import { useSaveForm } from '@/features/education/authoring-quizzes/hooks/use-save-form';
import {
  type CompetitionFormValues,
  toCompetitionValues,
  validateCompetition,
} from '@/features/education/authoring-quizzes/utils/competition-form';

const FIELDS = ['name', 'description', 'startsAt', 'endsAt'];

/** A competition's name, description and dates (date-time pickers in the viewer's time zone). */
export function CompetitionFormDialog({ competition, onClose }: { competition: TCompetition | null; onClose: () => void }) {
  const { t } = useTranslation('authoring-quizzes');
  const [values, setValues] = useState<CompetitionFormValues>(() => toCompetitionValues(competition));
  const { errors, message, saving, submit } = useSaveForm<TCompetition>('competition', FIELDS);
  const formId = `competition-form-${competition?._id ?? 'new'}`;
  const set = (field: keyof CompetitionFormValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  return (
    <FormDialog
      formId={formId}
      title={competition ? t('competition.editTitle') : t('competition.newTitle')}
      submitLabel={competition ? t('actions.save') : t('competition.create')}
      saving={saving}
      message={message}
      onSubmit={submit(competition?._id ?? null, () => validateCompetition(values, t), onClose)}
      onClose={onClose}
    >
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
    </FormDialog>
  );
}
