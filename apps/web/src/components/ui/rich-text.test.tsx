import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

describe('RichText', () => {
  it('renders the allow-list and strips everything else', () => {
    const { container } = render(
      <RichText
        html={'<p><b>bold</b> <a href="https://x.test">link</a></p><script>alert(1)</script><img src=x onerror="alert(1)">'}
      />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.innerHTML).toBe('<p><b>bold</b> <a href="https://x.test">link</a></p>');
    expect(root.getAttribute('dir')).toBe('auto');
  });

  it('adds the caller class after its own', () => {
    const { container } = render(<RichText html="<p>x</p>" className="mt-4" />);
    expect(container.firstElementChild?.className).toMatch(/ mt-4$/);
  });

  it('shows the value when deferred too', () => {
    const { container } = render(<RichText html="<p>typed</p>" deferred />);
    expect(container.firstElementChild?.innerHTML).toBe('<p>typed</p>');
  });
});
