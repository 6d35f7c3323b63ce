import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/test/i18n';
import { StarRating } from './star-rating';

const fills = () => [...document.querySelectorAll('[data-fill]')].map((el) => Number(el.getAttribute('data-fill')));

describe('StarRating', () => {
  it('is one image named by the rating', () => {
    render(<StarRating rating={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(fills()).toEqual([1, 1, 1, 1, 0]);
  });

  it('fills an average to the nearest half star and says it exactly', () => {
    render(<StarRating rating={4.3} />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(fills()).toEqual([1, 1, 1, 1, 0.5]);
  });
});
