import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/lib/session-store';
import { renderInShell } from '@/test/app-harness';
import { DENTAL, EMMA, id } from '@/test/chat-conversation-fixtures';
import { signInAs } from '@/test/sign-in-as';
import { LocationChatPage } from './location-chat-page';

vi.mock('@/lib/socket', () => ({ useSocket: () => null }));

const AGENCY = id(0xa1);
const routes = [
  { path: 'ai-agent', element: <LocationChatPage /> },
  { path: ':company_id/:userId/ai-agent', element: <p>Emma’s own chat</p> },
];

afterEach(() => clearSession());

describe('/ai-agent, where the CRM menu’s link leads', () => {
  it('sends the signed-in person on to their own chat', async () => {
    signInAs('location_admin', EMMA, { agencyId: AGENCY, locationId: DENTAL._id, token: 't' });
    renderInShell(<p>elsewhere</p>, { path: '/ai-agent', routes });
    expect(await screen.findByText('Emma’s own chat')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/${AGENCY}/${EMMA._id}/ai-agent`);
  });

  it('asks someone signed out to sign in first', async () => {
    renderInShell(<p>elsewhere</p>, { path: '/ai-agent', routes });
    expect(await screen.findByRole('heading', { name: /sign in/i })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/ai-agent');
  });
});
