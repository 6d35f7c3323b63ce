import type { TTicket } from '@atrium/contracts/support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, type jsonRequest } from '../../test/http';
import { createTenantApp, type Tenants, type TestUser } from '../../test/tenants';
import type { TestApp } from '../../test/test-app';
import { supportClient } from './support-fixtures';

let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
let support: ReturnType<typeof supportClient>;
let locationTicket: TTicket;
let agencyTicket: TTicket;
let endUserTicket: TTicket;

beforeAll(async () => {
  ({ t, tenants, http } = await createTenantApp());
  support = supportClient(http);
  locationTicket = await support.raise(tenants.staffA1.headers, { subject: 'A1 secret' });
  await support.comment(tenants.staffA.headers, locationTicket._id, 'A public answer');
  await support.comment(tenants.staffA.headers, locationTicket._id, 'An internal note', true);
  await support.update(tenants.staffA.headers, locationTicket._id, { status: 'solved' });
  agencyTicket = await support.raise(tenants.adminA.headers, { subject: 'Alpha to platform' });
  endUserTicket = await support.raise(tenants.endUser.headers, { subject: 'Just me' });
});
afterAll(() => t.close());

/** Every endpoint that takes a ticket id, as someone who may not see the ticket would call it. */
const attempts = (ticketId: string, outsider: TestUser) => {
  const h = outsider.headers;
  return [
    http.get(`/api/v1/support/${ticketId}`, h),
    http.get(`/api/v1/support/getcomments?ticketId=${ticketId}`, h),
    http.get(`/api/v1/support/team?ticketId=${ticketId}`, h),
    http.post('/api/v1/support/tickets/ticketchat', { ticketId, body: 'Hi' }, h),
    http.post('/api/v1/support/tickets/ticketchat', { ticketId, body: 'Hi', internal: true }, h),
    http.post('/api/v1/support/assign_user', { ticketId, userId: outsider._id }, h),
    http.post('/api/v1/support/assign_user', { ticketId, userId: null }, h),
    http.put('/api/v1/support/MarkCommentsAsRead', { ticketId }, h),
    http.put(`/api/v1/support/${ticketId}`, { subject: 'Mine now' }, h),
    http.put(`/api/v1/support/${ticketId}`, { status: 'closed' }, h),
    http.post(`/api/v1/support/${ticketId}/close`, {}, h),
    http.post(`/api/v1/support/${ticketId}/rating`, { rating: 1 }, h),
  ];
};

async function expectInvisible(ticket: TTicket, outsiders: TestUser[]) {
  for (const outsider of outsiders) {
    for (const res of await Promise.all(attempts(ticket._id, outsider))) {
      expect(expectError(res, 404, 'not_found').message).toBe('Ticket not found');
      expect(res.body).not.toContain(ticket.subject);
    }
    const lists = await Promise.all([
      http.get('/api/v1/support?limit=100', outsider.headers),
      http.get('/api/v1/support/filter?limit=100&status=solved', outsider.headers),
      http.get(`/api/v1/support/filter?q=${encodeURIComponent(ticket.subject)}`, outsider.headers),
      http.get('/api/v1/support/GetUnreadComments', outsider.headers),
    ]);
    for (const res of lists) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain(ticket._id);
    }
  }
  // Nothing changed through any of the attempts.
  const after = await support.get(
    ticket.team.kind === 'platform' ? tenants.superAdmin.headers : tenants.adminA.headers,
    ticket._id,
  );
  expect(after).toMatchObject({ subject: ticket.subject, assignee: null, rating: null });
}

describe('support tickets across tenants', () => {
  it("hides a location's ticket from another agency, a sibling location, end users and the platform team", async () => {
    await expectInvisible(locationTicket, [
      tenants.adminB,
      tenants.locationAdminB1,
      tenants.staffA2,
      tenants.endUser,
      tenants.superAdmin,
    ]);
    expect((await support.get(tenants.adminA.headers, locationTicket._id)).status).toBe('solved');
  });

  it("hides an agency's ticket to the platform from other agencies and from the agency's locations", async () => {
    await expectInvisible(agencyTicket, [tenants.adminB, tenants.locationAdminB1, tenants.staffA1, tenants.endUser]);
    expect((await support.get(tenants.staffA.headers, agencyTicket._id)).submittedBy._id).toBe(tenants.adminA._id);
  });

  it("hides an end user's ticket from everyone but them and the platform team", async () => {
    await expectInvisible(endUserTicket, [tenants.adminA, tenants.staffA1, tenants.adminB]);
  });

  it('answers an unknown id like a hidden one', async () => {
    const unknown = '01900000-0000-7000-8000-000000000000';
    for (const res of await Promise.all(attempts(unknown, tenants.adminA))) expectError(res, 404, 'not_found');
  });
});
