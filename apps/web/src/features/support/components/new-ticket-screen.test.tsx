import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as SupportPage } from '@/app/routes/help-desk/support-page';
import { id, signInAs, ticket } from '@/features/support/support-fixtures';
import { renderInShell, stubFetch } from '@/test/app-harness';

// The AI chat launcher asks for agents of its own; these tests count the page's own requests.
vi.mock('@/app/routes/help-chat', () => ({ HelpChat: () => null }));

vi.mock('@/lib/socket', () => ({ useSocket: () => null }));

const routes = [{ path: 'support_tickets/*', element: <SupportPage /> }];

afterEach(() => vi.unstubAllGlobals());

describe('New ticket', () => {
  it('checks the fields with the contract before sending, then opens the new ticket', async () => {
    signInAs('location_admin');
    const created = ticket({ _id: id(0xd9), number: 1050, subject: 'Calendar sync', viewerIsTeam: false });
    const { calls } = stubFetch((call) => {
      if (call.method === 'POST') return { status: 201, body: { data: created } };
      return { body: { data: call.url.includes('getcomments') ? [] : created } };
    });
    renderInShell(<p />, { path: '/support_tickets/new', routes });
    await userEvent.click(screen.getByRole('button', { name: 'Submit ticket' }));
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('This field is required.');
    expect(calls).toHaveLength(0);
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveFocus());

    await userEvent.type(screen.getByLabelText('Subject'), 'Calendar sync');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'problem');
    await userEvent.selectOptions(screen.getByLabelText('Priority'), 'urgent');
    await userEvent.type(screen.getByLabelText('Description'), 'No sync');
    // Ctrl+Enter sends from any field.
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/support_tickets/${id(0xd9)}`));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/support',
      body: {
        subject: 'Calendar sync',
        description: 'No sync',
        category: 'problem',
        priority: 'urgent',
        attachments: [],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Calendar sync' })).toBeInTheDocument();
  }, 15_000);

  it("shows the server's refusals beside their fields", async () => {
    signInAs('staff');
    stubFetch(() => ({
      status: 400,
      body: {
        error: {
          code: 'bad_request',
          message: 'Invalid body',
          details: [{ path: 'body/subject', message: 'Subject is taken today' }],
        },
      },
    }));
    renderInShell(<p />, { path: '/support_tickets/new', routes });
    await userEvent.type(screen.getByLabelText('Subject'), 'Hello');
    await userEvent.type(screen.getByLabelText('Description'), 'World');
    await userEvent.click(screen.getByRole('button', { name: 'Submit ticket' }));
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Subject is taken today'));
    expect(screen.getByTestId('location')).toHaveTextContent('/support_tickets/new');
  });
});
