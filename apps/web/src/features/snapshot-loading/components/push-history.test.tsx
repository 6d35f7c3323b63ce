import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { id, push, signInAs } from '@/features/snapshot-loading/snapshot-fixtures';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { PushHistory } from './push-history';

vi.mock('@/lib/socket', () => ({ useSocket: () => null }));
afterEach(() => vi.unstubAllGlobals());

describe('PushHistory', () => {
  it('lists who loaded what where, newest first, and loads more pages', async () => {
    signInAs('agency_admin');
    const first = push({ status: 'completed' });
    const automatic = push({
      _id: id(0x83),
      requestedBy: null,
      trigger: 'new_location',
      status: 'failed',
      error: 'The CRM refused the push',
      location: { _id: id(0xc4), name: 'Golden Dental', crmLocationId: 'loc_4' },
    });
    const { calls } = stubFetch(({ url }) => {
      if (url.includes('cursor=next')) return { body: { data: [automatic], meta: { total: 2, nextCursor: null } } };
      return { body: { data: [first], meta: { total: 2, nextCursor: 'next' } } };
    });
    renderInShell(<PushHistory locationId={id(0xc1)} />);
    expect(await screen.findByText('Ava Summit loaded Dental Practice Growth v2 into Bright Smiles Denver')).toBeInTheDocument();
    expect(calls[0]?.url).toContain(`location_id=${id(0xc1)}`);
    expect(screen.getByText('Showing 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(
      await screen.findByText('Atrium (new location) loaded Dental Practice Growth v2 into Golden Dental'),
    ).toBeInTheDocument();
    expect(screen.getByText('The CRM refused the push')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
  });

  it('says when nothing was loaded yet, and shows why a read failed', async () => {
    signInAs('agency_admin');
    stubFetch(() => ({ status: 403, body: { error: { code: 'forbidden', message: 'Only the agency may read this' } } }));
    renderInShell(<PushHistory />);
    expect(await screen.findByText('Only the agency may read this')).toBeInTheDocument();
    vi.unstubAllGlobals();
    stubFetch(() => ({ body: { data: [], meta: { total: 0, nextCursor: null } } }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing loaded yet')).toBeInTheDocument();
  });
});
