import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextareaField } from '@/components/ui/textarea-field';
import type { QuizQuestion } from '@/features/education/authoring-quizzes/api/quiz-types';
import { FormDialog } from '@/features/education/authoring-quizzes/components/form-dialog';
import { type FormCheck, useSaveForm } from '@/features/education/authoring-quizzes/hooks/use-save-form';
import {
  emptyQuestion,
  fromQuestion,
  type QuestionFormValues,
  type QuestionKind,
  setKind,
  validateQuestion,
} from '@/features/education/authoring-quizzes/utils/question-form';
import { QuestionOptionsEditor } from './question-options-editor';

const FIELDS = ['kind', 'prompt', 'options', 'correct', 'explanation'];
const KINDS: QuestionKind[] = ['single', 'multiple'];

export interface QuestionFormDialogProps {
  sectionId: string;
  /** The question to edit; null adds one at `position`. */
  question: QuizQuestion | null;
  position: number;
  onClose: () => void;
}

/** Adds or edits a question; checked with the server's contract first, and the input survives any error. */
export function QuestionFormDialog({ sectionId, question, position, onClose }: QuestionFormDialogProps) {
  const { t } = useTranslation('authoring-quizzes');
  const [values, setValues] = useState<QuestionFormValues>(() => (question ? fromQuestion(question) : emptyQuestion()));
  const { errors, message, saving, submit } = useSaveForm<QuizQuestion>('questions', FIELDS);
  const formId = `question-form-${question?._id ?? sectionId}`;

  // An edit sends no section (a question stays in its own); a new one goes in at `position`.
  const check = (): FormCheck => {
    const result = validateQuestion(values, sectionId, t);
    if (!result.ok) return result;
    return { ok: true, body: question ? result.update : { ...result.create, position } };
  };

  return (
    <FormDialog
      formId={formId}
      size="lg"
      title={question ? t('question.editTitle') : t('question.newTitle')}
      submitLabel={question ? t('actions.save') : t('question.add')}
      saving={saving}
      message={message}
      onSubmit={submit(question?._id ?? null, check, onClose)}
      onClose={onClose}
      className="space-y-5"
    >
      <fieldset>
        <legend className="text-sm font-medium text-ink-800">{t('question.fields.kind')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {KINDS.map((kind) => (
            <label
              key={kind}
              className={`flex cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 transition has-focus-visible:ring-2 has-focus-visible:ring-brand-500 ${
                values.kind === kind ? 'bg-brand-50 ring-brand-300' : 'bg-white ring-ink-200 hover:ring-ink-300'
              }`}
            >
              <input
                type="radio"
                name={`${formId}-kind`}
                value={kind}
                checked={values.kind === kind}
                onChange={() => setValues((v) => setKind(v, kind))}
                className="mt-0.5 size-4 accent-brand-600"
              />
              <span>
                <span className="block text-sm font-medium text-ink-900">{t(`question.kinds.${kind}`)}</span>
                <span className="block text-xs text-ink-500">{t(`question.kindHints.${kind}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextareaField
        label={t('question.fields.prompt')}
        name="prompt"
        rows={2}
        value={values.prompt}
        onChange={(e) => setValues((v) => ({ ...v, prompt: e.target.value }))}
        error={errors.prompt}
        autoFocus
      />
      <QuestionOptionsEditor values={values} errors={errors} onChange={setValues} />
      <TextareaField
        label={t('question.fields.explanation')}
        name="explanation"
        rows={2}
        value={values.explanation}
        onChange={(e) => setValues((v) => ({ ...v, explanation: e.target.value }))}
        error={errors.explanation}
        hint={t('question.fields.explanationHint')}
      />
    </FormDialog>
  );
}
