import '@/test/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { ChatComposer } from './chat-composer';
import { ChatError } from './chat-error';
import { ChatTranscript } from './chat-transcript';
import type { ChatEntry } from './chat-types';

const agent = { name: 'Sunny', avatar: null };

describe('ChatComposer', () => {
  it('sends on Enter, adds a line on Shift+Enter, and clears after sending', async () => {
    const onSend = vi.fn();
    render(<ChatComposer onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Your question' });
    await userEvent.type(box, 'First line{Shift>}{Enter}{/Shift}second');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('First line\nsecond');
    expect(box).toHaveValue('');
  });

  it('sends nothing blank, and nothing while disabled', async () => {
    const onSend = vi.fn();
    const { rerender } = render(<ChatComposer onSend={onSend} />);
    await userEvent.type(screen.getByRole('textbox'), '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    rerender(<ChatComposer onSend={onSend} disabled />);
    await userEvent.type(screen.getByRole('textbox'), 'Hi{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('shows Stop while an answer streams', async () => {
    const onStop = vi.fn();
    render(<ChatComposer onSend={vi.fn()} onStop={onStop} streaming />);
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onStop).toHaveBeenCalledOnce();
  });
});

describe('ChatTranscript', () => {
  const entries: ChatEntry[] = [
    { id: '1', role: 'user', text: 'How do I <b>reset</b>?' },
    {
      id: '2',
      role: 'assistant',
      text: 'Here is what it says:\n\n> Use **Forgot password**.<img src=x onerror=alert(1)>',
      sources: [
        { passageId: 'p1', title: 'Passwords', url: '/faq?item=1' },
        { passageId: 'p2', title: 'Bad', url: 'javascript:alert(1)' },
      ],
    },
    { id: '3', role: 'person', text: 'I can help too.', authorName: 'Olivia' },
  ];

  it('shows each side, the answer as sanitised Markdown, and its sources as safe links', () => {
    const { container } = render(
      <ChatTranscript
        agent={agent}
        entries={entries}
        actions={(e) => (e.role === 'assistant' ? <button type="button">Rate</button> : null)}
      />,
    );
    expect(screen.getByText('How do I <b>reset</b>?')).toBeInTheDocument();
    expect(screen.getByText('Forgot password').tagName).toBe('STRONG');
    expect(container.querySelector('img[onerror], blockquote img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Passwords' })).toHaveAttribute('href', '/faq?item=1');
    expect(screen.queryByRole('link', { name: 'Bad' })).toBeNull();
    expect(screen.getByText('Bad')).toBeInTheDocument();
    expect(screen.getByText('Olivia')).toBeInTheDocument();
    expect(screen.getByText('Person')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Rate' })).toHaveLength(1);
  });

  it('announces the answer being written politely, with the tool running', () => {
    const { rerender } = render(<ChatTranscript agent={agent} entries={[]} streaming={{ text: '', tool: 'search_knowledge' }} />);
    const live = document.querySelector('[aria-live="polite"]') as HTMLElement;
    expect(within(live).getByText('Searching the knowledge base…')).toBeInTheDocument();
    rerender(<ChatTranscript agent={agent} entries={[]} streaming={{ text: 'Partial **answer**', tool: null }} />);
    expect(within(live).getByText('answer').tagName).toBe('STRONG');
  });

  it('keeps a failed answer with its error', () => {
    render(
      <ChatTranscript
        agent={agent}
        entries={[{ id: '9', role: 'assistant', text: 'Half', error: { code: 'timeout', message: 'x' } }]}
      />,
    );
    expect(screen.getByText('Half')).toBeInTheDocument();
    expect(screen.getByText('The assistant took too long to answer. Try again.')).toBeInTheDocument();
  });
});

describe('ChatError', () => {
  it('says how long to wait when the limit says so, and offers a retry', async () => {
    const onRetry = vi.fn();
    const error = new ApiError('Too many', {
      status: 429,
      code: 'ai_rate_limited',
      data: { error: { code: 'ai_rate_limited', message: 'Too many', details: { retryAfterSeconds: 30 } } },
    });
    render(<ChatError error={error} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Try again in 30 s.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("shows the server's words for an error it does not know", () => {
    render(<ChatError error={new ApiError('Agent not found', { status: 404, code: 'not_found', data: null })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Agent not found');
  });
});
