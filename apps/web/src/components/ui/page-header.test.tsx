import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('gives the screen its one heading, with the eyebrow, the line about it and its actions', () => {
    render(
      <PageHeader
        eyebrow="Roadmap"
        title="Ideas"
        subtitle="What we are building"
        actions={<button type="button">New idea</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ideas' })).toBeInTheDocument();
    expect(screen.getByText('Roadmap')).toBeInTheDocument();
    expect(screen.getByText('What we are building')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New idea' })).toBeInTheDocument();
  });

  it('leaves out what it is not given', () => {
    const { container } = render(<PageHeader title="Ideas" />);
    expect(container.querySelectorAll('p')).toHaveLength(0);
    expect(container.querySelector('header')?.children).toHaveLength(1);
  });
});
