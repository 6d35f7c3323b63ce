import type { TQuizChapter } from '@atrium/contracts/quizzes';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';

/**
 * A chapter's questions, passing score and attempts, as `dt`/`dd` pairs for the list and the editor's `dl`.
 * Without `questionCount` (a quiz whose questions the viewer may not read) the count is left out.
 */
export function ChapterFacts({
  chapter,
  questionCount,
}: {
  chapter: Pick<TQuizChapter, 'passingScore' | 'maxAttempts'>;
  questionCount?: number;
}) {
  const { t, i18n } = useTranslation('authoring-quizzes');
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <>
      {questionCount === undefined ? null : (
        <div className="flex gap-1.5">
          <dt>{t('quizzes.questions')}</dt>
          <dd className="font-medium text-ink-900">{n(questionCount)}</dd>
        </div>
      )}
      <div className="flex gap-1.5">
        <dt>{t('quizzes.passingScore')}</dt>
        <dd className="font-medium text-ink-900">{t('quizzes.percent', { value: n(chapter.passingScore) })}</dd>
      </div>
      <div className="flex gap-1.5">
        <dt>{t('quizzes.attempts')}</dt>
        <dd className="font-medium text-ink-900">
          {chapter.maxAttempts === null ? t('quizzes.unlimited') : n(chapter.maxAttempts)}
        </dd>
      </div>
    </>
  );
}
