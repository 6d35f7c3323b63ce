import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon';

describe('Icon', () => {
  it('draws one hidden stroke path, sized by the caller', () => {
    const { container } = render(<Icon name="plus" className="size-4" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveClass('size-4');
    expect(svg?.querySelectorAll('path')).toHaveLength(1);
    expect(svg?.querySelector('path')?.getAttribute('d')).toBe('M12 5v14M5 12h14');
  });

  it('mirrors icons that point along the reading direction, and only those', () => {
    const { container } = render(
      <>
        <Icon name="chevronEnd" />
        <Icon name="chevronStart" />
        <Icon name="plus" />
      </>,
    );
    const [end, start, plus] = container.querySelectorAll('svg');
    expect(end).toHaveClass('rtl:-scale-x-100');
    expect(start).toHaveClass('rtl:-scale-x-100');
    expect(plus).not.toHaveClass('rtl:-scale-x-100');
  });
});
