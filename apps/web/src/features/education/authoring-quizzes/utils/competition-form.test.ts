import { describe, expect, it } from 'vitest';
import { testI18n } from '@/test/i18n';
import {
  competitionStatus,
  fromLocalInput,
  sortCompetitions,
  toCompetitionValues,
  toLocalInput,
  validateCompetition,
} from './competition-form';

const t = testI18n.getFixedT('en', 'authoring-quizzes');
const at = (iso: string) => ({ _id: iso, name: iso, description: null, createdAt: iso, updatedAt: iso });

describe('competition form', () => {
  it('round-trips the picker’s local time through an instant', () => {
    const local = '2026-03-05T09:30';
    expect(toLocalInput(fromLocalInput(local))).toBe(local);
    expect(fromLocalInput('')).toBe('');
  });

  it('starts a new competition today at 09:00 for a week', () => {
    const values = toCompetitionValues(null, new Date(2026, 2, 5, 15, 0));
    expect(values).toMatchObject({ startsAt: '2026-03-05T09:00', endsAt: '2026-03-12T09:00' });
  });

  it('requires the end after the start', () => {
    const result = validateCompetition(
      { name: 'Spring push', description: '', startsAt: '2026-03-05T09:00', endsAt: '2026-03-05T08:00' },
      t,
    );
    expect(result).toEqual({ ok: false, errors: { endsAt: 'The end must come after the start.' } });
    const ok = validateCompetition(
      { name: 'Spring push', description: ' ', startsAt: '2026-03-05T09:00', endsAt: '2026-03-06T09:00' },
      t,
    );
    expect(ok.ok && ok.body).toMatchObject({ name: 'Spring push', description: null });
  });

  it('asks for a name and both dates', () => {
    const result = validateCompetition({ name: '', description: '', startsAt: '', endsAt: '' }, t);
    expect(result.ok === false && result.errors).toEqual({
      name: 'This field is required.',
      startsAt: 'Choose a date and time.',
      endsAt: 'Choose a date and time.',
    });
  });

  it('says upcoming, running or ended, and lists running first, then upcoming, then ended', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    const ended = { ...at('ended'), startsAt: '2026-03-01T00:00:00Z', endsAt: '2026-03-08T00:00:00Z' };
    const running = { ...at('running'), startsAt: '2026-03-09T00:00:00Z', endsAt: '2026-03-12T00:00:00Z' };
    const later = { ...at('later'), startsAt: '2026-04-01T00:00:00Z', endsAt: '2026-04-08T00:00:00Z' };
    const soon = { ...at('soon'), startsAt: '2026-03-11T00:00:00Z', endsAt: '2026-03-18T00:00:00Z' };
    expect([ended, running, soon].map((c) => competitionStatus(c, now))).toEqual(['ended', 'running', 'upcoming']);
    expect(sortCompetitions([ended, later, running, soon], now).map((c) => c._id)).toEqual(['running', 'soon', 'later', 'ended']);
  });
});
