import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@/features/education/test-fixtures';
import { type FetchCall, renderInShell, stubFetch } from '@/test/app-harness';
import { QuestionFormDialog } from './question-form-dialog';

const SECTION = '0190a0a0-0000-7000-8000-0000000000a1';

function open(respond: (call: FetchCall) => { status?: number; body?: unknown }) {
  signInAs('agency_admin');
  const { calls } = stubFetch(respond);
  const onClose = vi.fn();
  renderInShell(<QuestionFormDialog sectionId={SECTION} question={null} position={3} onClose={onClose} />);
  return { calls, onClose, dialog: screen.getByRole('dialog', { name: 'New question' }) };
}

/** Typing through user-event is slow on a busy machine: these flows get more than the default 5 s. */
const SLOW = 30_000;

describe('QuestionFormDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it(
    'checks the question before sending: the prompt, each option and the right answer',
    async () => {
      const user = userEvent.setup();
      const { calls, dialog } = open(() => ({ status: 201, body: {} }));
      await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
      expect(calls).toHaveLength(0);
      expect(within(dialog).getByLabelText('Question')).toHaveAccessibleDescription('This field is required.');
      expect(within(dialog).getByLabelText('Option 1')).toHaveAccessibleDescription('Write this option or remove it.');
      expect(within(dialog).getByText('Mark the right answer.')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'sends a multiple-choice question with every right answer marked by checkboxes',
    async () => {
      const user = userEvent.setup();
      const { calls, onClose, dialog } = open(() => ({ status: 201, body: { data: {} } }));
      await user.type(within(dialog).getByLabelText('Question'), 'Which are education pages?');
      await user.click(within(dialog).getByRole('radio', { name: /Multiple choice/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
      await user.type(within(dialog).getByLabelText('Option 1'), 'FAQ');
      await user.type(within(dialog).getByLabelText('Option 2'), 'Billing');
      await user.type(within(dialog).getByLabelText('Option 3'), 'Checklist');
      // Multiple choice marks answers with checkboxes, several at once.
      await user.click(within(dialog).getByRole('checkbox', { name: 'Option 1 is right' }));
      await user.click(within(dialog).getByRole('checkbox', { name: 'Option 3 is right' }));
      await user.click(within(dialog).getByRole('button', { name: 'Add question' }));

      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/v1/questions' });
      expect(calls[0]!.body).toEqual({
        sectionId: SECTION,
        kind: 'multiple',
        prompt: 'Which are education pages?',
        options: [
          { id: 'a', text: 'FAQ' },
          { id: 'b', text: 'Billing' },
          { id: 'c', text: 'Checklist' },
        ],
        correct: ['a', 'c'],
        explanation: null,
        position: 3,
      });
      await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    },
    SLOW,
  );

  it(
    'single choice uses radios, so marking another option moves the one right answer',
    async () => {
      const user = userEvent.setup();
      const { dialog } = open(() => ({ status: 201, body: {} }));
      await user.click(within(dialog).getByRole('radio', { name: 'Option 1 is right' }));
      await user.click(within(dialog).getByRole('radio', { name: 'Option 2 is right' }));
      expect(within(dialog).getByRole('radio', { name: 'Option 1 is right' })).not.toBeChecked();
      expect(within(dialog).getByRole('radio', { name: 'Option 2 is right' })).toBeChecked();
    },
    SLOW,
  );

  it(
    "shows the server's field error beside the field and keeps what was typed",
    async () => {
      const user = userEvent.setup();
      const { onClose, dialog } = open(() => ({
        status: 400,
        body: {
          error: {
            code: 'validation_error',
            message: 'Invalid',
            details: [
              { path: ['sectionId'], message: 'Choose one of your sections' },
              { path: ['prompt'], message: 'Too vague' },
            ],
          },
        },
      }));
      await user.type(within(dialog).getByLabelText('Question'), 'Is it?');
      await user.type(within(dialog).getByLabelText('Option 1'), 'Yes');
      await user.type(within(dialog).getByLabelText('Option 2'), 'No');
      await user.click(within(dialog).getByRole('radio', { name: 'Option 1 is right' }));
      await user.click(within(dialog).getByRole('button', { name: 'Add question' }));

      expect(await within(dialog).findByLabelText('Question')).toHaveAccessibleDescription('Too vague');
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Could not save. Choose one of your sections');
      expect(within(dialog).getByLabelText('Question')).toHaveValue('Is it?');
      expect(within(dialog).getByLabelText('Option 2')).toHaveValue('No');
      expect(onClose).not.toHaveBeenCalled();
    },
    SLOW,
  );
});
