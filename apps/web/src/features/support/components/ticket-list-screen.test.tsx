import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as SupportPage } from '@/app/routes/help-desk/support-page';
import { id, minutesAgo, page, signInAs, ticket } from '@/features/support/support-fixtures';
import { renderInShell, stubFetch } from '@/test/app-harness';

// The AI chat launcher asks for agents of its own; these tests count the page's own requests.
vi.mock('@/app/routes/help-chat', () => ({ HelpChat: () => null }));

vi.mock('@/lib/socket', () => ({ useSocket: () => null }));

const routes = [{ path: 'support_tickets/*', element: <SupportPage /> }];
const open = (path = '/support_tickets') => renderInShell(<p>elsewhere</p>, { path, routes });

afterEach(() => vi.unstubAllGlobals());

describe('Support tickets list', () => {
  it('asks visitors to sign in and come back', () => {
    open();
    expect(screen.getByRole('heading', { name: 'Sign in to get support' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirectTo=%2Fsupport_tickets');
  });

  it('gives the team its queues, with location, assignee, first response and unread in each row', async () => {
    signInAs('agency_admin');
    const { calls } = stubFetch((call) =>
      call.url.includes('queue=mine')
        ? { body: page([]) }
        : {
            body: page(
              [
                ticket({ unreadCount: 2 }),
                ticket({
                  _id: id(0xd2),
                  number: 1043,
                  subject: 'Login loop',
                  assignee: { _id: id(9), name: 'Noah Carter' },
                  firstResponseAt: minutesAgo(50),
                  location: null,
                }),
              ],
              'next-1',
              3,
            ),
          },
    );
    open();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Unassigned', 'Mine', 'All', 'Submitted by us']);
    const list = await screen.findByRole('list', { name: 'Tickets' });
    expect(calls[0]?.url).toBe('/api/v1/support/filter?queue=unassigned&limit=20');
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveAttribute('href', `/support_tickets/${id(0xd1)}`);
    expect(within(first!).getByText('#1042')).toBeInTheDocument();
    expect(within(first!).getByText('Invoices do not download')).toBeInTheDocument();
    expect(within(first!).getByText('2 new')).toBeInTheDocument();
    expect(within(first!).getByText('Summit Dental')).toBeInTheDocument();
    expect(within(first!).getByText('Open')).toBeInTheDocument();
    expect(within(first!).getByText('High')).toBeInTheDocument();
    expect(within(first!).getByText(/^Due in/)).toBeInTheDocument();
    expect(within(second!).getByText('Noah Carter')).toBeInTheDocument();
    expect(within(second!).getByText(/^Answered in/)).toBeInTheDocument();
    expect(screen.getByText('2 of 3 tickets')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('cursor=next-1'))).toBe(true));

    await userEvent.click(screen.getByRole('tab', { name: 'Mine' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/support_tickets?queue=mine');
    expect(await screen.findByRole('heading', { name: 'No tickets assigned to you' })).toBeInTheDocument();
  });

  it('keeps filters and the search in the address, and offers to clear them when nothing matches', async () => {
    signInAs('location_admin');
    const { calls } = stubFetch(() => ({ body: page([]) }));
    open();
    expect(await screen.findByRole('heading', { name: 'No tickets yet' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'active');
    expect(screen.getByTestId('location')).toHaveTextContent('/support_tickets?status=active');
    await userEvent.type(screen.getByLabelText('Search tickets'), 'invoice');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('status=active&q=invoice'));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/v1/support/filter?queue=all&status=active&q=invoice&limit=20'));
    expect(await screen.findByRole('heading', { name: 'No tickets match' })).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/support_tickets$/);
  });

  it('shows an error with Retry when the list fails', async () => {
    signInAs('staff');
    stubFetch(() => ({ status: 500, body: { error: { code: 'internal', message: 'Boom' } } }));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Support could not be loaded');
  });
});
