import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/features/podcasts/test-utils';
import { PodcastForm } from './podcast-form';

function renderForm(initial = { title: '', date: '', video: 'dQw4w9WgXcQ', description: '<p>Notes</p>' }) {
  const onSubmit = vi.fn();
  render(
    <TestProviders>
      <PodcastForm formId="podcast-form" initial={initial} serverErrors={{}} onSubmit={onSubmit} />
      <button type="submit" form="podcast-form">
        Create
      </button>
    </TestProviders>,
  );
  return { onSubmit };
}

describe('PodcastForm', () => {
  it('refuses a podcast without a title or a date, says so per field and keeps what was typed', async () => {
    const { onSubmit } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Enter a title.');
    expect(screen.getByLabelText('Title')).toBeInvalid();
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription('Choose a date.');
    expect(screen.getByLabelText('Video id')).toHaveValue('dQw4w9WgXcQ');
    expect(screen.getByLabelText('Description')).toHaveValue('<p>Notes</p>');

    // Each message goes as soon as its field is filled in.
    await userEvent.type(screen.getByLabelText('Title'), 'Growth');
    expect(screen.queryByText('Enter a title.')).not.toBeInTheDocument();
    expect(screen.getByText('Choose a date.')).toBeInTheDocument();
  });

  it('sends title and date once both are given', async () => {
    const { onSubmit } = renderForm({ title: '', date: '', video: 'dQw4w9WgXcQ', description: '' });
    await userEvent.type(screen.getByLabelText('Title'), '  Growth  ');
    await userEvent.type(screen.getByLabelText('Date'), '2026-02-03');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Growth', date: '2026-02-03', video: 'dQw4w9WgXcQ', description: null });
  });
});
