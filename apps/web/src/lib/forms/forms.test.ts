import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { byPath, collectErrors } from './field-errors';
import { contractErrors, issueMessage, labelledIssueMessage } from './issue-message';
import { placeServerError, refusal, serverDetails, serverFieldErrors, topField } from './server-errors';
import { validateWith } from './validate-with';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);
const issuesOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues ?? [];
const refused = (details: unknown[], status = 400) =>
  new ApiError('Invalid request', {
    status,
    code: 'validation_failed',
    data: { error: { code: 'validation_failed', message: 'Invalid', details } },
  });

describe('issueMessage', () => {
  const Schema = z.object({ name: z.string().min(2).max(5), tags: z.array(z.string()).min(1), url: z.url() });

  it('words each kind of problem, with character counts as plural counts', () => {
    const [short] = issuesOf(Schema.pick({ name: true }), { name: 'a' });
    const [long] = issuesOf(Schema.pick({ name: true }), { name: 'abcdefg' });
    const [none] = issuesOf(Schema.pick({ tags: true }), { tags: [] });
    const [url] = issuesOf(Schema.pick({ url: true }), { url: 'nope' });
    expect(issueMessage(short!, t, false)).toBe('errors.tooShort {"min":2,"count":2}');
    expect(issueMessage(short!, t, true)).toBe('errors.required');
    expect(issueMessage(long!, t, false)).toBe('errors.tooLong {"max":5,"count":5}');
    expect(issueMessage(none!, t, false)).toBe('errors.atLeast {"n":1}');
    expect(issueMessage(url!, t, false)).toBe('errors.url');
  });

  it('names the field in the small forms', () => {
    const [short] = issuesOf(z.object({ password: z.string().min(12) }), { password: 'x' });
    expect(labelledIssueMessage(short!, 'Password', t)).toBe('validation.minLength {"field":"Password","min":12,"count":12}');
  });

  it('keeps the first problem of each field, tells empty from short, and lets a form word its own cases', () => {
    const Schema = z.object({ title: z.string().min(3).max(5), code: z.string().regex(/^\d+$/) });
    const issues = issuesOf(Schema, { title: '  ', code: 'x' });
    expect(contractErrors(issues, { title: '  ', code: 'x' }, t)).toEqual({ title: 'errors.required', code: 'errors.invalid' });
    expect(
      contractErrors(issues, { title: 'ab' }, t, {
        fields: ['code'],
        special: (_, field) => (field === 'code' ? 'digits' : null),
      }),
    ).toEqual({ code: 'digits' });
  });

  it('collects by whole path when each part of a field has its own message', () => {
    const issues = issuesOf(z.object({ options: z.array(z.object({ text: z.string().min(1) })) }), {
      options: [{ text: 'a' }, { text: '' }],
    });
    expect(collectErrors(issues, byPath, (issue) => issue.code)).toEqual({ 'options.1.text': 'too_small' });
  });
});

describe('validateWith', () => {
  it('returns the parsed data, or a labelled message per field', () => {
    const Schema = z.object({ email: z.email(), name: z.string().min(1) });
    const labels = { email: 'Email', name: 'Name' };
    expect(validateWith(Schema, { email: 'a@b.co', name: 'Ann' }, labels, t)).toEqual({
      ok: true,
      data: { email: 'a@b.co', name: 'Ann' },
    });
    expect(validateWith(Schema, { email: 'nope', name: '' }, labels, t)).toEqual({
      ok: false,
      errors: { email: 'validation.email', name: 'validation.required {"field":"Name"}' },
    });
  });
});

describe('server errors', () => {
  it('reads details whatever the path format, dropping the leading "body"', () => {
    const data = {
      error: { details: [{ path: 'body.video', message: 'a' }, { path: ['plans', 0, 'name'], message: 'b' }, { path: 'x' }] },
    };
    expect(serverDetails(data)).toEqual([
      { path: ['video'], message: 'a' },
      { path: ['plans', '0', 'name'], message: 'b' },
    ]);
    expect(serverDetails(null)).toEqual([]);
    expect(serverDetails({ error: { message: 'no details' } })).toEqual([]);
  });

  it('places the first message per key, for the keys the form has', () => {
    const data = {
      error: {
        details: [
          { path: ['title'], message: 'one' },
          { path: ['title'], message: 'two' },
          { path: ['other'], message: 'x' },
        ],
      },
    };
    expect(serverFieldErrors(data, topField(['title', 'date']))).toEqual({ title: 'one' });
  });

  it('puts what the form cannot place in one message, or none when every problem is placed', () => {
    const fields = topField(['title']);
    expect(refusal(refused([{ path: ['title'], message: 'Too long' }]), fields)).toEqual({
      errors: { title: 'Too long' },
      message: null,
    });
    expect(
      refusal(
        refused([
          { path: ['title'], message: 'Too long' },
          { path: ['roadmap'], message: 'Gone' },
        ]),
        fields,
      ),
    ).toEqual({
      errors: { title: 'Too long' },
      message: 'Gone',
    });
    expect(refusal(new ApiError('Taken', { status: 409, code: 'conflict', data: null }), fields)).toEqual({
      errors: {},
      message: 'Taken',
    });
  });

  it('translates what the small forms must not show raw', () => {
    const fields = ['email', 'password'] as const;
    expect(placeServerError(refused([{ path: ['password'], message: 'Common', reason: 'common_password' }]), fields, t)).toEqual({
      fieldErrors: { password: 'validation.commonPassword' },
      formError: null,
    });
    expect(placeServerError(new ApiError('Email taken', { status: 409, code: 'conflict', data: null }), fields, t)).toEqual({
      fieldErrors: { email: 'Email taken' },
      formError: null,
    });
    expect(
      placeServerError(new ApiError('internal detail', { status: 503, code: 'unavailable', data: null }), fields, t).formError,
    ).toBe('errors.server');
    expect(placeServerError(new Error('boom'), fields, t).formError).toBe('errors.server');
  });
});
