import type { TQuizChapter } from '@atrium/contracts/quizzes';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../components/ui/button';
import { Field } from '../../../../../components/ui/field';
import { Modal } from '../../../../../components/ui/modal';
import { TextareaField } from '../../../../../components/ui/textarea-field';
import { useSaveItem } from '../../api/authoring-resources';
import { type ChapterFormValues, toChapterValues, validateChapter } from '../../utils/chapter-form';
import { type FieldErrors, saveFailure } from '../../utils/form-errors';
import { FormAlert } from '../manage-states';

const FIELDS = ['title', 'description', 'passingScore', 'maxAttempts'];

export interface ChapterFormDialogProps {
  /** The quiz to edit; null creates one (as a draft, after the others). */
  chapter: TQuizChapter | null;
  position: number;
  onClose: () => void;
  onSaved?: (chapter: TQuizChapter) => void;
}

/** A quiz's details: title, description, passing score and attempt limit. Mounted only while open. */
export function ChapterFormDialog({ chapter, position, onClose, onSaved }: ChapterFormDialogProps) {
  const { t } = useTranslation('authoring-quizzes');
  const [values, setValues] = useState<ChapterFormValues>(() => toChapterValues(chapter));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const save = useSaveItem<TQuizChapter>('question_chapters');
  const formId = chapter ? `chapter-form-${chapter._id}` : 'chapter-form-new';

  const set = (field: keyof ChapterFormValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateChapter(values, t);
    setMessage(null);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    const body = chapter ? result.body : { ...result.body, status: 'draft' as const, position };
    save.mutate(
      { id: chapter?._id ?? null, body },
      {
        onSuccess: (saved) => {
          onSaved?.(saved);
          onClose();
        },
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
      title={chapter ? t('chapter.editTitle') : t('chapter.newTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={save.isPending}>
            {chapter ? t('actions.save') : t('chapter.create')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        <FormAlert message={message} />
        <Field
          label={t('chapter.fields.title')}
          name="title"
          value={values.title}
          onChange={set('title')}
          error={errors.title}
          autoFocus
        />
        <TextareaField
          label={t('chapter.fields.description')}
          name="description"
          rows={3}
          value={values.description}
          onChange={set('description')}
          error={errors.description}
          hint={t('chapter.fields.descriptionHint')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('chapter.fields.passingScore')}
            name="passingScore"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            value={values.passingScore}
            onChange={set('passingScore')}
            error={errors.passingScore}
            hint={t('chapter.fields.passingScoreHint')}
          />
          <Field
            label={t('chapter.fields.maxAttempts')}
            name="maxAttempts"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            value={values.maxAttempts}
            onChange={set('maxAttempts')}
            error={errors.maxAttempts}
            hint={t('chapter.fields.maxAttemptsHint')}
          />
        </div>
      </form>
    </Modal>
  );
}
