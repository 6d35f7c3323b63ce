import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DENTAL, install, installState, signInAs } from '@/features/installs/test-fixtures';
import { APP_ID, appDetail, review } from '@/features/marketplace/test-fixtures';
import { type FetchCall, renderInShell, stubFetch } from '@/test/app-harness';
import { AppPage } from './app-page';

const NOT_FOUND = { status: 404, body: { error: { code: 'not_found', message: 'App not found' } } };

/** The app page and the reviews endpoint (mocked: its contract is ZAppReviewsQuery / ZAppReview). */
function serve(
  reviews: (call: FetchCall) => { status?: number; body?: unknown } = () => ({
    body: { data: [], meta: { total: 0, nextCursor: null } },
  }),
) {
  return stubFetch((call) => {
    if (call.url.startsWith('/api/v1/app/get_single_app')) return { body: { data: appDetail() } };
    if (call.url.startsWith('/api/v1/app/reviews')) return reviews(call);
    return NOT_FOUND;
  });
}

const renderPage = () => renderInShell(<AppPage />, { path: `/${APP_ID}`, routes: [{ path: ':app_id', element: <AppPage /> }] });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('App page', () => {
  it('shows the app: header, partner link, sanitised description, plans, versions, safe support links, summary', async () => {
    serve();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Chat Widget' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Northwind Labs' })).toHaveAttribute('href', '/partner/northwind-labs');
    expect(screen.getByText('Chat', { selector: 'strong' })).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();

    const plans = screen.getByRole('region', { name: 'Plans and pricing' });
    expect(within(plans).getByText('$19/mo')).toBeInTheDocument();
    expect(within(plans).getAllByText('14-day free trial')).toHaveLength(1);
    expect(within(plans).getByText('Priority support')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Versions' })).getByText('Version 1.1.0')).toBeInTheDocument();

    const support = screen.getByRole('region', { name: 'Support' });
    expect(within(support).getByRole('link', { name: 'help@example.test' })).toHaveAttribute('href', 'mailto:help@example.test');
    expect(within(support).queryByText('Privacy policy')).toBeNull(); // a javascript: address never becomes a link

    const summary = screen.getByRole('complementary', { name: 'App summary' });
    expect(within(summary).getByText('From $19/mo')).toBeInTheDocument();
    expect(within(summary).getByText('Agencies and locations')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
  });

  it('filters reviews by star from the distribution bars and loads more with the cursor', async () => {
    const { calls } = serve((call) => {
      if (call.url.includes('stars=1')) return { body: { data: [review(90, 1)], meta: { total: 1, nextCursor: null } } };
      if (call.url.includes('cursor=r2')) return { body: { data: [review(11)], meta: { total: 11, nextCursor: null } } };
      return { body: { data: Array.from({ length: 10 }, (_, i) => review(i + 1)), meta: { total: 11, nextCursor: 'r2' } } };
    });
    renderPage();
    const reviews = await screen.findByRole('region', { name: 'Ratings and reviews' });
    expect(await within(reviews).findByText('Review number 1')).toBeInTheDocument();
    expect(within(reviews).getByText('12 reviews')).toBeInTheDocument();

    await userEvent.click(within(reviews).getByRole('button', { name: 'Show more reviews' }));
    expect(await within(reviews).findByText('Review number 11')).toBeInTheDocument();
    expect(within(reviews).getByText('Review number 1')).toBeInTheDocument();

    expect(within(reviews).getByRole('button', { name: 'Show 2-star reviews (0)' })).toBeDisabled();
    const oneStar = within(reviews).getByRole('button', { name: 'Show 1-star reviews (1)' });
    await userEvent.click(oneStar);
    expect(oneStar).toHaveAttribute('aria-pressed', 'true');
    expect(await within(reviews).findByText('Review number 90')).toBeInTheDocument();
    expect(within(reviews).queryByText('Review number 1')).toBeNull();
    expect(calls.some((c) => c.url === `/api/v1/app/reviews?app_id=${APP_ID}&stars=1&limit=10`)).toBe(true);
  });

  it('shows a review written in the install panel at once: rating, bars and list, without asking again', async () => {
    signInAs('location_admin', { locationId: DENTAL });
    const mine = { ...review(99, 2), body: 'Too slow for us', authorName: 'Olivia B.', mine: true };
    const { calls } = stubFetch((call) => {
      if (call.url.startsWith('/api/v1/app/get_single_app')) return { body: { data: appDetail() } };
      if (call.url.startsWith('/api/v1/app/reviews'))
        return { body: { data: [review(1), review(2, 4)], meta: { total: 12, nextCursor: 'r2' } } };
      if (call.url.startsWith('/api/v1/app/install_state'))
        return {
          body: {
            data: installState({
              state: 'installed',
              installs: [install()],
              feedback: { canReview: true, reviewId: null, until: null },
            }),
          },
        };
      if (call.url === '/api/v1/app/submit_feedback')
        return {
          body: {
            data: { ...mine, appRating: { rating: { average: 4.2, count: 13 }, ratingDistribution: [1, 1, 1, 4, 6] } },
          },
        };
      return NOT_FOUND;
    });
    renderPage();
    const reviews = await screen.findByRole('region', { name: 'Ratings and reviews' });
    expect(await within(reviews).findByText('Review number 1')).toBeInTheDocument();
    expect(within(reviews).getByText('12 reviews')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: /Write a review/ }));
    const dialog = screen.getByRole('dialog', { name: 'Review Northwind Chat Widget' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '2 of 5 stars' }));
    await userEvent.type(within(dialog).getByLabelText('Your review (optional)'), 'Too slow for us');
    const before = calls.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save review' }));

    expect(await within(reviews).findByText('Too slow for us')).toBeInTheDocument();
    expect(within(reviews).getByText('13 reviews')).toBeInTheDocument();
    expect(within(reviews).getByText('4.2')).toBeInTheDocument();
    expect(within(reviews).getByRole('button', { name: 'Show 2-star reviews (1)' })).toBeEnabled();
    // The new review is the newest: first in the list.
    expect(within(reviews).getAllByText(/^(Review number 1|Too slow for us)$/)[0]).toHaveTextContent('Too slow for us');
    // The panel now offers to edit it.
    expect(await screen.findByRole('button', { name: /Edit your review/ })).toBeInTheDocument();
    expect(calls.slice(before).map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/v1/app/submit_feedback']);
  });

  it('opens screenshots in a lightbox: arrows step through, Escape closes and focus returns', async () => {
    serve();
    renderPage();
    const thumb = await screen.findByRole('button', { name: 'Open screenshot 1 of 2 of Northwind Chat Widget' });
    await userEvent.click(thumb);
    const box = screen.getByRole('dialog', { name: 'Screenshots of Northwind Chat Widget' });
    expect(within(box).getByText('Inbox', { selector: 'figcaption' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(box).getByText('2 of 2')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(box).getByText('1 of 2')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(thumb).toHaveFocus();
  });

  it('shows a friendly page with a link home when the app does not exist', async () => {
    stubFetch(() => NOT_FOUND);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'App not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the marketplace' })).toHaveAttribute('href', '/');
  });
});
