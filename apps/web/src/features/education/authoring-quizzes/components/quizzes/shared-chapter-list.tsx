import { educationGroups } from '@atrium/contracts/education-groups';
import type { TQuizChapter } from '@atrium/contracts/quizzes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-classes';
import { VisibilityBadge, VisibilityButton } from '@/features/education/components/visibility-controls';
import { ChapterFacts } from './chapter-facts';

/**
 * The platform's quizzes, for an agency admin: not theirs to edit, but theirs to hide from chosen locations
 * (decision 009), like every other shared item in the console.
 */
export function SharedChapterList({ chapters }: { chapters: readonly TQuizChapter[] }) {
  const { t } = useTranslation('authoring-quizzes');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-lg font-semibold text-ink-900">
        {t('quizzes.shared.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t('quizzes.shared.hint')}</p>
      <ul aria-labelledby={headingId} className="mt-4 space-y-3">
        {chapters.map((chapter) => (
          <li key={chapter._id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-200 sm:p-5">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="text-base font-semibold break-words text-ink-900">{chapter.title}</h3>
                  <VisibilityBadge api={educationGroups.question_chapters.hides} id={chapter._id} load />
                </div>
                <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-600">
                  <ChapterFacts chapter={chapter} />
                </dl>
              </div>
              <VisibilityButton
                api={educationGroups.question_chapters.hides}
                id={chapter._id}
                name={chapter.title}
                scope="item"
                className={buttonClasses('secondary', 'sm', 'self-start sm:self-auto')}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
