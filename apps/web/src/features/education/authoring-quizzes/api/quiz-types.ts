import type { ZQuizQuestion, ZQuizSection } from '@atrium/contracts/quizzes';
import type { z } from 'zod';

/** The writers' views of sections and questions (the contract names no type for them). */
export type QuizSection = z.infer<typeof ZQuizSection>;
export type QuizQuestion = z.infer<typeof ZQuizQuestion>;
