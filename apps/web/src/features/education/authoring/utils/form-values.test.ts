import { describe, expect, it } from 'vitest';
import { groupOf } from '@/features/education/authoring/groups/registry';
import en from '../../../../../public/locales/en/authoring.json';
import { emptyValues, groupServerErrors, isoToLocalInput, toBody, validateValues, valuesFromItem } from './form-values';

/** English texts by key, so the messages asserted are the ones people read. */
const t = (key: string, options: Record<string, unknown> = {}) => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
  if (typeof text !== 'string') throw new Error(`missing text ${key}`);
  return text.replace(/{{(\w+)}}/g, (_, name: string) => String(options[name]));
};

const CATEGORY_ID = '0190a0a0-0000-7000-8000-0000000000c1';

describe('validateValues', () => {
  it('names every missing required field of a new FAQ question', () => {
    const result = validateValues(groupOf('faqs'), emptyValues(groupOf('faqs')), 'create', t);
    expect(result).toEqual({
      ok: false,
      errors: { categoryId: 'This field is required.', question: 'This field is required.', answer: 'This field is required.' },
    });
  });

  it('sends a new question as the contract wants it: trimmed, a draft unless published', () => {
    const values = {
      ...emptyValues(groupOf('faqs'), { categoryId: CATEGORY_ID }),
      question: '  Why?  ',
      answer: '<p>Because.</p>',
    };
    expect(validateValues(groupOf('faqs'), values, 'create', t)).toEqual({
      ok: true,
      body: { categoryId: CATEGORY_ID, question: 'Why?', answer: '<p>Because.</p>', status: 'draft' },
    });
  });

  it('asks for the field the chosen kind needs, and leaves out the other kind’s', () => {
    const media = groupOf('medialibrary');
    const video = { ...emptyValues(media, { categoryId: CATEGORY_ID }), title: 'Tour' };
    expect(validateValues(media, video, 'create', t)).toEqual({ ok: false, errors: { videoId: 'This field is required.' } });
    expect(validateValues(media, { ...video, videoId: 'not an id!' }, 'create', t)).toMatchObject({
      errors: { videoId: 'Use a video id such as dQw4w9WgXcQ.' },
    });
    const body = toBody(media, { ...video, kind: 'document', documentUrl: 'https://example.com/a.pdf' }, 'create');
    expect(body).not.toHaveProperty('videoId');
    expect(body).toMatchObject({
      kind: 'document',
      documentUrl: 'https://example.com/a.pdf',
      thumbnailUrl: null,
      durationSeconds: null,
      // An empty text is sent as it is: the contract reads it as none (null).
      transcript: '',
    });
    const transcript = 'Open the menu.\n\nChoose Archive.';
    expect(toBody(media, { ...video, videoId: 'dQw4w9WgXcQ', transcript }, 'create')).toMatchObject({ transcript });
  });

  it('turns a local date and time into an instant, and says when one is missing or out of range', () => {
    const calls = groupOf('zoom-calls');
    const values = { ...emptyValues(calls), title: 'Weekly', joinUrl: 'https://zoom.us/j/1', startsAt: '2026-05-04T09:30' };
    const result = validateValues(calls, values, 'create', t);
    expect(result.ok && result.body.startsAt).toBe(new Date('2026-05-04T09:30').toISOString());
    expect(result.ok && result.body.durationMinutes).toBe(60);
    expect(validateValues(calls, { ...values, startsAt: '', durationMinutes: '2' }, 'create', t)).toEqual({
      ok: false,
      errors: { startsAt: 'This field is required.', durationMinutes: 'Use 5 or more.' },
    });
  });

  it('puts a section’s message on that section’s field', () => {
    const docs = groupOf('docs');
    const values = {
      ...emptyValues(docs, { categoryId: CATEGORY_ID }),
      title: 'Setup',
      sections: [{ heading: 'One', body: '' }],
    };
    expect(validateValues(docs, values, 'create', t)).toEqual({
      ok: false,
      errors: { 'sections.0.body': 'This field is required.' },
    });
  });

  it('does not send a step’s list on an update (its update contract has none)', () => {
    const steps = groupOf('checklist-items');
    const values = { ...emptyValues(steps, { listId: CATEGORY_ID }), title: 'Call the bank' };
    expect(toBody(steps, values, 'update')).not.toHaveProperty('listId');
    expect(validateValues(steps, values, 'update', t).ok).toBe(true);
  });

  it('translates a banner window that ends before it starts', () => {
    const banners = groupOf('banners');
    const values = { ...emptyValues(banners), title: 'Hi', startsAt: '2026-05-04T10:00', endsAt: '2026-05-04T09:00' };
    expect(validateValues(banners, values, 'create', t)).toEqual({
      ok: false,
      errors: { endsAt: 'The end must come after the start.' },
    });
  });
});

describe('values and server errors', () => {
  it('reads a stored item back into the form, dates in local time', () => {
    const calls = groupOf('zoom-calls');
    const values = valuesFromItem(calls, {
      title: 'Weekly',
      startsAt: '2026-05-04T07:30:00.000Z',
      durationMinutes: 45,
      hostName: null,
    });
    expect(values).toMatchObject({
      title: 'Weekly',
      startsAt: isoToLocalInput('2026-05-04T07:30:00.000Z'),
      durationMinutes: '45',
      hostName: '',
    });
  });

  it('keeps the server’s field errors for this form’s fields only', () => {
    const data = {
      error: {
        code: 'validation_error',
        details: [
          { path: ['categoryId'], message: 'Choose one of your categories' },
          { path: ['other'], message: 'ignored' },
        ],
      },
    };
    expect(groupServerErrors(groupOf('faqs'), data)).toEqual({ categoryId: 'Choose one of your categories' });
  });
});
