import { describe, expect, it } from 'vitest';
import { testI18n } from '@/test/i18n';
import {
  addOption,
  emptyQuestion,
  MAX_OPTIONS,
  moveOption,
  type QuestionFormValues,
  removeOption,
  setKind,
  toggleCorrect,
  validateQuestion,
} from './question-form';

const t = testI18n.getFixedT('en', 'authoring-quizzes');
const SECTION = '0190a0a0-0000-7000-8000-0000000000a1';
const filled = (over: Partial<QuestionFormValues> = {}): QuestionFormValues => ({
  kind: 'single',
  prompt: 'Which plan has every app?',
  options: [
    { id: 'a', text: 'Free' },
    { id: 'b', text: 'Unlimited' },
    { id: 'c', text: 'Pro' },
  ],
  correct: ['b'],
  explanation: '',
  ...over,
});

describe('question form', () => {
  it('marks one right answer for single choice and toggles several for multiple choice', () => {
    let v = toggleCorrect(filled(), 'c');
    expect(v.correct).toEqual(['c']);
    v = setKind(v, 'multiple');
    v = toggleCorrect(toggleCorrect(v, 'a'), 'c');
    expect(v.correct).toEqual(['a']);
    v = toggleCorrect(v, 'c');
    // Kept in option order, whatever the clicking order.
    expect(toggleCorrect(v, 'b').correct).toEqual(['a', 'b', 'c']);
  });

  it('keeps only the first right answer when switching to single choice', () => {
    expect(setKind(filled({ kind: 'multiple', correct: ['a', 'c'] }), 'single').correct).toEqual(['a']);
  });

  it('adds options with new ids up to ten, removes them with their right mark, and reorders', () => {
    let v = emptyQuestion();
    while (v.options.length < MAX_OPTIONS + 2) {
      const before = v.options.length;
      v = addOption(v);
      if (v.options.length === before) break;
    }
    expect(v.options).toHaveLength(MAX_OPTIONS);
    expect(new Set(v.options.map((o) => o.id)).size).toBe(MAX_OPTIONS);
    const removed = removeOption(filled({ correct: ['b'] }), 'b');
    expect(removed.options.map((o) => o.id)).toEqual(['a', 'c']);
    expect(removed.correct).toEqual([]);
    expect(moveOption(filled(), 0, 1).options.map((o) => o.id)).toEqual(['b', 'a', 'c']);
    expect(moveOption(filled(), 0, -1).options.map((o) => o.id)).toEqual(['a', 'b', 'c']);
  });

  it('accepts a complete question and sends the update without its section', () => {
    const result = validateQuestion(filled({ explanation: '  Unlimited has all. ' }), SECTION, t);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.create).toMatchObject({
      sectionId: SECTION,
      kind: 'single',
      correct: ['b'],
      explanation: '<p>Unlimited has all.</p>',
    });
    expect(result.update).not.toHaveProperty('sectionId');
  });

  it('asks for the right answer, for one only on single choice, and for every option’s text', () => {
    const none = validateQuestion(filled({ correct: [] }), SECTION, t);
    expect(none).toEqual({ ok: false, errors: { correct: 'Mark the right answer.' } });
    const two = validateQuestion(filled({ correct: ['a', 'b'] }), SECTION, t);
    expect(two.ok === false && two.errors.correct).toBe('A single-choice question has exactly one right answer.');
    const blank = validateQuestion(
      filled({
        prompt: ' ',
        options: [
          { id: 'a', text: 'Yes' },
          { id: 'b', text: '  ' },
        ],
        correct: ['a'],
      }),
      SECTION,
      t,
    );
    expect(blank.ok === false && blank.errors).toEqual({
      prompt: 'This field is required.',
      'options.1.text': 'Write this option or remove it.',
    });
  });

  it('refuses fewer than two options and several right answers on multiple choice are fine', () => {
    const one = validateQuestion(filled({ options: [{ id: 'a', text: 'Only' }], correct: ['a'] }), SECTION, t);
    expect(one.ok === false && one.errors.options).toBe('Give at least two options.');
    expect(validateQuestion(filled({ kind: 'multiple', correct: ['a', 'c'] }), SECTION, t).ok).toBe(true);
  });
});
