import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AGENCY, agent, LOCATIONS, renderAgents, serveAgents, signInAs, usageRow } from './ai-agents-test-kit';

afterEach(() => vi.unstubAllGlobals());

const ROWS = [
  usageRow('agency', AGENCY, 'Summit Growth', 1_900_000),
  usageRow('location', LOCATIONS[0]!._id, 'Summit Dental', 50_000),
];

describe('budgets and usage', { timeout: 30_000 }, () => {
  it('shows each scope’s month against its budget; the agency admin sets its locations’ limits, not its own', async () => {
    signInAs('agency_admin');
    const { calls } = serveAgents(({ method, url, body }) => {
      if (method === 'GET' && url === '/v1/agents/usage') return { body: { data: ROWS } };
      if (method === 'PUT' && url === '/v1/agents/limits') {
        const { monthlyTokens, requestsPerMinute } = body as { monthlyTokens: number; requestsPerMinute: number };
        return { body: { data: { ...ROWS[1], limits: { monthlyTokens, requestsPerMinute } } } };
      }
      return undefined;
    });
    renderAgents('/ai-agents/usage');
    const agency = (await screen.findByRole('heading', { name: 'Summit Growth' })).closest('li') as HTMLElement;
    expect(within(agency).getByRole('meter', { name: 'Tokens used by Summit Growth this month' })).toHaveAttribute(
      'aria-valuenow',
      '95',
    );
    expect(within(agency).queryByRole('button', { name: /Edit/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Edit the limits of Summit Dental' }));
    const dialog = screen.getByRole('dialog', { name: 'Limits of Summit Dental' });
    const tokens = within(dialog).getByLabelText('Monthly tokens');
    await userEvent.clear(tokens);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save limits' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.type(tokens, '100000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      scope: 'location',
      id: LOCATIONS[0]!._id,
      monthlyTokens: 100_000,
      requestsPerMinute: 10,
    });
    expect(screen.getByRole('meter', { name: 'Tokens used by Summit Dental this month' })).toHaveAttribute('aria-valuenow', '50');
  });

  it('lists the agents with their status and opens a new draft in the builder', async () => {
    signInAs('agency_admin');
    const created = agent({ _id: 'a1a00000-0000-4000-8000-000000000999', name: 'New agent' });
    const { calls } = serveAgents(
      ({ method, url }) => {
        if (method === 'PUT' && url === '/v1/agents') return { body: { data: created } };
        if (method === 'GET' && url === `/v1/agents/${created._id}`) return { body: { data: created } };
        return undefined;
      },
      agent({ publishedVersion: 4, hasDraftChanges: false, status: 'published' }),
    );
    renderAgents('/ai-agents');
    const row = (await screen.findByRole('link', { name: /Summit Helper/ })) as HTMLElement;
    expect(within(row).getByText('Published v4')).toBeInTheDocument();
    expect(within(row).queryByText('Unpublished changes')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /New agent/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/ai-agents/${created._id}`));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ name: 'New agent', locationIds: null });
    expect(calls.find((c) => c.method === 'PUT')?.body).not.toHaveProperty('_id');
  });

  it('shows a location’s people the agents they may use, without building tools', async () => {
    signInAs('location_admin');
    serveAgents(undefined, agent({ canManage: false, status: 'published', publishedVersion: 1, hasDraftChanges: false }));
    renderAgents('/ai-agents');
    expect(await screen.findByText('Summit Helper')).toBeInTheDocument();
    expect(screen.getByText('Use only')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Summit Helper/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /New agent/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Budgets and usage' })).toBeNull();
  });
});
