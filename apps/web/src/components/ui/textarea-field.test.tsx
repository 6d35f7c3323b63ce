import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextareaField } from './textarea-field';

describe('TextareaField', () => {
  it('labels the textarea and describes it by its hint', () => {
    render(<TextareaField label="Notes" hint="Optional" defaultValue="" />);
    const box = screen.getByLabelText('Notes');
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).toHaveAccessibleDescription('Optional');
  });

  it('shows the error instead of the hint and marks the textarea invalid', () => {
    render(<TextareaField label="Notes" hint="Optional" error="Too long" defaultValue="" />);
    const box = screen.getByLabelText('Notes');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Too long');
    expect(screen.queryByText('Optional')).toBeNull();
  });
});
