import type { Db } from '../db/client';
import { quizChapters, quizQuestions, quizSections } from '../modules/education/quizzes.tables';

type Q = { prompt: string; options: string[]; correct: number[]; explanation: string };
const p = (text: string) => `<p>${text}</p>`;

/** "Atrium basics": twelve questions in three sections, 70% to pass, three attempts. */
const SECTIONS: { title: string; questions: Q[] }[] = [
  {
    title: 'Apps and installs',
    questions: [
      {
        prompt: 'Who can install any app for any location?',
        options: ['Agency admins', 'Location staff', 'End users'],
        correct: [0],
        explanation: p('Agency admins install for the agency and any of its locations.'),
      },
      {
        prompt: 'What can a location admin install?',
        options: ['Any app', 'Apps the agency approved', 'Nothing'],
        correct: [1],
        explanation: p('Locations install what their agency approved.'),
      },
      {
        prompt: 'What happens to saved credentials when an app is uninstalled?',
        options: ['They are kept for later', 'They are deleted at once', 'They move to the agency'],
        correct: [1],
        explanation: p('Uninstalling deletes the install’s credentials and keys.'),
      },
      {
        prompt: 'How long after uninstalling can you still review an app?',
        options: ['7 days', '15 days', '30 days'],
        correct: [1],
        explanation: p('Feedback is allowed for 15 days after uninstalling.'),
      },
    ],
  },
  {
    title: 'Education and progress',
    questions: [
      {
        prompt: 'Which of these earn points?',
        options: ['Completing checklist items', 'Finishing onboarding steps', 'Opening the home page', 'Passing a quiz'],
        correct: [0, 1, 3],
        explanation: p('Completions and passed quizzes count; visits do not.'),
      },
      {
        prompt: 'Progress is kept…',
        options: ['per person only', 'per person and location', 'per agency'],
        correct: [1],
        explanation: p('Each person’s progress is kept per location they act for.'),
      },
      {
        prompt: 'What does Reset do on a checklist?',
        options: ['Deletes the checklist', 'Clears my completions on it', 'Clears everyone’s completions'],
        correct: [1],
        explanation: p('Reset clears your own completions at your location.'),
      },
      {
        prompt: 'Can you leave the leaderboards?',
        options: ['Yes, in your player profile', 'No'],
        correct: [0],
        explanation: p('Opt out in your profile; you still see your own rank.'),
      },
    ],
  },
  {
    title: 'Your agency',
    questions: [
      {
        prompt: 'Who sees an agency’s own FAQ?',
        options: ['Everyone', 'The agency’s people and locations', 'Only the agency admin'],
        correct: [1],
        explanation: p('Agency content is for the agency and its locations.'),
      },
      {
        prompt: 'An agency can hide a platform video from…',
        options: ['chosen locations of its own', 'other agencies', 'the super admin'],
        correct: [0],
        explanation: p('Hides apply to the agency’s own locations.'),
      },
      {
        prompt: 'Which are location roles?',
        options: ['Location admin', 'Staff', 'Super admin'],
        correct: [0, 1],
        explanation: p('The super admin runs the platform.'),
      },
      {
        prompt: 'Where do API keys show after saving?',
        options: ['In full', 'Only their last four characters', 'Nowhere at all'],
        correct: [1],
        explanation: p('Only the last four characters are ever shown again.'),
      },
    ],
  },
];

export async function seedDemoQuizzes(db: Db): Promise<void> {
  const [chapter] = await db
    .insert(quizChapters)
    .values({
      title: 'Atrium basics',
      description: p('Twelve questions on apps, progress and your agency.'),
      passingScore: 70,
      maxAttempts: 3,
    })
    .returning();
  for (const [position, section] of SECTIONS.entries()) {
    const [row] = await db.insert(quizSections).values({ chapterId: chapter!._id, title: section.title, position }).returning();
    await db.insert(quizQuestions).values(
      section.questions.map((q, i) => {
        const options = q.options.map((text, n) => ({ id: String.fromCharCode(97 + n), text }));
        return {
          sectionId: row!._id,
          kind: q.correct.length > 1 ? ('multiple' as const) : ('single' as const),
          prompt: q.prompt,
          options,
          correct: q.correct.map((n) => options[n]!.id),
          explanation: q.explanation,
          position: i,
        };
      }),
    );
  }
}
