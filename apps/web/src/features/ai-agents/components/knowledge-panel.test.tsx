import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agent } from '@/app/routes/ai-agents/ai-agents-test-kit';
import { createTestQueryClient, ShellProviders, stubFetch } from '@/test/app-harness';
import { KnowledgePanel } from './knowledge-panel';

afterEach(() => vi.unstubAllGlobals());

const ID = agent()._id;
const AT = '2026-11-27T10:00:00.000Z';
const file = (state: string, progress: { done: number; total: number } | null, passages = 0) => ({
  _id: 'f1f00000-0000-4000-8000-000000000001',
  agentId: ID,
  name: 'pricing.pdf',
  format: 'pdf',
  bytes: 2048,
  state,
  progress,
  error: null,
  passages,
  truncated: false,
  uploadedBy: null,
  createdAt: AT,
  updatedAt: AT,
});

describe('the agent’s own knowledge', { timeout: 30_000 }, () => {
  it('adds a custom answer after checking it, and says which kinds the draft does not read yet', async () => {
    const pairs: unknown[] = [];
    const { calls } = stubFetch(({ method, url, body }) => {
      if (url.endsWith('/qa') && method === 'POST') {
        const pair = {
          _id: 'e1e00000-0000-4000-8000-000000000001',
          agentId: ID,
          ...(body as object),
          createdAt: AT,
          updatedAt: AT,
        };
        pairs.push(pair);
        return { status: 201, body: { data: pair } };
      }
      if (url.endsWith('/qa')) return { body: { data: pairs } };
      return { body: { data: [] } };
    });
    render(
      <ShellProviders queryClient={createTestQueryClient()}>
        <KnowledgePanel agent={agent({ knowledgeKinds: ['faqs', 'qa'] })} />
      </ShellProviders>,
    );
    expect(screen.getByText(/does not answer from Uploaded files yet/)).toBeInTheDocument();
    expect(await screen.findByText('No custom answers yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add an answer' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an answer' });
    await userEvent.type(within(dialog).getByLabelText('Question'), 'Do you work weekends?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save answer' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Answer'), 'Yes, on **Saturdays**.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save answer' }));
    expect(await screen.findByText('Do you work weekends?')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      question: 'Do you work weekends?',
      answer: 'Yes, on **Saturdays**.',
    });
  });

  it('uploads a file and follows its indexing until it is ready', async () => {
    let reads = 0;
    const { calls } = stubFetch(({ method, url }) => {
      if (url.endsWith('/files') && method === 'POST') return { status: 202, body: { data: file('queued', null) } };
      if (url.endsWith('/files')) {
        reads += 1;
        if (reads === 1) return { body: { data: [] } };
        return { body: { data: [reads === 2 ? file('extracting', { done: 3, total: 12 }) : file('indexed', null, 41)] } };
      }
      return { body: { data: [] } };
    });
    render(
      <ShellProviders queryClient={createTestQueryClient()}>
        <KnowledgePanel agent={agent({ knowledgeKinds: ['files', 'qa'] })} />
      </ShellProviders>,
    );
    expect(await screen.findByText('No files yet.')).toBeInTheDocument();
    const input = screen.getByLabelText(/Upload a file/) as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.7'], 'pricing.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('meter', { name: 'pricing.pdf: 3 of 12 steps' })).toBeInTheDocument();
    expect(screen.getByText('Reading')).toBeInTheDocument();
    expect(await screen.findByText('41 passages', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('Ready')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST')?.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect(sent.get('file')).toBeInstanceOf(File);
  });
});
