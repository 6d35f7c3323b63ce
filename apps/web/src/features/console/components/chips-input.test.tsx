import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '@/test/i18n';
import { ChipsInput } from './chips-input';

function Tags({ initial = [] as string[] }) {
  const [values, setValues] = useState(initial);
  return <ChipsInput label="Tags" values={values} onChange={setValues} max={8} maxLength={30} />;
}

const chips = () =>
  within(screen.getByRole('list', { name: 'Tags, added' }))
    .queryAllByRole('listitem')
    .map((li) => li.firstChild?.textContent);

describe('ChipsInput', () => {
  it('makes one tag per piece of a pasted "dental, recall"', async () => {
    const user = userEvent.setup();
    render(<Tags />);
    await user.click(screen.getByLabelText('Tags'));
    await user.paste('dental, recall');
    expect(chips()).toEqual(['dental', 'recall']);
    expect(screen.getByLabelText('Tags')).toHaveValue('');
  });

  it('splits a paste on semicolons and line breaks too, without empties or duplicates', async () => {
    const user = userEvent.setup();
    render(<Tags initial={['Dental']} />);
    await user.click(screen.getByLabelText('Tags'));
    await user.paste('dental;\n recall ;; reviews\r\nRecall,');
    expect(chips()).toEqual(['Dental', 'recall', 'reviews']);
  });

  it('adds a tag on a typed comma or semicolon and keeps typing after it', async () => {
    const user = userEvent.setup();
    render(<Tags />);
    await user.type(screen.getByLabelText('Tags'), 'dental, recall;reviews');
    expect(chips()).toEqual(['dental', 'recall']);
    expect(screen.getByLabelText('Tags')).toHaveValue('reviews');
    await user.keyboard('{Enter}');
    expect(chips()).toEqual(['dental', 'recall', 'reviews']);
  });

  it('keeps a paste without separators in the input to finish typing', async () => {
    const user = userEvent.setup();
    render(<Tags />);
    await user.click(screen.getByLabelText('Tags'));
    await user.paste('dental');
    expect(chips()).toEqual([]);
    expect(screen.getByLabelText('Tags')).toHaveValue('dental');
  });
});
