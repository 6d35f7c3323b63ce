import type { Db } from '../db/client';
import { zoomCalls } from '../modules/education/zoom-calls.tables';

const DAY = 24 * 60 * 60_000;

/**
 * Group calls around the moment the demo is loaded: five coming up (one weekly office hour among them) and
 * four held, three with recordings, so both tabs of the page have something in them.
 */
export async function seedDemoZoomCalls(db: Db, now = Date.now()): Promise<void> {
  // On the hour, so the times read naturally.
  const at = (days: number, hourUtc: number) => {
    const d = new Date(now + days * DAY);
    d.setUTCHours(hourUtc, 0, 0, 0);
    return d;
  };
  const description = (text: string) => `<p>${text}</p>`;
  await db.insert(zoomCalls).values([
    {
      title: 'Weekly office hours',
      hostName: 'Ada Admin',
      startsAt: at(2, 16),
      durationMinutes: 60,
      joinUrl: 'https://zoom.us/j/4150001001',
      description: description('Bring your questions about apps, installs and billing. Open to every agency and location.'),
    },
    {
      title: 'Snapshots masterclass',
      hostName: 'Marcus Lee',
      startsAt: at(5, 17),
      durationMinutes: 90,
      joinUrl: 'https://zoom.us/j/4150001002',
      description: description('Build, version and sell a snapshot from scratch, live.'),
    },
    {
      title: 'New features walkthrough',
      hostName: 'Ada Admin',
      startsAt: at(9, 15),
      durationMinutes: 45,
      joinUrl: 'https://zoom.us/j/4150001003',
      description: description('Everything in this month’s change log, shown in ten-minute demos.'),
    },
    {
      title: 'Onboarding your first location',
      hostName: 'Priya Natarajan',
      startsAt: at(12, 14),
      durationMinutes: 60,
      joinUrl: 'https://zoom.us/j/4150001004',
      description: description('A step-by-step call for agencies new to Atrium.'),
    },
    {
      title: 'AI agents Q&A',
      hostName: 'Aiko Tanaka',
      startsAt: at(20, 18),
      durationMinutes: 60,
      joinUrl: 'https://zoom.us/j/4150001005',
      description: description('What the AI agents can do for your clients today, and what is next.'),
    },
    {
      title: 'Pricing your SaaS plans',
      hostName: 'Tom Becker',
      startsAt: at(-6, 16),
      durationMinutes: 60,
      joinUrl: 'https://zoom.us/j/4150000991',
      recordingUrl: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
      description: description('How three agencies price their plans, with the numbers.'),
    },
    {
      title: 'Reputation that runs itself',
      hostName: 'Hannah Okafor',
      startsAt: at(-13, 17),
      durationMinutes: 60,
      joinUrl: 'https://zoom.us/j/4150000992',
      recordingUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      description: description('Review requests, replies and widgets that keep ratings high.'),
    },
    {
      title: 'Checklists for busy teams',
      hostName: 'Ada Admin',
      startsAt: at(-20, 15),
      durationMinutes: 30,
      joinUrl: 'https://zoom.us/j/4150000993',
      recordingUrl: 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
      description: description('Turn your onboarding into checklists your staff actually finish.'),
    },
    {
      title: 'Community meetup',
      hostName: 'Diego Alvarez',
      startsAt: at(-27, 18),
      durationMinutes: 90,
      joinUrl: 'https://zoom.us/j/4150000994',
      description: description('An open call to share what works. Not recorded.'),
    },
  ]);
}
