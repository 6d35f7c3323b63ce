import { describe, expect, it, vi } from 'vitest';
import { screenOfPath } from './help-desk-screens';

// The AI chat launcher asks for agents of its own; these tests count the page's own requests.
vi.mock('@/app/routes/help-chat', () => ({ HelpChat: () => null }));

describe('help desk screens module', () => {
  it.each([
    ['/support_tickets', 'support'],
    ['/support_tickets/0190a0a0-0000-7000-8000-000000000001', 'support'],
    ['/support/c/l/free/u', 'supportEmbedded'],
    ['/updated_app/support/c/l/u/new', 'supportEmbedded'],
    ['/roadmap', 'roadmap'],
    ['/Roadmaps/some-item', 'roadmap'],
    ['/roadmap-calendar', 'roadmapCalendar'],
    ['/roadmap-calendar/quarter/platform', 'roadmapCalendar'],
    ['/request', 'request'],
    ['/change_logs', 'changelogs'],
    ['/app_billings', 'plans'],
  ])('picks the screen of %s by its first segment', (path, screen) => {
    expect(screenOfPath(path)).toBe(screen);
  });
});
