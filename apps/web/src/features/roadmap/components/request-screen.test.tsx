import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_SYNC, ITEMS, listBody, roadmapItem, SCHEDULER, signInAs } from '@/features/roadmap/roadmap-fixtures';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { RequestScreen } from './request-screen';

function serve({ refuse = false } = {}) {
  return stubFetch((call) => {
    const url = new URL(call.url, 'http://x');
    if (url.pathname === '/api/v1/roadmap/requests') {
      if (refuse)
        return {
          status: 400,
          body: { error: { code: 'validation', message: 'Bad', details: [{ path: ['title'], message: 'Title is taken' }] } },
        };
      return { status: 201, body: { data: roadmapItem(42, { title: (call.body as { title: string }).title }) } };
    }
    if (url.pathname === '/api/v1/roadmap/categories') return { body: { data: [{ name: 'Reports', count: 2 }] } };
    if (url.pathname === '/api/v1/roadmap') return { body: listBody(ITEMS) };
    if (url.pathname === '/api/v1/app/filter')
      return {
        body: listBody([
          { _id: SCHEDULER._id, name: 'Scheduler Pro' },
          { _id: 'x-1', name: 'Invoices' },
        ]),
      };
    return { status: 404, body: { error: { code: 'not_found', message: 'No' } } };
  });
}

describe('Request page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks visitors to sign in', () => {
    serve();
    renderInShell(<RequestScreen />, { path: '/request' });
    expect(screen.getByRole('heading', { name: 'Sign in to submit an idea' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirectTo=%2Frequest');
  });

  it('checks the fields against the contract, then submits and links to the new idea', async () => {
    signInAs();
    const { calls } = serve();
    renderInShell(<RequestScreen />, { path: '/request' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit idea' }));
    const title = screen.getByLabelText('Title');
    expect(title).toHaveAccessibleDescription('This field is required.');
    expect(title).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(title, 'Export reports as PDF');
    await userEvent.type(screen.getByLabelText('Description'), 'Line one\n\nLine two');
    const roadmap = screen.getByLabelText('Which roadmap');
    await waitFor(() => expect(within(roadmap).getByRole('option', { name: 'Invoices' })).toBeInTheDocument());
    await userEvent.selectOptions(roadmap, 'Scheduler Pro');
    await userEvent.type(screen.getByLabelText('Category'), 'Reports');
    await userEvent.click(screen.getByRole('button', { name: 'Submit idea' }));

    expect(await screen.findByRole('heading', { name: 'Your idea is under review' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your idea' })).toHaveAttribute('href', `/roadmap/${roadmapItem(42)._id}`);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Export reports as PDF',
      description: '<p>Line one</p><p>Line two</p>',
      category: 'Reports',
      appId: BOOKING_SYNC.app?._id,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Submit another idea' }));
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('shows the server’s field problems beside the field', async () => {
    signInAs();
    serve({ refuse: true });
    renderInShell(<RequestScreen />, { path: '/request' });
    await userEvent.type(screen.getByLabelText('Title'), 'Something');
    await userEvent.click(screen.getByRole('button', { name: 'Submit idea' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is taken'));
  });
});
