import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/test/i18n';
import { ScrollToTop } from './scroll-to-top';

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
  });
};

afterEach(() => scrollTo(0));

describe('ScrollToTop', () => {
  it('appears only after scrolling more than 50 px and scrolls back up', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<ScrollToTop />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(50);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(51);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
