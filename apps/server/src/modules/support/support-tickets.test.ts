import { zData } from '@atrium/contracts/common';
import { ZPerson, ZTicketList, ZTicketResponse } from '@atrium/contracts/support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectValidationError, type jsonRequest } from '../../test/http';
import { createTenantApp, type Tenants } from '../../test/tenants';
import type { TestApp } from '../../test/test-app';
import { supportClient } from './support-fixtures';

let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
let support: ReturnType<typeof supportClient>;
type Headers = Record<string, string>;

beforeAll(async () => {
  ({ t, tenants, http } = await createTenantApp());
  support = supportClient(http);
});
afterAll(() => t.close());

const list = async (headers: Headers, query = '') => {
  const res = await http.get(`/api/v1/support/filter${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return ZTicketList.parse(res.json());
};
const subjects = async (headers: Headers, query = '') => (await list(headers, query)).data.map((x) => x.subject);

describe('raising a ticket', () => {
  it("sends a location's ticket to its agency's team, with the names the screens show", async () => {
    const ticket = await support.raise(tenants.locationAdminA1.headers, {
      subject: 'Invoices are missing',
      category: 'billing',
      priority: 'high',
      attachments: ['/uploads/images/shot.png'],
    });
    expect(ticket).toMatchObject({
      subject: 'Invoices are missing',
      category: 'billing',
      priority: 'high',
      status: 'open',
      team: { kind: 'agency', agencyId: tenants.agencyA._id, name: 'Alpha' },
      agencyId: tenants.agencyA._id,
      location: { _id: tenants.locationA1._id, name: 'Alpha One' },
      submittedBy: { _id: tenants.locationAdminA1._id, name: 'lead Test' },
      assignee: null,
      attachments: ['/uploads/images/shot.png'],
      rating: null,
      commentCount: 0,
      unreadCount: 0,
      viewerIsTeam: false,
    });
    expect(ticket.number).toBeGreaterThanOrEqual(1001);
    // First-response data is the team's: the submitter's side is not sent it at all.
    expect(ticket).not.toHaveProperty('firstResponseAt');
    expect(ticket).not.toHaveProperty('firstResponseTargetMinutes');
    expect(await support.get(tenants.adminA.headers, ticket._id)).toMatchObject({
      viewerIsTeam: true,
      firstResponseAt: null,
      firstResponseTargetMinutes: 240,
    });
  });

  it("sends an agency's and an end user's tickets to the platform team", async () => {
    const agency = await support.raise(tenants.staffA.headers, { subject: 'Agency question' });
    expect(agency).toMatchObject({
      team: { kind: 'platform', agencyId: null, name: 'Atrium support' },
      agencyId: tenants.agencyA._id,
      location: null,
    });
    expect((await support.get(tenants.adminA.headers, agency._id)).viewerIsTeam).toBe(false);
    expect((await support.get(tenants.superAdmin.headers, agency._id)).viewerIsTeam).toBe(true);
    const mine = await support.raise(tenants.endUser.headers, { subject: 'End user question' });
    expect(mine).toMatchObject({ team: { kind: 'platform' }, agencyId: null, location: null });
  });

  it('refuses the super admin, who answers tickets, and bad input with clear messages', async () => {
    const res = await http.post('/api/v1/support', { subject: 'x', description: 'y' }, tenants.superAdmin.headers);
    expect(expectError(res, 403, 'forbidden').message).toBe('The platform team answers tickets; it does not raise them');
    const bad = await http.post(
      '/api/v1/support',
      { subject: ' ', description: '', priority: 'asap', attachments: ['ftp://x'] },
      tenants.staffA1.headers,
    );
    expect(expectValidationError(bad).sort()).toEqual(['attachments.0', 'description', 'priority', 'subject']);
    expect(JSON.stringify(bad.json())).toContain('Subject is required');
    expectError(await http.post('/api/v1/support', { subject: 'x', description: 'y' }), 401);
  });
});

describe('ticket lists', () => {
  it('shows each side only its own tickets, newest activity first, and pages with an opaque cursor', async () => {
    const a2 = await support.raise(tenants.staffA2.headers, { subject: 'A2 printer' });
    const b1 = await support.raise(tenants.locationAdminB1.headers, { subject: 'B1 login' });
    const a2Subjects = await subjects(tenants.staffA2.headers);
    expect(a2Subjects).toEqual(['A2 printer']);
    expect(await subjects(tenants.locationAdminB1.headers)).toEqual(['B1 login']);
    expect(await subjects(tenants.staffA1.headers)).toEqual(['Invoices are missing']);
    // Agency A's team: its locations' tickets and its own to the platform; never B's.
    const adminA = await subjects(tenants.adminA.headers);
    expect(adminA).toEqual(['A2 printer', 'Agency question', 'Invoices are missing']);
    expect(await subjects(tenants.superAdmin.headers)).toEqual(['End user question', 'Agency question']);
    expect(await subjects(tenants.endUser.headers)).toEqual(['End user question']);
    expect(adminA).not.toContain(b1.subject);

    const page1 = await list(tenants.adminA.headers, '?limit=2');
    expect(page1.meta.total).toBe(3);
    expect(page1.data.map((x) => x._id)[0]).toBe(a2._id);
    const page2 = await list(tenants.adminA.headers, `?limit=2&cursor=${page1.meta.nextCursor}`);
    expect(page2.data.map((x) => x.subject)).toEqual(['Invoices are missing']);
    expect(page2.meta.nextCursor).toBeNull();
    expectError(await http.get('/api/v1/support/filter?cursor=nope', tenants.adminA.headers), 400, 'bad_request');

    const all = await http.get('/api/v1/support?limit=10', tenants.adminA.headers);
    expect(ZTicketList.parse(all.json()).data.map((x) => x.subject)).toEqual(adminA);
  });

  it('filters by queue, status, priority, category, location and text', async () => {
    const h = tenants.adminA.headers;
    expect(await subjects(h, '?queue=submitted')).toEqual(['Agency question']);
    expect(await subjects(h, '?queue=unassigned')).toEqual(['A2 printer', 'Invoices are missing']);
    expect(await subjects(h, '?queue=mine')).toEqual([]);
    expect(await subjects(h, '?priority=high')).toEqual(['Invoices are missing']);
    expect(await subjects(h, '?category=billing')).toEqual(['Invoices are missing']);
    expect(await subjects(h, `?locationId=${tenants.locationA2._id}`)).toEqual(['A2 printer']);
    expect(await subjects(h, '?q=printer')).toEqual(['A2 printer']);
    expect(await subjects(h, '?status=active')).toHaveLength(3);
    expect(await subjects(h, '?status=solved')).toEqual([]);
    const ticket = (await list(h, '?q=invoices')).data[0]!;
    expect(await subjects(h, `?q=%23${ticket.number}`)).toEqual(['Invoices are missing']);
    expect(expectValidationError(await http.get('/api/v1/support/filter?queue=everything&status=gone', h)).sort()).toEqual([
      'queue',
      'status',
    ]);
  });

  it("lists one location's tickets for its people and its agency's team only", async () => {
    const url = `/api/v1/support/tickets/loc-submitted?locationId=${tenants.locationA1._id}`;
    for (const who of [tenants.staffA1, tenants.adminA, tenants.staffA]) {
      const res = await http.get(url, who.headers);
      expect(ZTicketList.parse(res.json()).data.map((x) => x.subject)).toEqual(['Invoices are missing']);
    }
    for (const who of [tenants.staffA2, tenants.adminB, tenants.locationAdminB1, tenants.superAdmin, tenants.endUser]) {
      expect(expectError(await http.get(url, who.headers), 404).message).toBe('Location not found');
    }
    expectValidationError(await http.get('/api/v1/support/tickets/loc-submitted', tenants.adminA.headers));
  });
});

describe('changing a ticket', () => {
  it('lets the team change status, priority and category, and the submitter only the subject', async () => {
    const ticket = await support.raise(tenants.staffA1.headers, { subject: 'Old subject' });
    const byTeam = await support.update(tenants.staffA.headers, ticket._id, {
      status: 'on_hold',
      priority: 'urgent',
      category: 'apps',
    });
    expect(ZTicketResponse.parse(byTeam.json()).data).toMatchObject({
      status: 'on_hold',
      priority: 'urgent',
      category: 'apps',
      firstResponseTargetMinutes: 60,
    });
    const denied = await support.update(tenants.staffA1.headers, ticket._id, { status: 'solved' });
    expect(expectError(denied, 403).message).toBe('Only the support team can change the status, priority or category');
    const renamed = await support.update(tenants.locationAdminA1.headers, ticket._id, { subject: 'New subject' });
    expect(renamed.json().data.subject).toBe('New subject');
    expect(expectError(await support.update(tenants.staffA.headers, ticket._id, {}), 400).message).toContain('Nothing to change');
    expectValidationError(await support.update(tenants.staffA.headers, ticket._id, { status: 'done', extra: 1 }));

    const solved = ZTicketResponse.parse(
      (await support.update(tenants.staffA.headers, ticket._id, { status: 'solved' })).json(),
    ).data;
    expect(solved.solvedAt).not.toBeNull();
    const reopened = ZTicketResponse.parse(
      (await support.update(tenants.staffA.headers, ticket._id, { status: 'open' })).json(),
    ).data;
    expect(reopened.solvedAt).toBeNull();
    expect(new Date(reopened.lastActivityAt).getTime()).toBeGreaterThanOrEqual(new Date(solved.lastActivityAt).getTime());
  });

  it('closes for the team or the submitter side; a closed ticket takes no more changes or comments', async () => {
    const ticket = await support.raise(tenants.staffA1.headers, { subject: 'To close' });
    const closed = await http.post(`/api/v1/support/${ticket._id}/close`, {}, tenants.locationAdminA1.headers);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.status).toBe('closed');
    const again = await http.post(`/api/v1/support/${ticket._id}/close`, {}, tenants.adminA.headers);
    expect(again.json().data.status).toBe('closed');
    const message = 'This ticket is closed. Open a new ticket to continue.';
    expect(expectError(await support.update(tenants.adminA.headers, ticket._id, { status: 'open' }), 409).message).toBe(message);
    const chat = await http.post(
      '/api/v1/support/tickets/ticketchat',
      { ticketId: ticket._id, body: 'Hello?' },
      tenants.staffA1.headers,
    );
    expect(expectError(chat, 409).message).toBe(message);
    const assign = await http.post(
      '/api/v1/support/assign_user',
      { ticketId: ticket._id, userId: tenants.staffA._id },
      tenants.adminA.headers,
    );
    expect(expectError(assign, 409).message).toBe(message);
  });

  it('rates a solved or closed ticket once, from the submitter side only', async () => {
    const ticket = await support.raise(tenants.staffA1.headers, { subject: 'Rate me' });
    const rate = (headers: Headers, body: unknown) => http.post(`/api/v1/support/${ticket._id}/rating`, body, headers);
    expect(expectError(await rate(tenants.staffA1.headers, { rating: 5 }), 409).message).toBe(
      'You can rate a ticket once it is solved',
    );
    await support.update(tenants.adminA.headers, ticket._id, { status: 'solved' });
    expect(expectError(await rate(tenants.adminA.headers, { rating: 5 }), 403).message).toBe(
      'Only the people who raised a ticket can rate it',
    );
    const bad = await rate(tenants.staffA1.headers, { rating: 6 });
    expectValidationError(bad);
    expect(JSON.stringify(bad.json())).toContain('Choose 1 to 5 stars');
    const rated = await rate(tenants.locationAdminA1.headers, { rating: 4, comment: 'Quick and kind' });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json().data).toMatchObject({ rating: 4, ratingComment: 'Quick and kind' });
    expect(expectError(await rate(tenants.staffA1.headers, { rating: 1 }), 409).message).toBe(
      'This ticket has already been rated',
    );
  });

  it('assigns to people of the ticket team only, and lists that team for the team alone', async () => {
    const ticket = await support.raise(tenants.staffA1.headers, { subject: 'Assign me' });
    const team = await http.get(`/api/v1/support/team?ticketId=${ticket._id}`, tenants.staffA.headers);
    expect(zData(ZPerson.array()).parse(team.json()).data).toEqual([
      { _id: tenants.adminA._id, name: 'admin Test' },
      { _id: tenants.staffA._id, name: 'staff Test' },
    ]);
    const notTeam = await http.get(`/api/v1/support/team?ticketId=${ticket._id}`, tenants.staffA1.headers);
    expect(expectError(notTeam, 403).message).toBe('Only the support team can see who answers this ticket');

    const assign = (headers: Headers, userId: string | null) =>
      http.post('/api/v1/support/assign_user', { ticketId: ticket._id, userId }, headers);
    const assigned = await assign(tenants.adminA.headers, tenants.staffA._id);
    expect(assigned.json().data.assignee).toEqual({ _id: tenants.staffA._id, name: 'staff Test' });
    expect(await subjects(tenants.staffA.headers, '?queue=mine')).toEqual(['Assign me']);
    for (const outsider of [tenants.staffA1._id, tenants.adminB._id, tenants.superAdmin._id]) {
      expect(expectError(await assign(tenants.adminA.headers, outsider), 400).message).toBe(
        "Choose someone on this ticket's support team",
      );
    }
    expect(expectError(await assign(tenants.locationAdminA1.headers, tenants.staffA._id), 403).message).toBe(
      'Only the support team can assign tickets',
    );
    expect((await assign(tenants.staffA.headers, null)).json().data.assignee).toBeNull();
    expectValidationError(await http.post('/api/v1/support/assign_user', { ticketId: 'x' }, tenants.adminA.headers));

    const platform = await support.raise(tenants.staffA.headers, { subject: 'For the platform' });
    const superTeam = await http.get(`/api/v1/support/team?ticketId=${platform._id}`, tenants.superAdmin.headers);
    expect(zData(ZPerson.array()).parse(superTeam.json()).data).toEqual([{ _id: tenants.superAdmin._id, name: 'root Test' }]);
    const toSelf = await http.post(
      '/api/v1/support/assign_user',
      { ticketId: platform._id, userId: tenants.superAdmin._id },
      tenants.superAdmin.headers,
    );
    expect(toSelf.json().data.assignee._id).toBe(tenants.superAdmin._id);
  });
});
