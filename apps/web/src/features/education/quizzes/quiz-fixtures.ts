import type { TQuizChapter, TQuizResult, TQuizToTake } from '@atrium/contracts/quizzes';

/** Test data of the quiz screens, shaped by the contracts. */
const id = (n: number) => `0190a0a0-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;
const at = (day: number, hour = 10) => `2026-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;

export const BASICS: TQuizChapter = {
  _id: id(0x100),
  title: 'Atrium basics',
  description: '<p>Apps, progress and your agency.</p>',
  passingScore: 70,
  maxAttempts: 3,
  position: 0,
  status: 'published',
  owner: 'platform',
  createdAt: at(1),
  updatedAt: at(1),
};
export const SAFETY: TQuizChapter = {
  ...BASICS,
  _id: id(0x101),
  title: 'Data safety',
  description: null,
  passingScore: 80,
  maxAttempts: null,
  position: 1,
};

export const Q_INSTALL = {
  _id: id(0x201),
  kind: 'single' as const,
  prompt: 'Who can install any app?',
  options: [
    { id: 'a', text: 'Agency admins' },
    { id: 'b', text: 'Location staff' },
  ],
};
export const Q_POINTS = {
  _id: id(0x202),
  kind: 'multiple' as const,
  prompt: 'Which of these earn points?',
  options: [
    { id: 'a', text: 'Checklist items' },
    { id: 'b', text: 'Opening the home page' },
    { id: 'c', text: 'Passing a quiz' },
  ],
};
export const Q_KEYS = {
  _id: id(0x203),
  kind: 'single' as const,
  prompt: 'Where do API keys show after saving?',
  options: [
    { id: 'a', text: 'In full' },
    { id: 'b', text: 'Only their last four characters' },
  ],
};

export const takeOf = (chapter: TQuizChapter, over: Partial<TQuizToTake> = {}): TQuizToTake => ({
  chapter,
  sections: [
    { _id: id(0x301), title: 'Apps', questions: [Q_INSTALL, Q_POINTS] },
    { _id: id(0x302), title: 'Your agency', questions: [Q_KEYS] },
  ],
  attemptsUsed: 0,
  attemptsLeft: chapter.maxAttempts,
  passed: false,
  ...over,
});

export const resultOf = (over: Partial<TQuizResult> = {}): TQuizResult => ({
  _id: id(0x401),
  chapterId: BASICS._id,
  chapterTitle: BASICS.title,
  personName: 'Liam Evans',
  attempt: 1,
  score: 67,
  correctCount: 2,
  total: 3,
  passed: false,
  passingScore: 70,
  // The server's order, not the quiz's: the screen puts them back in the quiz's order.
  questions: [
    { questionId: Q_KEYS._id, correct: false, explanation: '<p>Only the last four characters.</p>' },
    { questionId: Q_INSTALL._id, correct: true, explanation: '<p>Agency admins install anywhere.</p>' },
    { questionId: Q_POINTS._id, correct: true, explanation: null },
  ],
  createdAt: at(12, 9),
  ...over,
});
