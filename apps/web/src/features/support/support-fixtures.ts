import type { TTicket, TTicketComment } from '@atrium/contracts/support';
import type { TUser } from '@atrium/contracts/users';
import { page, signInAs as signIn } from '@/test/sign-in-as';

/** Plain records shaped like the support API's, for the feature's tests. */
export const id = (n: number) => `0190f5a0-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;
// The screens read the real clock (useNow): times here are relative to it, so a "due in" stays due on any day.
export const NOW = Date.now();
export const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString();

export const ME = { _id: id(0xb1), name: 'Olivia Bennett' };
export const EMMA = { _id: id(0xb2), name: 'Emma Diaz' };
export const NOAH = { _id: id(0xb3), name: 'Noah Carter' };
export const DENTAL = { _id: id(0xc1), name: 'Summit Dental' };

export function ticket(overrides: Partial<TTicket> = {}): TTicket {
  return {
    _id: id(0xd1),
    number: 1042,
    subject: 'Invoices do not download',
    description: 'The download button does nothing.\nSince Monday.',
    category: 'billing',
    priority: 'high',
    status: 'open',
    team: { kind: 'agency', agencyId: id(0xa1), name: 'Summit Growth Agency' },
    agencyId: id(0xa1),
    location: DENTAL,
    submittedBy: EMMA,
    assignee: null,
    attachments: [],
    firstResponseAt: null,
    firstResponseTargetMinutes: 240,
    rating: null,
    ratingComment: null,
    commentCount: 0,
    unreadCount: 0,
    viewerIsTeam: true,
    lastActivityAt: minutesAgo(5),
    solvedAt: null,
    createdAt: minutesAgo(60),
    updatedAt: minutesAgo(5),
    ...overrides,
  };
}

export function comment(overrides: Partial<TTicketComment> = {}): TTicketComment {
  return {
    _id: id(0xe1),
    ticketId: id(0xd1),
    author: NOAH,
    fromTeam: true,
    internal: false,
    body: 'Thanks, we are looking into it.',
    attachments: [],
    createdAt: minutesAgo(30),
    ...overrides,
  };
}

export { page };

export const signInAs = (role: TUser['role'], person = ME) =>
  signIn(role, person, { agencyId: id(0xa1), locationId: DENTAL._id, token: 'tok-support' });
