import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BASICS, SAFETY } from '@/features/education/quizzes/quiz-fixtures';
import { DENTAL, REALTY, signInAs } from '@/features/education/test-fixtures';
import { type FetchCall, renderInShell, stubFetch } from '@/test/app-harness';
import { ChapterList } from './chapter-list';

const COUNTS = new Map([[BASICS._id, 3]]);

function serve() {
  const hidden = new Map<string, string[]>();
  return stubFetch((call: FetchCall) => {
    if (call.url === '/api/v1/agency/locations') return { body: { data: [DENTAL, REALTY] } };
    if (call.url.endsWith('/visibility')) {
      if (call.method === 'PUT') hidden.set(call.url, (call.body as { hiddenFrom: string[] }).hiddenFrom);
      return { body: { data: { hiddenFrom: hidden.get(call.url) ?? [] } } };
    }
    if (call.method === 'PUT') return { body: { data: { ...BASICS, ...(call.body as object) } } };
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  });
}

const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('li') as HTMLElement;

describe('ChapterList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives each quiz its actions in one order: move, questions, visibility, details, publish, delete', () => {
    signInAs('agency_admin');
    serve();
    renderInShell(<ChapterList chapters={[BASICS, SAFETY]} questionCounts={COUNTS} />);
    const names = [...rowOf(BASICS.title).querySelectorAll('a, button')].map(
      (el) => el.getAttribute('aria-label') ?? el.textContent,
    );
    expect(names).toEqual([
      BASICS.title,
      expect.stringMatching(/up/i),
      expect.stringMatching(/down/i),
      'Edit questions',
      `Choose which locations see “${BASICS.title}”`,
      'Edit details',
      expect.stringMatching(new RegExp(`publish.*${BASICS.title}`, 'i')),
      expect.stringMatching(new RegExp(`Delete.*${BASICS.title}`)),
    ]);
  });

  it('hides a quiz from a location through its own endpoint and badges the row', async () => {
    signInAs('agency_admin');
    const { calls } = serve();
    renderInShell(<ChapterList chapters={[BASICS, SAFETY]} questionCounts={COUNTS} />);
    expect(calls.filter((c) => c.url.endsWith('/visibility'))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: `Choose which locations see “${BASICS.title}”` }));
    const dialog = await screen.findByRole('dialog', { name: `Who sees “${BASICS.title}”` });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: REALTY.name }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: `/api/v1/question_chapters/${BASICS._id}/visibility`,
      body: { hiddenFrom: [REALTY._id] },
    });
    expect(within(rowOf(BASICS.title)).getByText('Hidden from 1 location')).toBeInTheDocument();
  });

  it('offers no visibility to the super admin', () => {
    signInAs('super_admin');
    serve();
    renderInShell(<ChapterList chapters={[BASICS]} questionCounts={COUNTS} />);
    expect(screen.queryByRole('button', { name: /^Choose which locations see/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit details' })).toBeInTheDocument();
  });
});
