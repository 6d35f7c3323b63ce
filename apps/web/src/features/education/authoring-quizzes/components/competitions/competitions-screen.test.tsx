import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPRING, SPRINT } from '@/features/education/players/players-fixtures';
import { listBody, signInAs } from '@/features/education/test-fixtures';
import { type FetchCall, renderInShell, stubFetch } from '@/test/app-harness';
import { CompetitionsScreen } from './competitions-screen';

function serve(opts: { refuseName?: boolean } = {}) {
  return stubFetch((call: FetchCall) => {
    if (call.method === 'POST' && opts.refuseName)
      return {
        status: 400,
        body: { error: { code: 'validation', message: 'Invalid', details: [{ path: ['body', 'name'], message: 'Name taken' }] } },
      };
    if (call.method === 'POST') return { status: 201, body: { data: { ...SPRINT, ...(call.body as object) } } };
    if (call.method === 'DELETE') return { body: { data: { ok: true } } };
    if (call.url.startsWith('/api/v1/competition')) return { body: listBody([SPRINT, SPRING]) };
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  });
}

describe('CompetitionsScreen (shared form dialog and row actions)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives each competition Edit and Delete named for it, and deletes after confirming', async () => {
    signInAs('agency_admin');
    const { calls } = serve();
    renderInShell(<CompetitionsScreen />);
    await screen.findByRole('list', { name: 'Your competitions' });
    expect(screen.getByRole('button', { name: `Edit “${SPRING.name}”` })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Delete “${SPRINT.name}”` }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith(SPRINT._id))).toBe(true));
  });

  it('checks the form before sending, then shows the server’s field problem beside its field', async () => {
    signInAs('agency_admin');
    const { calls } = serve({ refuseName: true });
    renderInShell(<CompetitionsScreen />);
    await screen.findByRole('list', { name: 'Your competitions' });
    await userEvent.click(screen.getAllByRole('button', { name: 'New competition' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New competition' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create competition' }));
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('This field is required.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Name'), 'Summer push');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create competition' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Name taken'));
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Summer push');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ name: 'Summer push' });
  });
});
