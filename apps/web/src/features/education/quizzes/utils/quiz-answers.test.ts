import { describe, expect, it } from 'vitest';
import { BASICS, Q_INSTALL, Q_KEYS, Q_POINTS, resultOf, takeOf } from '@/features/education/quizzes/quiz-fixtures';
import { chooseOption, fitAnswers, flattenQuestions, inQuizOrder, unansweredOf } from './quiz-answers';

const questions = flattenQuestions(takeOf(BASICS).sections);

describe('flattenQuestions', () => {
  it('numbers the questions across sections and keeps each one’s section title', () => {
    expect(questions.map((q) => [q.number, q.question.prompt, q.sectionTitle])).toEqual([
      [1, Q_INSTALL.prompt, 'Apps'],
      [2, Q_POINTS.prompt, 'Apps'],
      [3, Q_KEYS.prompt, 'Your agency'],
    ]);
  });
});

describe('chooseOption', () => {
  it('keeps one option on a single-choice question', () => {
    const first = chooseOption({}, Q_INSTALL, 'a', true);
    expect(chooseOption(first, Q_INSTALL, 'b', true)).toEqual({ [Q_INSTALL._id]: ['b'] });
  });

  it('toggles options on a multiple-choice question, and forgets a question left with none', () => {
    let answers = chooseOption({}, Q_POINTS, 'a', true);
    answers = chooseOption(answers, Q_POINTS, 'c', true);
    answers = chooseOption(answers, Q_POINTS, 'c', true);
    expect(answers).toEqual({ [Q_POINTS._id]: ['a', 'c'] });
    answers = chooseOption(answers, Q_POINTS, 'a', false);
    answers = chooseOption(answers, Q_POINTS, 'c', false);
    expect(answers).toEqual({});
  });
});

describe('unansweredOf', () => {
  it('lists the questions with no option chosen, in quiz order', () => {
    const answers = { [Q_POINTS._id]: ['a'] };
    expect(unansweredOf(questions, answers).map((q) => q.number)).toEqual([1, 3]);
  });
});

describe('fitAnswers', () => {
  it('drops unknown questions and options, and keeps one option on a single-choice question', () => {
    const saved = {
      [Q_INSTALL._id]: ['a', 'b'],
      [Q_POINTS._id]: ['c', 'zz'],
      [Q_KEYS._id]: 'b',
      'gone-question': ['a'],
    };
    expect(fitAnswers(saved, questions)).toEqual({ [Q_INSTALL._id]: ['a'], [Q_POINTS._id]: ['c'] });
  });

  it('treats anything but an object as nothing kept', () => {
    expect(fitAnswers(null, questions)).toEqual({});
    expect(fitAnswers(['a'], questions)).toEqual({});
    expect(fitAnswers('x', questions)).toEqual({});
  });
});

describe('inQuizOrder', () => {
  it('puts the server’s verdicts in the quiz’s order with numbers and prompts', () => {
    const ordered = inQuizOrder(resultOf().questions, questions);
    expect(ordered.map((v) => [v.number, v.prompt, v.correct])).toEqual([
      [1, Q_INSTALL.prompt, true],
      [2, Q_POINTS.prompt, true],
      [3, Q_KEYS.prompt, false],
    ]);
  });

  it('keeps verdicts of questions it cannot name, in the server’s order, without a prompt', () => {
    const ordered = inQuizOrder(resultOf().questions, []);
    expect(ordered.map((v) => [v.number, v.questionId, v.prompt])).toEqual([
      [1, Q_KEYS._id, null],
      [2, Q_INSTALL._id, null],
      [3, Q_POINTS._id, null],
    ]);
  });
});
