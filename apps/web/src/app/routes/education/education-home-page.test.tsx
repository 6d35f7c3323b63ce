import type { TTool } from '@atrium/contracts/tools';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNERS, CHECKLISTS_BANNER, MASTERCLASS_BANNER, NEWS } from '@/features/education/home/home-fixtures';
import { listBody, signInAs } from '@/features/education/test-fixtures';
import { siteConfig } from '@/lib/site-config';
import { type FetchCall, renderInShell, stubFetch } from '@/test/app-harness';
import { Component as EducationHomePage } from './education-home-page';

interface Options {
  hostKind?: 'education' | 'agency';
  config?: { rotationSeconds: number; showOnEducationHome: boolean };
  failNews?: boolean;
  tools?: TTool[];
}

function serve({
  hostKind = 'education',
  config = { rotationSeconds: 8, showOnEducationHome: true },
  failNews = false,
  tools = TOOLS,
}: Options = {}) {
  let newsFailures = failNews ? 1 : 0;
  return stubFetch((call: FetchCall) => {
    const url = call.url.replace('/api/v1/', '');
    if (url === 'site-config') return { body: { data: { hostKind, realtime: { path: '/engine.io' } } } };
    if (url.startsWith('banners?')) return { body: listBody(BANNERS) };
    if (url === 'bannersconfig') return { body: { data: { ...config, owner: 'platform' } } };
    if (url.startsWith('tools?')) return { body: listBody(tools) };
    if (url.startsWith('newsfeed?')) {
      if (newsFailures-- > 0) return { status: 500, body: { error: { code: 'internal', message: 'Boom' } } };
      return { body: listBody(NEWS) };
    }
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  });
}

const tool = (name: string, category: string | null, position: number): TTool => ({
  _id: `0190a0a0-0000-7000-8000-0000000000${position}${name.length}`,
  name,
  description: `<p>About ${name}</p>`,
  url: `https://tools.example/${position}`,
  category,
  iconUrl: null,
  position,
  status: 'published',
  owner: 'platform',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});
const TOOLS = [tool('ROI calculator', 'Sales', 1), tool('Ad copy library', 'Marketing', 0), tool('Loose end', null, 0)];

const highlights = () => screen.getByRole('region', { name: 'Highlights' });

describe('Education home', () => {
  beforeEach(() => siteConfig.reset());
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the banners in order, the news with pinned first, and a tile for every area', async () => {
    serve();
    renderInShell(<EducationHomePage />, { path: '/education' });
    expect(screen.getByRole('heading', { level: 1, name: 'Learn and grow with Atrium' })).toBeInTheDocument();
    expect(
      await within(await screen.findByRole('region', { name: 'Highlights' })).findByRole('heading', {
        name: CHECKLISTS_BANNER.title,
      }),
    ).toBeInTheDocument();
    expect(within(highlights()).getByRole('link', { name: 'Open checklists' })).toHaveAttribute(
      'href',
      CHECKLISTS_BANNER.linkUrl,
    );
    expect(within(highlights()).getByRole('group', { name: '1 of 2' })).toBeInTheDocument();

    const news = await screen.findByRole('list', { name: 'News' });
    expect(
      within(news)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Checklists are here', 'Office hours move', 'Ten new apps']);
    expect(within(news).getByText('Pinned')).toBeInTheDocument();
    expect(within(news).getAllByText(/^Mar \d+, 2026$/)).toHaveLength(3);
    expect(news.querySelector('script')).toBeNull();

    const areas = screen.getByRole('region', { name: 'Explore the education area' });
    expect(within(areas).getAllByRole('link')).toHaveLength(12);
    expect(within(areas).getByRole('link', { name: /^Videos/ })).toHaveAttribute('href', '/media-library');
    expect(within(areas).getByRole('link', { name: /Zoom Call/ })).toHaveAttribute('href', '/zoom_call');
    expect(screen.queryByRole('link', { name: 'Manage content' })).not.toBeInTheDocument();
  });

  it('steps through the banners by hand and pauses the rotation', async () => {
    serve();
    const user = userEvent.setup();
    renderInShell(<EducationHomePage />, { path: '/education' });
    await within(await screen.findByRole('region', { name: 'Highlights' })).findByRole('heading', {
      name: CHECKLISTS_BANNER.title,
    });
    await user.click(screen.getByRole('button', { name: 'Next highlight' }));
    expect(within(highlights()).getByRole('heading', { name: MASTERCLASS_BANNER.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show highlight 1' }));
    expect(within(highlights()).getByRole('heading', { name: CHECKLISTS_BANNER.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pause the highlights' }));
    expect(screen.getByRole('button', { name: 'Play the highlights' })).toBeInTheDocument();
  });

  it('rotates the banners on the configured interval', async () => {
    serve({ config: { rotationSeconds: 1, showOnEducationHome: true } });
    renderInShell(<EducationHomePage />, { path: '/education' });
    await within(await screen.findByRole('region', { name: 'Highlights' })).findByRole('heading', {
      name: CHECKLISTS_BANNER.title,
    });
    await waitFor(
      () => expect(within(highlights()).getByRole('heading', { name: MASTERCLASS_BANNER.title })).toBeInTheDocument(),
      {
        timeout: 2500,
      },
    );
  });

  it('starts paused for people who asked for less motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    serve();
    renderInShell(<EducationHomePage />, { path: '/education' });
    await within(await screen.findByRole('region', { name: 'Highlights' })).findByRole('heading', {
      name: CHECKLISTS_BANNER.title,
    });
    expect(screen.getByRole('button', { name: 'Play the highlights' })).toBeInTheDocument();
  });

  it('leaves the banners out when the owner turned them off', async () => {
    serve({ config: { rotationSeconds: 0, showOnEducationHome: false } });
    renderInShell(<EducationHomePage />, { path: '/education' });
    await screen.findByRole('list', { name: 'News' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Highlights' })).not.toBeInTheDocument());
  });

  it('hides the areas an agency host hides, and shows authors the way to manage content', async () => {
    signInAs('agency_admin');
    serve({ hostKind: 'agency', config: { rotationSeconds: 0, showOnEducationHome: true } });
    renderInShell(<EducationHomePage />, { path: '/education' });
    const areas = screen.getByRole('region', { name: 'Explore the education area' });
    await waitFor(() => expect(within(areas).getAllByRole('link')).toHaveLength(7));
    expect(within(areas).queryByRole('link', { name: /Zoom Call/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage content' })).toHaveAttribute('href', '/education/manage');
    await within(await screen.findByRole('region', { name: 'Highlights' })).findByRole('heading', {
      name: CHECKLISTS_BANNER.title,
    });
    expect(screen.queryByRole('button', { name: 'Pause the highlights' })).not.toBeInTheDocument();
  });

  it("lists the owner's tools by category, each opening in a new tab, and leaves the section out when there are none", async () => {
    serve();
    const { unmount } = renderInShell(<EducationHomePage />, { path: '/education' });
    const section = await screen.findByRole('region', { name: 'Tools' });
    const sales = await within(section).findByRole('region', { name: 'Sales' });
    const open = within(sales).getByRole('link', { name: 'Open ROI calculator in a new tab' });
    expect(open).toHaveAttribute('href', 'https://tools.example/1');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(section)
        .getAllByRole('region')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['Marketing', 'Sales', 'Other']);
    unmount();

    serve({ tools: [] });
    renderInShell(<EducationHomePage />, { path: '/education' });
    expect(await screen.findByRole('list', { name: 'News' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Tools' })).toBeNull());
  });

  it('shows an error with Retry when the news cannot be loaded', async () => {
    serve({ failNews: true });
    const user = userEvent.setup();
    renderInShell(<EducationHomePage />, { path: '/education' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The news could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'News' })).toBeInTheDocument();
  });
});
