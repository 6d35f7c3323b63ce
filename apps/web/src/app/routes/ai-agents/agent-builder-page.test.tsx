import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { doneEvent, sseResponse, sseText } from '@/test/event-stream-fixtures';
import { agent, LOCATIONS, renderAgents, serveAgents, signInAs, version } from './ai-agents-test-kit';

afterEach(() => vi.unstubAllGlobals());

const ID = agent()._id;
const refused = (path: string[], message: string) => ({
  status: 400,
  body: { error: { code: 'validation_failed', message: 'Invalid request', details: [{ path, message }] } },
});

describe('the agent builder', { timeout: 30_000 }, () => {
  it('checks the contract before saving, shows the server’s refusal on its field, then saves the draft', async () => {
    signInAs('agency_admin');
    let saves = 0;
    const { calls } = serveAgents(({ method, url, body }) => {
      if (method !== 'PUT' || url !== '/v1/agents') return undefined;
      saves += 1;
      if (saves === 1) return refused(['greeting'], 'The greeting may not contain links');
      return { body: { data: agent(body as object) } };
    });
    renderAgents(`/ai-agents/${ID}`);
    const name = await screen.findByLabelText('Name');
    expect(screen.getByText('All changes saved')).toBeInTheDocument();

    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.type(name, 'Summit Concierge');
    // Only the chosen locations, and one more tool.
    await userEvent.click(screen.getByRole('radio', { name: /Chosen locations/ }));
    await userEvent.click(await screen.findByRole('checkbox', { name: LOCATIONS[1]!.name }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Installed apps/ }));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The greeting may not contain links')).toBeInTheDocument();
    expect(screen.getByLabelText('Greeting')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('All changes saved');
    const put = calls.filter((c) => c.method === 'PUT').at(-1);
    expect(put?.body).toEqual({
      _id: ID,
      name: 'Summit Concierge',
      avatar: null,
      greeting: 'Hi! Ask me about Summit.',
      instructions: 'Be brief.',
      knowledgeKinds: ['faqs', 'docs'],
      locationIds: [LOCATIONS[1]!._id],
      tools: ['search_knowledge', 'installed_apps', 'handoff'],
    });
  });

  it('publishes only the saved draft, and restores a version after asking', async () => {
    signInAs('agency_admin');
    const published = agent({ status: 'published', publishedVersion: 2, hasDraftChanges: true, name: 'Draft name' });
    const { calls } = serveAgents(({ method, url, body }) => {
      if (method === 'GET' && url === `/v1/agents/${ID}/versions`)
        return { body: { data: [version(2), version(1, { name: 'First name' })] } };
      if (method === 'POST' && url === `/v1/agents/${ID}/publish`) return { status: 201, body: { data: version(3) } };
      if (method === 'POST' && url === `/v1/agents/${ID}/restore`)
        return { body: { data: { ...published, name: 'First name', versionId: undefined, ...(body as object) } } };
      return undefined;
    }, published);
    renderAgents(`/ai-agents/${ID}`);
    expect(await screen.findByText('Published v2')).toBeInTheDocument();
    expect(screen.getByText('Unpublished changes')).toBeInTheDocument();

    // An unsaved edit would not be in the version: Publish waits for a save.
    await userEvent.type(screen.getByLabelText('Name'), '!');
    expect(screen.getByRole('button', { name: 'Publish changes' })).toBeDisabled();
    expect(screen.getByText('Save your changes first: publishing takes the saved draft.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish changes' }));
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/publish'))).toHaveLength(1));
    // The agent is read again for its new status.
    await waitFor(() => expect(calls.filter((c) => c.url === `/v1/agents/${ID}`).length).toBeGreaterThan(1));

    await userEvent.click(screen.getByRole('tab', { name: 'Versions' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Restore version 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore version 1?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.url.endsWith('/restore'))?.body).toEqual({ versionId: version(1)._id });
    // Back on the settings, with the restored copy as the saved draft.
    expect(screen.getByLabelText('Name')).toHaveValue('First name');
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
  });

  it('tries the saved draft in the playground, with the earlier turns and the cited sources', async () => {
    signInAs('agency_admin');
    const { calls } = serveAgents();
    const json = globalThis.fetch;
    const asked: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        if (String(input) !== `/v1/agents/${ID}/playground`) return json(input, init);
        asked.push(JSON.parse(String(init.body)));
        const source = { passageId: 'faq:1', title: 'Resetting a password', url: '/faq?item=1' };
        return sseResponse([
          sseText([
            { type: 'start', conversationId: null, userMessageId: null },
            { type: 'delta', text: 'Use **Forgot password** on the sign-in page.' },
            doneEvent({ messageId: null, sources: [source], handoffOffered: asked.length > 1 }),
          ]),
        ]);
      }),
    );
    renderAgents(`/ai-agents/${ID}`);
    await userEvent.click(await screen.findByRole('tab', { name: 'Try it' }));
    const panel = screen.getByRole('region', { name: 'Playground' });
    expect(within(panel).getByText('Hi! Ask me about Summit.')).toBeInTheDocument();

    const box = within(panel).getByRole('textbox', { name: 'Your question' });
    await userEvent.type(box, 'How do I reset my password?{Enter}');
    expect(await within(panel).findByRole('link', { name: /Resetting a password/ })).toHaveAttribute('href', '/faq?item=1');
    expect(within(panel).getByText('Forgot password')).toBeInTheDocument();

    await userEvent.type(box, 'And my invoices?{Enter}');
    expect(await within(panel).findByText(/offer to hand the person over/)).toBeInTheDocument();
    expect(asked).toEqual([
      { message: 'How do I reset my password?', history: [] },
      {
        message: 'And my invoices?',
        history: [
          { role: 'user', text: 'How do I reset my password?' },
          { role: 'assistant', text: 'Use **Forgot password** on the sign-in page.' },
        ],
      },
    ]);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('tells people who do not build agents that the screen is not theirs', async () => {
    signInAs('location_admin');
    const { calls } = serveAgents();
    renderAgents(`/ai-agents/${ID}`);
    expect(await screen.findByText('This screen is not yours')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
