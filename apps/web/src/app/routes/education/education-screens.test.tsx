import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listBody } from '../../../features/education/test-fixtures';
import { renderInShell, stubFetch } from '../../../test/app-harness';
import { Component as EducationScreens } from './education-screens';

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
});
