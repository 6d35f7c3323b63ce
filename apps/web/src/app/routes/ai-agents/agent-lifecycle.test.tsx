import type { TAgent } from '@atrium/contracts/ai-agents';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agent, renderAgents, serveAgents, signInAs } from './ai-agents-test-kit';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

beforeEach(() => signInAs('agency_admin'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const ID = agent()._id;
const live = (over: Partial<TAgent> = {}) =>
  agent({ status: 'published', publishedVersion: 2, hasDraftChanges: false, conversationCount: 3, ...over });
const refusal = (status: number, message: string) => ({ status, body: { error: { code: 'conflict', message } } });

describe('unpublishing an agent', { timeout: 30_000 }, () => {
  it('asks first, then shows it as unpublished and offers to publish it again', async () => {
    let current = live();
    const { calls } = serveAgents(({ method, url }) => {
      if (method === 'POST' && url === `/v1/agents/${ID}/unpublish`) {
        current = { ...current, status: 'draft' };
        return { body: { data: current } };
      }
      if (method === 'GET' && url === `/v1/agents/${ID}`) return { body: { data: current } };
      return undefined;
    }, current);
    renderAgents(`/ai-agents/${ID}`);
    expect(await screen.findByText('Published v2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish changes' })).toBeDisabled();

    // Cancel leaves it published.
    await userEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    let dialog = screen.getByRole('dialog', { name: 'Unpublish Summit Helper?' });
    expect(dialog).toHaveTextContent('Its versions and conversations are kept');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.url.endsWith('/unpublish'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    dialog = screen.getByRole('dialog', { name: 'Unpublish Summit Helper?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('Summit Helper is unpublished.');
    expect(await screen.findByText('Unpublished (was v2)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
    // Nothing changed since v2, yet it may be published again (as v3).
    expect(screen.getByRole('button', { name: 'Publish again' })).toBeEnabled();
  });

  it('keeps the dialog open with the server’s reason when it fails', async () => {
    serveAgents(({ method, url }) => {
      if (method === 'POST' && url === `/v1/agents/${ID}/unpublish`) return refusal(409, 'This agent is not published');
      return undefined;
    }, live());
    renderAgents(`/ai-agents/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Unpublish' }));
    const dialog = screen.getByRole('dialog', { name: 'Unpublish Summit Helper?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This agent is not published');
  });
});

describe('deleting an agent', { timeout: 30_000 }, () => {
  it('says how many conversations go with it, then leaves for the updated list', async () => {
    let deleted = false;
    const { calls } = serveAgents(({ method, url }) => {
      if (method === 'DELETE' && url === `/v1/agents/${ID}`) {
        deleted = true;
        return { status: 204 };
      }
      if (method === 'GET' && url === '/v1/agents' && deleted)
        return { body: { data: [], meta: { total: 0, nextCursor: null } } };
      return undefined;
    }, live());
    renderAgents(`/ai-agents/${ID}`);
    // Unsaved edits do not hold the way out: there is nothing left to save them to.
    await userEvent.type(await screen.findByLabelText('Name'), ' 2');

    await userEvent.click(screen.getByRole('button', { name: 'Delete agent' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Summit Helper?' });
    expect(dialog).toHaveTextContent('All 3 of its conversations will be deleted too');
    expect(dialog).toHaveTextContent('unpublish the agent instead of deleting it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete agent' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/ai-agents$/));
    expect(toast.success).toHaveBeenCalledWith('Summit Helper was deleted.');
    expect(screen.queryByRole('dialog', { name: /leave/i })).toBeNull();
    expect(await screen.findByText('No agents yet')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('is reached by keyboard, names an agent without conversations plainly, and shows a failure', async () => {
    serveAgents(
      ({ method }) => {
        if (method === 'DELETE') return { status: 403, body: { error: { code: 'forbidden', message: 'Not yours' } } };
        return undefined;
      },
      agent({ conversationCount: 0 }),
    );
    renderAgents(`/ai-agents/${ID}`);
    const button = await screen.findByRole('button', { name: 'Delete agent' });
    // A never-published draft has nothing to unpublish.
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Delete Summit Helper?' });
    expect(dialog).toHaveTextContent('It has no conversations.');
    expect(dialog).not.toHaveTextContent('unpublish');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete agent' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not yours');
    expect(screen.getByTestId('location')).toHaveTextContent(`/ai-agents/${ID}`);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
