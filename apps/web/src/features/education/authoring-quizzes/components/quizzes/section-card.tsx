import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useReorder } from '@/features/education/authoring-quizzes/api/authoring-resources';
import type { QuizQuestion, QuizSection } from '@/features/education/authoring-quizzes/api/quiz-types';
import { MoveButtons } from '@/features/education/authoring-quizzes/components/move-buttons';
import { DeleteButton, RowActions } from '@/features/education/authoring-quizzes/components/row-actions';
import { StatusBadge } from '@/features/education/authoring-quizzes/components/status-badge';
import { movePatches } from '@/features/education/utils/position';
import { richToPlain } from '@/lib/plain-text';

export type SectionAction =
  | { kind: 'renameSection' }
  | { kind: 'deleteSection' }
  | { kind: 'addQuestion' }
  | { kind: 'editQuestion'; question: QuizQuestion }
  | { kind: 'deleteQuestion'; question: QuizQuestion };

export interface SectionCardProps {
  section: QuizSection;
  /** The section's questions in position order. */
  questions: QuizQuestion[];
  first: boolean;
  last: boolean;
  onMove: (direction: -1 | 1) => void;
  moving: boolean;
  onAction: (action: SectionAction) => void;
}

/** One section of a quiz: its questions with their right answers marked, and the section's own actions. */
export function SectionCard({ section, questions, first, last, onMove, moving, onAction }: SectionCardProps) {
  const { t } = useTranslation('authoring-quizzes');
  const reorder = useReorder('questions');

  return (
    <section aria-labelledby={`section-${section._id}`} className="rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-ink-100 px-4 py-3 sm:px-5">
        <h2 id={`section-${section._id}`} className="min-w-0 text-lg font-semibold break-words text-ink-900">
          {section.title}
        </h2>
        <div className="flex flex-wrap items-center gap-1">
          <MoveButtons name={section.title} first={first} last={last} disabled={moving} onMove={onMove} />
          <Button variant="ghost" size="sm" onClick={() => onAction({ kind: 'renameSection' })}>
            {t('section.rename')}
          </Button>
          <DeleteButton
            name={t('actions.deleteNamed', { name: section.title })}
            onClick={() => onAction({ kind: 'deleteSection' })}
          />
        </div>
      </div>
      {questions.length === 0 ? (
        <p className="px-4 py-6 text-sm text-ink-600 sm:px-5">{t('section.noQuestions')}</p>
      ) : (
        <ol aria-label={t('section.questionsLabel', { name: section.title })} className="divide-y divide-ink-100">
          {questions.map((question, index) => (
            <li key={question._id} className="px-4 py-4 sm:px-5">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="text-sm font-semibold text-ink-500">{index + 1}.</span>
                    <p className="font-medium break-words text-ink-900">{question.prompt}</p>
                    <StatusBadge tone="blue">{t(`question.kinds.${question.kind}`)}</StatusBadge>
                  </div>
                  <ul className="mt-2 space-y-1 ps-5 text-sm" aria-label={t('question.optionsOf', { number: index + 1 })}>
                    {question.options.map((option) => {
                      const right = question.correct.includes(option.id);
                      return (
                        <li
                          key={option.id}
                          className={`flex items-start gap-2 ${right ? 'font-medium text-emerald-700' : 'text-ink-600'}`}
                        >
                          <span className="mt-0.5 inline-flex size-4 shrink-0 items-center justify-center">
                            {right ? (
                              <Icon name="check" className="size-4" />
                            ) : (
                              <span className="size-1.5 rounded-full bg-ink-300" />
                            )}
                          </span>
                          <span className="break-words">
                            {option.text}
                            {right ? <span className="sr-only"> ({t('question.right')})</span> : null}
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                  {question.explanation ? (
                    <p className="mt-2 ps-5 text-xs break-words text-ink-500">
                      {t('question.explanationShown', { text: richToPlain(question.explanation) })}
                    </p>
                  ) : null}
                </div>
                <RowActions
                  edit={{
                    label: t('actions.edit'),
                    name: t('question.editNamed', { number: index + 1 }),
                    onClick: () => onAction({ kind: 'editQuestion', question }),
                  }}
                  deleteName={t('question.deleteNamed', { number: index + 1 })}
                  onDelete={() => onAction({ kind: 'deleteQuestion', question })}
                  className="flex shrink-0 flex-wrap items-center gap-1"
                >
                  <MoveButtons
                    name={t('question.nameForMove', { number: index + 1 })}
                    first={index === 0}
                    last={index === questions.length - 1}
                    disabled={reorder.isPending}
                    onMove={(direction) => reorder.mutate(movePatches(questions, question._id, direction))}
                  />
                </RowActions>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="border-t border-ink-100 px-4 py-3 sm:px-5">
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('question.addTo', { name: section.title })}
          onClick={() => onAction({ kind: 'addQuestion' })}
        >
          {t('question.add')}
        </Button>
      </div>
    </section>
  );
}
