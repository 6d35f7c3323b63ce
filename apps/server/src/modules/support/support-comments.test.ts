import { zData } from '@atrium/contracts/common';
import { ZTicketChatResult, ZTicketComment, ZTicketList, ZUnreadComments } from '@atrium/contracts/support';
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

const comments = async (headers: Headers, ticketId: string) => {
  const res = await http.get(`/api/v1/support/getcomments?ticketId=${ticketId}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return zData(ZTicketComment.array()).parse(res.json()).data;
};
const unread = async (headers: Headers) => {
  const res = await http.get('/api/v1/support/GetUnreadComments', headers);
  expect(res.statusCode, res.body).toBe(200);
  return zData(ZUnreadComments).parse(res.json()).data;
};
const markRead = (headers: Headers, ticketId: string) => http.put('/api/v1/support/MarkCommentsAsRead', { ticketId }, headers);

describe('comments and internal notes', () => {
  it('keeps internal notes from the submitter side everywhere: comments, counts and unread', async () => {
    const ticket = await support.raise(tenants.staffA1.headers, { subject: 'Notes stay inside' });
    await support.comment(tenants.staffA.headers, ticket._id, 'Customer is on the old plan, check billing first', true);
    const answer = await support.comment(tenants.staffA.headers, ticket._id, 'Could you send a screenshot?');
    expect(answer).toMatchObject({ fromTeam: true, internal: false, author: { _id: tenants.staffA._id, name: 'staff Test' } });

    const teamView = await comments(tenants.adminA.headers, ticket._id);
    expect(teamView.map((c) => [c.body.slice(0, 8), c.internal])).toEqual([
      ['Customer', true],
      ['Could yo', false],
    ]);
    for (const who of [tenants.staffA1, tenants.locationAdminA1]) {
      expect((await comments(who.headers, ticket._id)).map((c) => c.body)).toEqual(['Could you send a screenshot?']);
      const seen = await support.get(who.headers, ticket._id);
      expect(seen).toMatchObject({ commentCount: 1, unreadCount: 1, viewerIsTeam: false });
    }
    expect(await unread(tenants.locationAdminA1.headers)).toEqual({ total: 1, tickets: [{ ticketId: ticket._id, count: 1 }] });
    // The team: adminA has not read either; staffA wrote both.
    expect(await unread(tenants.adminA.headers)).toEqual({ total: 2, tickets: [{ ticketId: ticket._id, count: 2 }] });
    expect((await unread(tenants.staffA.headers)).total).toBe(0);
    const listed = ZTicketList.parse((await http.get('/api/v1/support', tenants.adminA.headers)).json()).data[0]!;
    expect(listed).toMatchObject({ _id: ticket._id, unreadCount: 2, commentCount: 1 });

    const refused = await http.post(
      '/api/v1/support/tickets/ticketchat',
      { ticketId: ticket._id, body: 'psst', internal: true },
      tenants.staffA1.headers,
    );
    expect(expectError(refused, 403).message).toBe('Only the support team can write internal notes');
  });

  it('moves the status with the conversation and records the first response', async () => {
    const ticket = await support.raise(tenants.staffA1.headers, { subject: 'Status dance' });
    await support.comment(tenants.staffA.headers, ticket._id, 'Looking into it', true);
    expect(await support.get(tenants.staffA.headers, ticket._id)).toMatchObject({ status: 'open', firstResponseAt: null });
    await support.comment(tenants.staffA.headers, ticket._id, 'Which browser do you use?');
    const pending = await support.get(tenants.staffA.headers, ticket._id);
    expect(pending.status).toBe('pending');
    expect(pending.firstResponseAt).not.toBeNull();
    await support.comment(tenants.staffA1.headers, ticket._id, 'Chrome');
    expect((await support.get(tenants.staffA1.headers, ticket._id)).status).toBe('open');
    await support.update(tenants.staffA.headers, ticket._id, { status: 'solved' });
    await support.comment(tenants.locationAdminA1.headers, ticket._id, 'It broke again');
    const reopened = await support.get(tenants.staffA.headers, ticket._id);
    expect(reopened).toMatchObject({ status: 'open', solvedAt: null, firstResponseAt: pending.firstResponseAt, commentCount: 3 });
    await support.update(tenants.staffA.headers, ticket._id, { status: 'on_hold' });
    await support.comment(tenants.adminA.headers, ticket._id, 'Still waiting on the vendor');
    expect((await support.get(tenants.staffA1.headers, ticket._id)).status).toBe('on_hold');
  });

  it("answers a comment with the ticket as it left it, in the sender's view", async () => {
    const ticket = await support.raise(tenants.staffA1.headers, { subject: 'Answer carries the ticket' });
    const byTeam = await http.post(
      '/api/v1/support/tickets/ticketchat',
      { ticketId: ticket._id, body: 'On it' },
      tenants.staffA.headers,
    );
    expect(byTeam.statusCode, byTeam.body).toBe(201);
    const answer = zData(ZTicketChatResult).parse(byTeam.json()).data;
    expect(answer).toMatchObject({ body: 'On it', fromTeam: true, ticketId: ticket._id });
    expect(answer.ticket).toMatchObject({
      _id: ticket._id,
      status: 'pending',
      commentCount: 1,
      viewerIsTeam: true,
      unreadCount: 0,
    });
    expect(answer.ticket.firstResponseAt).toEqual(expect.any(String));
    expect(answer.ticket).toEqual(await support.get(tenants.staffA.headers, ticket._id));

    const byCustomer = await http.post(
      '/api/v1/support/tickets/ticketchat',
      { ticketId: ticket._id, body: 'Thanks' },
      tenants.staffA1.headers,
    );
    const reply = zData(ZTicketChatResult).parse(byCustomer.json()).data;
    expect(reply.ticket).toMatchObject({ status: 'open', commentCount: 2, viewerIsTeam: false });
    // The customer's copy has no first-response data, in the answer as everywhere.
    expect(byCustomer.json().data.ticket).not.toHaveProperty('firstResponseAt');
    expect(byCustomer.json().data.ticket).not.toHaveProperty('firstResponseTargetMinutes');
  });

  it("keeps first-response data from the submitter's side in lists too", async () => {
    const ticket = await support.raise(tenants.locationAdminA1.headers, { subject: 'No SLA for customers' });
    const customerList = await http.get('/api/v1/support/filter?queue=submitted', tenants.locationAdminA1.headers);
    const mine = customerList.json().data.find((x: { _id: string }) => x._id === ticket._id);
    expect(mine).toBeDefined();
    expect(mine).not.toHaveProperty('firstResponseAt');
    expect(mine).not.toHaveProperty('firstResponseTargetMinutes');
    const teamList = ZTicketList.parse((await http.get('/api/v1/support/filter?queue=all', tenants.adminA.headers)).json());
    expect(teamList.data.find((x) => x._id === ticket._id)).toMatchObject({
      firstResponseAt: null,
      firstResponseTargetMinutes: 480,
    });
  });

  it('counts unread per person until they mark the ticket read or answer it', async () => {
    const ticket = await support.raise(tenants.staffA2.headers, { subject: 'Unread counts' });
    await support.comment(tenants.staffA.headers, ticket._id, 'First');
    await support.comment(tenants.staffA.headers, ticket._id, 'Second');
    expect((await unread(tenants.staffA2.headers)).total).toBe(2);
    const ok = await markRead(tenants.staffA2.headers, ticket._id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ data: { ok: true } });
    expect((await unread(tenants.staffA2.headers)).total).toBe(0);
    await support.comment(tenants.staffA.headers, ticket._id, 'Third');
    expect((await unread(tenants.staffA2.headers)).total).toBe(1);
    // Writing marks read for the author.
    await support.comment(tenants.staffA2.headers, ticket._id, 'Got it');
    expect((await unread(tenants.staffA2.headers)).total).toBe(0);
    expect((await unread(tenants.staffA1.headers)).tickets.map((x) => x.ticketId)).not.toContain(ticket._id);
  });

  it('answers bad input with clear messages', async () => {
    const ticket = await support.raise(tenants.staffA1.headers, { subject: 'Bad input' });
    const empty = await http.post(
      '/api/v1/support/tickets/ticketchat',
      { ticketId: ticket._id, body: '   ' },
      tenants.staffA1.headers,
    );
    expect(expectValidationError(empty)).toEqual(['body']);
    expect(empty.json().error.message).toContain('Message is required');
    expect(expectValidationError(await http.get('/api/v1/support/getcomments?ticketId=abc', tenants.staffA1.headers))).toEqual([
      'ticketId',
    ]);
    expectValidationError(await http.put('/api/v1/support/MarkCommentsAsRead', {}, tenants.staffA1.headers));
    expectError(await http.get('/api/v1/support/GetUnreadComments'), 401);
  });
});
