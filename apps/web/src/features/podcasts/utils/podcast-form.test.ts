import { describe, expect, it } from 'vitest';
import { serverFieldErrors, toFormValues, validatePodcastForm } from './podcast-form';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}:${JSON.stringify(options)}` : key);
const valid = { title: ' Growth ', date: '2025-03-01', video: 'dQw4w9WgXcQ', description: '<p>Hi</p>' };

describe('validatePodcastForm', () => {
  it('returns the contract-shaped body for valid values (trimmed, empty description as null)', () => {
    expect(validatePodcastForm(valid, t)).toEqual({
      ok: true,
      body: { title: 'Growth', date: '2025-03-01', video: 'dQw4w9WgXcQ', description: '<p>Hi</p>' },
    });
    const result = validatePodcastForm({ ...valid, description: '' }, t);
    expect(result).toEqual({ ok: true, body: { title: 'Growth', date: '2025-03-01', video: 'dQw4w9WgXcQ', description: null } });
  });

  it('requires a title and a date', () => {
    expect(validatePodcastForm({ ...valid, title: '   ', date: '' }, t)).toEqual({
      ok: false,
      errors: { title: 'form.errors.titleRequired', date: 'form.errors.dateRequired' },
    });
  });

  it('maps contract problems to translated messages per field', () => {
    const result = validatePodcastForm({ title: 'x'.repeat(201), date: '2025-13-45', video: 'bad id!', description: '' }, t);
    expect(result).toEqual({
      ok: false,
      errors: { title: 'form.errors.tooLong:{"max":200,"count":200}', date: 'form.errors.date', video: 'form.errors.video' },
    });
  });
});

describe('serverFieldErrors', () => {
  it('maps 400 details onto fields, whatever the path format', () => {
    const data = {
      error: {
        code: 'validation_failed',
        message: 'Invalid',
        details: [
          { path: 'video', message: 'Video must be a video id' },
          { path: ['date'], message: 'Bad date' },
          { path: 'body.title', message: 'Too long' },
          { path: 'unknown', message: 'ignored' },
        ],
      },
    };
    expect(serverFieldErrors(data)).toEqual({ video: 'Video must be a video id', date: 'Bad date', title: 'Too long' });
  });

  it('returns nothing for bodies without details', () => {
    expect(serverFieldErrors(null)).toEqual({});
    expect(serverFieldErrors({ error: { code: 'x', message: 'y' } })).toEqual({});
  });
});

describe('toFormValues', () => {
  it('starts a new podcast dated today, in local time', () => {
    expect(toFormValues(null, new Date(2026, 0, 5, 23, 30))).toEqual({
      title: '',
      date: '2026-01-05',
      video: '',
      description: '',
    });
  });

  it("keeps an older podcast's missing values empty rather than inventing them", () => {
    const old = { title: null, date: null, video: 'dQw4w9WgXcQ', description: null } as Parameters<typeof toFormValues>[0];
    expect(toFormValues(old)).toEqual({ title: '', date: '', video: 'dQw4w9WgXcQ', description: '' });
  });
});
