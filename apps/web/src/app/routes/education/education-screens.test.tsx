import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listBody } from '@/features/education/test-fixtures';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { Component as EducationScreens, screenOfPath } from './education-screens';

// The AI chat launcher asks for agents of its own; these tests count the page's own requests.
vi.mock('@/app/routes/help-chat', () => ({ HelpChat: () => null }));

describe('education screens module', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['/faq', 'Frequently asked questions'],
    ['/education_faqs', 'Frequently asked questions'],
    ['/checklist', 'Checklists'],
    ['/checkLists', 'Checklists'],
    ['/onboardings', 'Onboarding'],
  ])('shows the screen of %s', async (path, heading) => {
    stubFetch(() => ({ body: listBody([]) }));
    renderInShell(<EducationScreens />, { path });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    ['/media-library', 'media'],
    ['/Faqs_v2', 'media'],
    ['/medialibraries', 'media'],
    ['/players', 'players'],
    ['/staff_players', 'players'],
    ['/testimonial', 'testimonials'],
    ['/zoom_call', 'calls'],
    ['/knowledgebase/some-article', 'docs'],
    ['/quiz/certificate/1', 'quiz'],
    ['/education', 'home'],
    ['/Education/Manage/faqs', 'manage'],
    ['/checkLists', 'steps'],
  ])('picks the screen of %s by its first segment', (path, screen) => {
    expect(screenOfPath(path)).toBe(screen);
  });
});
