import type { TQuizChapter } from '@atrium/contracts/quizzes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { FormDialog } from '@/features/education/authoring-quizzes/components/form-dialog';
import { type FormCheck, useSaveForm } from '@/features/education/authoring-quizzes/hooks/use-save-form';
import {
  type ChapterFormValues,
  toChapterValues,
  validateChapter,
} from '@/features/education/authoring-quizzes/utils/chapter-form';

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
  const { errors, message, saving, submit } = useSaveForm<TQuizChapter>('question_chapters', FIELDS);
  const formId = chapter ? `chapter-form-${chapter._id}` : 'chapter-form-new';

  const set = (field: keyof ChapterFormValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  // A new quiz starts as a draft, after the others.
  const check = (): FormCheck => {
    const result = validateChapter(values, t);
    if (!result.ok || chapter) return result;
    return { ok: true, body: { ...result.body, status: 'draft' as const, position } };
  };
  const saved = (row: TQuizChapter) => {
    onSaved?.(row);
    onClose();
  };

  return (
    <FormDialog
      formId={formId}
      title={chapter ? t('chapter.editTitle') : t('chapter.newTitle')}
      submitLabel={chapter ? t('actions.save') : t('chapter.create')}
      saving={saving}
      message={message}
      onSubmit={submit(chapter?._id ?? null, check, saved)}
      onClose={onClose}
    >
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
    </FormDialog>
  );
}
