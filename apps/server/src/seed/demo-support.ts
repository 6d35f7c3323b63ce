import type { TTicketCategory, TTicketPriority, TTicketStatus } from '@atrium/contracts/support';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { supportTickets, ticketComments, ticketReads } from '../modules/support/support.tables';
import { locations, memberships, users } from '../platform/tenancy/tenancy.tables';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** Who raised a ticket: a location's person (answered by Summit's team) or Summit's own staff (answered by the platform). */
type Side = { location: string } | { agency: true };

interface DemoComment {
  by: string;
  /** Minutes after the ticket was raised. */
  at: number;
  body: string;
  internal?: boolean;
}

interface DemoTicket {
  side: Side;
  by: string;
  /** Hours before now that it was raised. */
  hoursAgo: number;
  subject: string;
  description: string;
  category: TTicketCategory;
  priority: TTicketPriority;
  status: TTicketStatus;
  assignee?: string;
  comments: DemoComment[];
  rating?: [number, string];
  /** People who have read everything on it (authors have read up to their own last comment anyway). */
  readBy?: string[];
}

const SUPER_ADMIN = 'super-admin';
const DENTAL = { location: 'Summit Dental Downtown' };
const REALTY = { location: 'Summit Realty North' };
const EMMA = 'emma@summitdental.test';
const LIAM = 'liam@summitdental.test';
const AVA = 'ava@summitrealty.test';
const OLIVIA = 'olivia@summitgrowth.test';
const NOAH = 'noah@summitgrowth.test';

/**
 * Summit Growth Agency's help desk: its locations' tickets across every status, priority and category
 * (answered by Olivia and Noah, some with internal notes, some solved and rated, one urgent one nobody has
 * picked up yet), and Summit's own tickets to the platform, answered by the super admin. Emma (Summit Dental's
 * location admin) has answers she has not read yet, so the header shows a count.
 */
const TICKETS: DemoTicket[] = [
  {
    side: DENTAL,
    by: EMMA,
    hoursAgo: 24 * 20,
    subject: 'Appointment reminders sent twice',
    description:
      'Since we connected the new calendar, patients get every SMS reminder twice: once the day before and again an hour later with the same text.\n\nCan you check the workflow?',
    category: 'problem',
    priority: 'high',
    status: 'closed',
    assignee: NOAH,
    comments: [
      { by: NOAH, at: 40, body: 'Looking at it now. Both the old and the new reminder workflows are active.', internal: true },
      {
        by: NOAH,
        at: 55,
        body: 'Hi Emma, the old reminder workflow was still switched on next to the new one. I have paused it; tomorrow’s reminders will go out once.',
      },
      { by: EMMA, at: 60 * 26, body: 'Confirmed, only one reminder this morning. Thank you!' },
      { by: NOAH, at: 60 * 27, body: 'Great to hear. Closing this one.' },
    ],
    rating: [5, 'Fixed within the hour, thanks Noah.'],
    readBy: [EMMA, LIAM],
  },
  {
    side: REALTY,
    by: AVA,
    hoursAgo: 24 * 14,
    subject: 'How do I add a second agent to the listings page?',
    description: 'We hired a new agent, Marco. How do I show him on the listings page with his own phone number?',
    category: 'question',
    priority: 'low',
    status: 'solved',
    assignee: OLIVIA,
    comments: [
      {
        by: OLIVIA,
        at: 180,
        body: 'Hi Ava! Go to Settings > Team, invite Marco, then tick “Show on listings”. His number comes from his profile.',
      },
      { by: AVA, at: 300, body: 'Done, he shows up now.' },
      { by: OLIVIA, at: 320, body: 'Perfect. I will mark this as solved.' },
    ],
    rating: [4, 'Clear answer.'],
    readBy: [AVA],
  },
  {
    side: DENTAL,
    by: LIAM,
    hoursAgo: 24 * 9,
    subject: 'Invoice for October shows the wrong VAT number',
    description:
      'The October invoice has our old VAT number (ending 412). The new one ends 977. Our accountant needs a corrected copy.',
    category: 'billing',
    priority: 'normal',
    status: 'solved',
    assignee: OLIVIA,
    comments: [
      {
        by: OLIVIA,
        at: 90,
        body: 'Billing profile still had the old number; updated it and asked finance for a re-issue.',
        internal: true,
      },
      {
        by: OLIVIA,
        at: 95,
        body: 'Thanks Liam, I have updated your billing details. A corrected invoice will arrive by email within two working days.',
      },
      { by: OLIVIA, at: 60 * 30, body: 'The corrected invoice has been sent to accounts@summitdental.test.' },
    ],
    readBy: [LIAM],
  },
  {
    side: REALTY,
    by: AVA,
    hoursAgo: 24 * 6,
    subject: 'Lead form on the open-house page does nothing',
    description:
      'When visitors press “Book a viewing” on the open-house page, the button spins and nothing arrives in the CRM. Tried Chrome and Safari.',
    category: 'problem',
    priority: 'high',
    status: 'on_hold',
    assignee: NOAH,
    comments: [
      { by: NOAH, at: 30, body: 'Can you send me the link of the page and roughly when you last tried?' },
      { by: AVA, at: 70, body: 'It is the Elm Street open house page, tried at 10:15 this morning.' },
      {
        by: NOAH,
        at: 120,
        body: 'Form posts to a retired webhook. Raised with the platform (ticket to Atrium support).',
        internal: true,
      },
      {
        by: NOAH,
        at: 130,
        body: 'Found it: the form still sends to an old connection. We are waiting for a fix from the platform team and will update you here.',
      },
    ],
    readBy: [AVA],
  },
  {
    side: DENTAL,
    by: EMMA,
    hoursAgo: 50,
    subject: 'Review requests going to patients who cancelled',
    description:
      'Two patients who cancelled their appointments yesterday got a “How was your visit?” message. That is embarrassing; can we stop reviews for cancelled appointments?',
    category: 'apps',
    priority: 'high',
    status: 'pending',
    assignee: NOAH,
    comments: [
      {
        by: NOAH,
        at: 25,
        body: 'Review workflow triggers on “appointment ended” which also fires on cancellations.',
        internal: true,
      },
      {
        by: NOAH,
        at: 35,
        body: 'Sorry about that, Emma. I have added a filter so only attended appointments get the review request. Could you tell me if it happens again this week?',
      },
    ],
  },
  {
    side: DENTAL,
    by: LIAM,
    hoursAgo: 30,
    subject: 'Can we change the sender name on emails?',
    description: 'Our emails show “Summit Dental Downtown Mailer”. We would like just “Summit Dental”.',
    category: 'account',
    priority: 'low',
    status: 'pending',
    assignee: OLIVIA,
    comments: [
      { by: OLIVIA, at: 240, body: 'Yes! I can change it for you. Should replies still go to frontdesk@summitdental.test?' },
    ],
    readBy: [LIAM],
  },
  {
    side: REALTY,
    by: AVA,
    hoursAgo: 20,
    subject: 'Missed-call text-back not sending',
    description: 'Callers who do not reach us are not getting the automatic text anymore. It worked last week.',
    category: 'problem',
    priority: 'normal',
    status: 'open',
    assignee: NOAH,
    comments: [
      { by: NOAH, at: 60, body: 'Could you check that the phone number is still verified under Settings > Phone?' },
      { by: AVA, at: 200, body: 'It says “verification expired”. I clicked re-verify but nothing happened.' },
    ],
  },
  {
    side: DENTAL,
    by: EMMA,
    hoursAgo: 3,
    subject: 'Online booking down: patients cannot pick a time',
    description:
      'The booking page shows “No times available” for every day, even though the calendar is mostly empty. We are losing bookings this morning. Please help as soon as possible.',
    category: 'problem',
    priority: 'urgent',
    status: 'open',
    comments: [],
  },
  {
    side: REALTY,
    by: AVA,
    hoursAgo: 8,
    subject: 'Import of past clients from a spreadsheet',
    description:
      'We have 600 past clients in a spreadsheet. What columns do you need so we can import them with their last purchase date?',
    category: 'question',
    priority: 'normal',
    status: 'open',
    comments: [],
  },
  {
    side: DENTAL,
    by: LIAM,
    hoursAgo: 24 * 4,
    subject: 'Add our hygienist to the booking calendar',
    description: 'Sarah starts Monday. She needs her own calendar for cleanings, Tuesday to Friday, 8 to 4.',
    category: 'account',
    priority: 'normal',
    status: 'solved',
    assignee: NOAH,
    comments: [
      { by: NOAH, at: 120, body: 'Sarah’s calendar is set up with cleanings of 45 minutes, Tuesday to Friday 8:00–16:00.' },
      { by: LIAM, at: 200, body: 'Thanks! Can patients pick her directly?' },
      { by: NOAH, at: 260, body: 'Yes, she now appears as an option on the booking page.' },
    ],
  },
  {
    side: DENTAL,
    by: EMMA,
    hoursAgo: 24 * 2,
    subject: 'Monthly report: where do I see new patient numbers?',
    description: 'The owners want the number of new patients per month. Is that in the reporting dashboard?',
    category: 'question',
    priority: 'low',
    status: 'pending',
    assignee: OLIVIA,
    comments: [
      { by: OLIVIA, at: 45, body: 'Emma asks this every quarter; maybe we should add a saved report for her.', internal: true },
      {
        by: OLIVIA,
        at: 50,
        body: 'Hi Emma, open Reporting > Contacts, filter by tag “new patient” and group by month. I also saved it as “New patients per month” for you.',
      },
    ],
  },
  {
    side: REALTY,
    by: AVA,
    hoursAgo: 24 * 12,
    subject: 'Refund for the duplicate SMS bundle',
    description: 'We were charged twice for the 1,000 SMS bundle on the 3rd. Please refund one of them.',
    category: 'billing',
    priority: 'normal',
    status: 'closed',
    assignee: OLIVIA,
    comments: [
      { by: OLIVIA, at: 100, body: 'Duplicate charge confirmed; refund issued via the billing portal.', internal: true },
      {
        by: OLIVIA,
        at: 110,
        body: 'You are right, the bundle was charged twice. The refund is on its way and should show within 5 days.',
      },
    ],
    rating: [3, 'Sorted, but it took a while to notice the double charge.'],
    readBy: [AVA],
  },
  // Summit's own tickets, answered by the platform team.
  {
    side: { agency: true },
    by: NOAH,
    hoursAgo: 24 * 6 - 2,
    subject: 'Form submissions lost on pages built before August',
    description:
      'Forms on pages created before the August update still post to the retired webhook connection, so submissions never reach the CRM. Affects at least one of our locations (Summit Realty North).',
    category: 'problem',
    priority: 'high',
    status: 'pending',
    comments: [
      {
        by: SUPER_ADMIN,
        at: 90,
        body: 'Thanks Noah, we can reproduce it. A fix that re-links old forms is planned for this week’s release; we will confirm here.',
      },
    ],
  },
  {
    side: { agency: true },
    by: OLIVIA,
    hoursAgo: 24 * 15,
    subject: 'Can we white-label the app marketplace?',
    description: 'Our clients see “Atrium” on the marketplace. Can we show our own logo and colours there?',
    category: 'question',
    priority: 'normal',
    status: 'solved',
    comments: [
      {
        by: SUPER_ADMIN,
        at: 300,
        body: 'Yes: under Agency settings > Branding, upload your logo and pick colours; the marketplace uses them for your locations.',
      },
      { by: OLIVIA, at: 420, body: 'Works, thank you!' },
      { by: SUPER_ADMIN, at: 430, body: 'Glad it helped. Marking as solved.' },
    ],
    rating: [5, 'Quick and clear.'],
    readBy: [OLIVIA, NOAH],
  },
  {
    side: { agency: true },
    by: OLIVIA,
    hoursAgo: 5,
    subject: 'Upgrade path for more locations',
    description: 'We expect to add 15 locations next quarter. Is there anything we need to do on our plan?',
    category: 'account',
    priority: 'low',
    status: 'open',
    comments: [],
  },
];

export async function seedDemoSupport(db: Db, now = Date.now()): Promise<void> {
  const people = await db
    .select({ _id: users._id, email: users.email, role: memberships.role, agencyId: memberships.agencyId })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users._id));
  const idOf = (who: string) => {
    const person = who === SUPER_ADMIN ? people.find((p) => p.role === 'super_admin') : people.find((p) => p.email === who);
    if (!person) throw new Error(`demo support: no person ${who}`);
    return person;
  };
  const summitId = idOf(OLIVIA).agencyId!;
  const summitLocations = await db.select().from(locations).where(eq(locations.agencyId, summitId));
  const locationId = (name: string) => summitLocations.find((l) => l.name === name)!._id;
  const isTeam = (ticket: DemoTicket, who: string) =>
    'agency' in ticket.side ? who === SUPER_ADMIN : who === OLIVIA || who === NOAH;

  // Oldest first, so the ticket numbers grow with time.
  for (const spec of [...TICKETS].sort((a, b) => b.hoursAgo - a.hoursAgo)) {
    const createdAt = new Date(now - spec.hoursAgo * HOUR);
    const at = (minutes: number) => new Date(createdAt.getTime() + minutes * MINUTE);
    const publicComments = spec.comments.filter((c) => !c.internal);
    const lastActivityAt = at(Math.max(0, ...spec.comments.map((c) => c.at)));
    const firstAnswer = publicComments.find((c) => isTeam(spec, c.by));
    const lastTeamAnswer = publicComments.filter((c) => isTeam(spec, c.by)).at(-1);
    const side =
      'agency' in spec.side
        ? { teamAgencyId: null, agencyId: summitId, locationId: null }
        : { teamAgencyId: summitId, agencyId: summitId, locationId: locationId(spec.side.location) };
    const [ticket] = await db
      .insert(supportTickets)
      .values({
        ...side,
        submittedById: idOf(spec.by)._id,
        assigneeId: spec.assignee ? idOf(spec.assignee)._id : null,
        subject: spec.subject,
        description: spec.description,
        category: spec.category,
        priority: spec.priority,
        status: spec.status,
        commentCount: publicComments.length,
        firstResponseAt: firstAnswer ? at(firstAnswer.at) : null,
        solvedAt: spec.status === 'solved' || spec.status === 'closed' ? at(lastTeamAnswer?.at ?? 0) : null,
        rating: spec.rating?.[0] ?? null,
        ratingComment: spec.rating?.[1] ?? null,
        lastActivityAt,
        createdAt,
        updatedAt: lastActivityAt,
      })
      .returning();
    if (spec.comments.length > 0) {
      await db.insert(ticketComments).values(
        spec.comments.map((c) => ({
          ticketId: ticket!._id,
          authorId: idOf(c.by)._id,
          fromTeam: isTeam(spec, c.by),
          internal: c.internal ?? false,
          body: c.body,
          createdAt: at(c.at),
        })),
      );
    }
    // Writing marks read for the author; readBy have read it all.
    const reads = new Map<string, Date>();
    for (const c of spec.comments) reads.set(idOf(c.by)._id, at(c.at));
    for (const who of spec.readBy ?? []) reads.set(idOf(who)._id, lastActivityAt);
    if (reads.size > 0) {
      await db
        .insert(ticketReads)
        .values([...reads].map(([userId, lastReadAt]) => ({ ticketId: ticket!._id, userId, lastReadAt })));
    }
  }
}
