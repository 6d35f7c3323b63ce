import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../components/ui/button';
import { Modal } from '../../../../../components/ui/modal';
import { TextareaField } from '../../../../../components/ui/textarea-field';
import { useSaveItem } from '../../api/authoring-resources';
import type { QuizQuestion } from '../../api/quiz-types';
import { type FieldErrors, saveFailure } from '../../utils/form-errors';
import {
  emptyQuestion,
  fromQuestion,
  type QuestionFormValues,
  type QuestionKind,
  setKind,
  validateQuestion,
} from '../../utils/question-form';
import { FormAlert } from '../manage-states';
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const save = useSaveItem<QuizQuestion>('questions');
  const formId = `question-form-${question?._id ?? sectionId}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const result = validateQuestion(values, sectionId, t);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    save.mutate(
      { id: question?._id ?? null, body: question ? result.update : { ...result.create, position } },
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
      size="lg"
      onClose={onClose}
      title={question ? t('question.editTitle') : t('question.newTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={save.isPending}>
            {question ? t('actions.save') : t('question.add')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-5">
        <FormAlert message={message} />
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
      </form>
    </Modal>
  );
}
