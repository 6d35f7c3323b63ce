import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/lib/session-store';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { DENTAL, EMMA, HELPER, id } from '@/test/chat-conversation-fixtures';
import { signInAs } from '@/test/sign-in-as';
import { HelpChatLauncher } from './help-chat-launcher';

vi.mock('@/lib/socket', () => ({ useSocket: () => null }));

const AGENT = {
  _id: HELPER._id,
  owner: 'agency',
  agencyId: id(0xa1),
  status: 'published',
  publishedVersion: 1,
  hasDraftChanges: false,
  canManage: false,
  name: HELPER.name,
  avatar: null,
  greeting: 'Hi! Ask me about billing.',
  instructions: '',
  knowledgeKinds: ['faqs'],
  locationIds: null,
  tools: ['search_knowledge', 'handoff'],
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
};
const serve = (agents: unknown[]) => stubFetch(() => ({ body: { data: agents, nextCursor: null } }));

beforeEach(() => signInAs('location_admin', EMMA, { agencyId: id(0xa1), locationId: DENTAL._id, token: 't' }));
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('the help pages’ AI chat launcher', () => {
  it('opens a chat with the agent the person may use, and closes with Escape', async () => {
    serve([AGENT]);
    renderInShell(<HelpChatLauncher />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ask AI' }));
    expect(screen.getByRole('dialog', { name: `Chat with ${HELPER.name}` })).toBeInTheDocument();
    expect(screen.getByText('Hi! Ask me about billing.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ask AI' })).toHaveFocus();
  });

  it('shows nothing when the person has no agent', async () => {
    const { calls } = serve([]);
    renderInShell(<HelpChatLauncher />);
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/v1/agents'));
    expect(screen.queryByRole('button', { name: 'Ask AI' })).toBeNull();
  });
});
