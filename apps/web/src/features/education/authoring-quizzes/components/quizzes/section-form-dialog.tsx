import { ZQuizSectionCreate } from '@atrium/contracts/quizzes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import type { QuizSection } from '@/features/education/authoring-quizzes/api/quiz-types';
import { FormDialog } from '@/features/education/authoring-quizzes/components/form-dialog';
import { type FormCheck, useSaveForm } from '@/features/education/authoring-quizzes/hooks/use-save-form';
import { quizIssueMessage } from '@/features/education/authoring-quizzes/utils/quiz-issue-message';
import { byPath, collectErrors } from '@/lib/forms/field-errors';

export interface SectionFormDialogProps {
  chapterId: string;
  /** The section to rename; null adds one at `position`. */
  section: QuizSection | null;
  position: number;
  onClose: () => void;
}

/** A section's title (sections group a quiz's questions, in order). */
export function SectionFormDialog({ chapterId, section, position, onClose }: SectionFormDialogProps) {
  const { t } = useTranslation('authoring-quizzes');
  const [title, setTitle] = useState(section?.title ?? '');
  const { errors, message, saving, submit } = useSaveForm<QuizSection>('question_sections', ['title']);
  const formId = `section-form-${section?._id ?? 'new'}`;

  // Checked as a create either way (the title's rules); a rename sends the title alone.
  const check = (): FormCheck => {
    const parsed = ZQuizSectionCreate.safeParse({ chapterId, title, position });
    if (!parsed.success)
      return { ok: false, errors: collectErrors(parsed.error.issues, byPath, (issue) => quizIssueMessage(issue, t)) };
    return { ok: true, body: section ? { title } : { chapterId, title, position } };
  };

  return (
    <FormDialog
      formId={formId}
      size="sm"
      title={section ? t('section.editTitle') : t('section.newTitle')}
      submitLabel={section ? t('actions.save') : t('section.add')}
      saving={saving}
      message={message}
      onSubmit={submit(section?._id ?? null, check, onClose)}
      onClose={onClose}
    >
      <Field
        label={t('section.fields.title')}
        name="title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={errors.title}
        autoFocus
      />
    </FormDialog>
  );
}
