import { ZQuizSectionCreate } from '@atrium/contracts/quizzes';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../components/ui/button';
import { Field } from '../../../../../components/ui/field';
import { Modal } from '../../../../../components/ui/modal';
import { useSaveItem } from '../../api/authoring-resources';
import type { QuizSection } from '../../api/quiz-types';
import { collectErrors, type FieldErrors, issueMessage, saveFailure } from '../../utils/form-errors';
import { FormAlert } from '../manage-states';

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
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const save = useSaveItem<QuizSection>('question_sections');
  const formId = `section-form-${section?._id ?? 'new'}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const parsed = ZQuizSectionCreate.safeParse({ chapterId, title, position });
    if (!parsed.success) {
      setErrors(collectErrors(parsed.error.issues, (issue) => issueMessage(issue, t)));
      return;
    }
    setErrors({});
    save.mutate(
      { id: section?._id ?? null, body: section ? { title } : { chapterId, title, position } },
      {
        onSuccess: onClose,
        onError: (error) => {
          const failure = saveFailure(error, ['title'], t);
          setErrors(failure.errors);
          setMessage(failure.message);
        },
      },
    );
  };

  return (
    <Modal
      open
      size="sm"
      onClose={onClose}
      title={section ? t('section.editTitle') : t('section.newTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={save.isPending}>
            {section ? t('actions.save') : t('section.add')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        <FormAlert message={message} />
        <Field
          label={t('section.fields.title')}
          name="title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={errors.title}
          autoFocus
        />
      </form>
    </Modal>
  );
}
