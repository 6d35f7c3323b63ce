import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BASICS } from '@/features/education/quizzes/quiz-fixtures';
import { DENTAL, REALTY, signInAs } from '@/features/education/test-fixtures';
import { type FetchCall, renderInShell, stubFetch } from '@/test/app-harness';
import { SharedChapterList } from './shared-chapter-list';

describe('SharedChapterList (the platform’s quizzes, for an agency admin)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the quiz read-only and hides it from a chosen location', async () => {
    signInAs('agency_admin');
    let hidden: string[] = [DENTAL._id];
    const { calls } = stubFetch((call: FetchCall) => {
      if (call.url === '/api/v1/agency/locations') return { body: { data: [DENTAL, REALTY] } };
      if (call.url === `/api/v1/question_chapters/${BASICS._id}/visibility`) {
        if (call.method === 'PUT') hidden = (call.body as { hiddenFrom: string[] }).hiddenFrom;
        return { body: { data: { hiddenFrom: hidden } } };
      }
      return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
    });
    renderInShell(<SharedChapterList chapters={[BASICS]} />);
    const list = screen.getByRole('list', { name: 'Platform quizzes' });
    const row = within(list).getByRole('listitem');
    expect(within(row).getByRole('heading', { name: BASICS.title })).toBeInTheDocument();
    expect(within(row).queryByRole('link')).toBeNull();
    expect(within(row).queryByRole('button', { name: /Delete|Edit/ })).toBeNull();
    // The badge asks for the quiz's hides itself: nothing else on the page loads them.
    expect(await within(row).findByText('Hidden from 1 location')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: `Choose which locations see “${BASICS.title}”` }));
    const dialog = await screen.findByRole('dialog', { name: `Who sees “${BASICS.title}”` });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: REALTY.name }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ hiddenFrom: [DENTAL._id, REALTY._id] });
    expect(await within(row).findByText('Hidden from 2 locations')).toBeInTheDocument();
  });
});
