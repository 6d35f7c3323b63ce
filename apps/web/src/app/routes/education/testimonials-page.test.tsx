import type { TTestimonial } from '@atrium/contracts/testimonials';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedUrl } from '@/components/ui/video-frame';
import { listBody } from '@/features/education/test-fixtures';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { Component as TestimonialsPage } from './testimonials-page';

const testimonial = (n: number, overrides: Partial<TTestimonial>): TTestimonial => ({
  _id: `0190a0a0-0000-7000-8000-0000000000${n}0`,
  kind: 'text',
  personName: `Person ${n}`,
  personTitle: 'Founder',
  company: 'Acme',
  rating: 5,
  body: '<p>Words.</p>',
  videoId: null,
  avatarUrl: null,
  position: n,
  status: 'published',
  owner: 'platform',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const RACHEL = testimonial(1, {
  personName: 'Rachel Kim',
  company: 'Brightside Marketing',
  body: '<p>We moved <b>forty</b> sub-accounts in a weekend.</p><img src=x onerror=alert(1)>',
});
const MARCUS = testimonial(2, { kind: 'video', personName: 'Marcus Lee', videoId: 'M7lc1UVf-VE', rating: 4, body: null });
const LUCA = testimonial(3, { personName: 'Luca Romano', rating: 3, personTitle: null, company: null });

function serve(list: TTestimonial[] = [LUCA, MARCUS, RACHEL], { fail = false } = {}) {
  return stubFetch(() =>
    fail ? { status: 500, body: { error: { code: 'internal', message: 'Boom' } } } : { body: listBody(list) },
  );
}

const names = () =>
  within(screen.getByRole('list', { name: 'Testimonials' }))
    .getAllByRole('figure')
    .map((f) => within(f).getByText(/Rachel|Marcus|Luca/).textContent);

describe('Testimonials page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the summary and every testimonial with its person, company and rating', async () => {
    const { calls } = serve();
    renderInShell(<TestimonialsPage />, { path: '/testimonial' });
    expect(screen.getByText('Loading testimonials…')).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Rating summary' });
    expect(within(summary).getByText('4.0')).toBeInTheDocument();
    expect(within(summary).getByText('Based on 3 testimonials')).toBeInTheDocument();
    expect(within(summary).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();

    expect(names()).toEqual(['Rachel Kim', 'Marcus Lee', 'Luca Romano']);
    const rachel = screen.getAllByRole('figure')[0]!;
    expect(within(rachel).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(rachel).getByText('Founder, Brightside Marketing')).toBeInTheDocument();
    expect(within(rachel).getByText('RK')).toBeInTheDocument();
    expect(within(rachel).getByText('forty').tagName).toBe('B');
    expect(rachel.querySelector('img[src="x"]')).toBeNull();
    expect(calls[0]?.url).toBe('/api/v1/testimonials?limit=200');
  });

  it('filters by kind and rating through the address, and plays a video in a dialog', async () => {
    serve();
    renderInShell(<TestimonialsPage />, { path: '/testimonial' });
    const kinds = await screen.findByRole('group', { name: 'Show' });
    await userEvent.click(within(kinds).getByRole('button', { name: 'Video' }));
    expect(within(kinds).getByRole('button', { name: 'Video' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/testimonial?kind=video');
    expect(names()).toEqual(['Marcus Lee']);
    expect(screen.getByText('Showing 1 testimonial')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Play the video of Marcus Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcus Lee' });
    expect(within(dialog).getByTitle('Video testimonial of Marcus Lee')).toHaveAttribute('src', embedUrl('M7lc1UVf-VE'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(within(screen.getByRole('group', { name: 'Rating' })).getByRole('button', { name: '5 stars' }));
    expect(await screen.findByRole('heading', { name: 'No testimonials match these filters' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all testimonials' }));
    expect(names()).toHaveLength(3);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/testimonial$/);
  });

  it('reads the filters from the address', async () => {
    serve();
    renderInShell(<TestimonialsPage />, { path: '/testimonial?rating=4' });
    await screen.findByRole('region', { name: 'Rating summary' });
    expect(names()).toEqual(['Rachel Kim', 'Marcus Lee']);
    expect(screen.getByRole('button', { name: '4+ stars' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('has an empty state and an error state with retry', async () => {
    serve([]);
    const first = renderInShell(<TestimonialsPage />, { path: '/testimonial' });
    expect(await screen.findByRole('heading', { name: 'No testimonials yet' })).toBeInTheDocument();
    first.unmount();

    serve([], { fail: true });
    renderInShell(<TestimonialsPage />, { path: '/testimonial' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Testimonials could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
