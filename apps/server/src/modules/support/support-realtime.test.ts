import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, ServerToClientEvents, TTicketViewersEvent } from '@atrium/contracts/socket-events';
import type { TTicket, TTicketComment } from '@atrium/contracts/support';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRequest } from '../../test/http';
import { seedTenants, type Tenants, type TestUser } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { supportClient } from './support-fixtures';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

let t: TestApp;
let tenants: Tenants;
let support: ReturnType<typeof supportClient>;
let baseUrl: string;
let ticket: TTicket;
const clients: Client[] = [];

beforeAll(async () => {
  t = await createTestApp();
  tenants = await seedTenants(t);
  support = supportClient(jsonRequest(t.app));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  ticket = await support.raise(tenants.staffA1.headers, { subject: 'Live ticket' });
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await t.close();
});

/** A signed-in tab, connected. */
async function tab(user: TestUser): Promise<Client> {
  const client: Client = io(baseUrl, { path: '/engine.io', auth: { token: user.token }, reconnection: false, forceNew: true });
  clients.push(client);
  await within(
    5000,
    new Promise((resolve, reject) => {
      client.once('connect', () => resolve(null));
      client.once('connect_error', reject);
    }),
    'connect',
  );
  return client;
}

const within = <T>(ms: number, promise: Promise<T>, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms)),
  ]);

const watch = (client: Client, ticketId: string) => client.timeout(5000).emitWithAck('ticket:watch', ticketId);

/** Resolves with the first event of that name that passes the test. */
const next = <E extends keyof ServerToClientEvents>(
  client: Client,
  event: E,
  test: (...args: Parameters<ServerToClientEvents[E]>) => boolean = () => true,
) =>
  within(
    5000,
    new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve) => {
      const handler = ((...args: Parameters<ServerToClientEvents[E]>) => {
        if (!test(...args)) return;
        client.off(event, handler as never);
        resolve(args[0]);
      }) as never;
      client.on(event, handler);
    }),
    event,
  );

/** Collects every event of a name from now on (to check that one never arrives). */
function collect<E extends keyof ServerToClientEvents>(client: Client, event: E) {
  const seen: Parameters<ServerToClientEvents[E]>[0][] = [];
  client.on(event, ((arg: Parameters<ServerToClientEvents[E]>[0]) => seen.push(arg)) as never);
  return seen;
}

const names = (event: TTicketViewersEvent) => event.viewers.map((v) => v.name);

describe('watching a ticket', () => {
  it('lets the ticket side and its team watch, and refuses everyone else', async () => {
    expect(await watch(await tab(tenants.staffA1), ticket._id)).toEqual({ ok: true });
    expect(await watch(await tab(tenants.adminA), ticket._id)).toEqual({ ok: true });
    for (const outsider of [tenants.adminB, tenants.staffA2, tenants.endUser, tenants.superAdmin]) {
      expect(await watch(await tab(outsider), ticket._id)).toEqual({ ok: false });
    }
    expect(await watch(await tab(tenants.staffA1), 'not-an-id')).toEqual({ ok: false });
    for (const client of clients.splice(0)) client.disconnect();
  });

  it('delivers public comments to every watcher, internal notes to the team only, and changes to all', async () => {
    const submitter = await tab(tenants.staffA1);
    const agent = await tab(tenants.staffA);
    const outsider = await tab(tenants.adminB);
    await watch(submitter, ticket._id);
    await watch(agent, ticket._id);
    await watch(outsider, ticket._id);
    const submitterComments = collect(submitter, 'ticket:comment');
    const outsiderEvents = [
      collect(outsider, 'ticket:comment'),
      collect(outsider, 'support:activity'),
      collect(outsider, 'ticket:updated'),
    ];
    const submitterActivity = collect(submitter, 'support:activity');

    const noteAtAgent = next(agent, 'ticket:comment', (e) => e.comment.internal);
    const note = await support.comment(tenants.adminA.headers, ticket._id, 'Internal: check the sync logs', true);
    expect((await noteAtAgent).comment).toEqual(note);

    const answerAtSubmitter = next(submitter, 'ticket:comment', (e) => !e.comment.internal);
    const answerAtAgent = next(agent, 'ticket:comment', (e) => !e.comment.internal);
    const updatedAtSubmitter = next(submitter, 'ticket:updated');
    const updatedAtAgent = next(agent, 'ticket:updated');
    const answer = await support.comment(tenants.staffA.headers, ticket._id, 'We fixed the sync, please check');
    expect((await answerAtSubmitter).comment).toEqual(answer);
    expect((await answerAtAgent).comment._id).toBe(answer._id);
    const updated = (await updatedAtSubmitter).ticket;
    expect(updated).toMatchObject({ _id: ticket._id, status: 'pending', commentCount: 1 });
    expect(updated).not.toHaveProperty('unreadCount');
    // First-response data reaches the team's tabs only.
    expect(updated).not.toHaveProperty('firstResponseAt');
    expect(updated).not.toHaveProperty('firstResponseTargetMinutes');
    expect((await updatedAtAgent).ticket).toMatchObject({
      _id: ticket._id,
      firstResponseAt: expect.any(String),
      firstResponseTargetMinutes: 480,
    });

    const assignedAtSubmitter = next(submitter, 'ticket:updated', (e) => e.ticket.assignee !== null);
    const http = jsonRequest(t.app);
    await http.post('/api/v1/support/assign_user', { ticketId: ticket._id, userId: tenants.staffA._id }, tenants.adminA.headers);
    expect((await assignedAtSubmitter).ticket.assignee).toEqual({ _id: tenants.staffA._id, name: 'staff Test' });

    // Give any stray event time to arrive before checking that none did.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(submitterComments.map((e) => e.comment.body)).toEqual(['We fixed the sync, please check']);
    expect(submitterComments.some((e) => (e.comment as TTicketComment).internal)).toBe(false);
    expect(submitterActivity.length).toBeGreaterThanOrEqual(2);
    for (const events of outsiderEvents) expect(events).toEqual([]);
    for (const client of clients.splice(0)) client.disconnect();
  });

  it('tells the team (not the submitter side) about internal notes through support:activity', async () => {
    const location = await tab(tenants.locationAdminA1);
    const team = await tab(tenants.adminA);
    const locationActivity = collect(location, 'support:activity');
    const teamActivity = next(team, 'support:activity', (e) => e.ticketId === ticket._id);
    await support.comment(tenants.staffA.headers, ticket._id, 'Another note', true);
    // Who wrote it, so every other tab counts one more unread without asking.
    expect(await teamActivity).toEqual({ ticketId: ticket._id, commentBy: tenants.staffA._id });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(locationActivity).toEqual([]);
    const nowLocation = next(location, 'support:activity', (e) => e.ticketId === ticket._id);
    await support.comment(tenants.staffA.headers, ticket._id, 'A public answer');
    expect(await nowLocation).toEqual({ ticketId: ticket._id, commentBy: tenants.staffA._id });
    // A change that is not a comment names no author.
    const changed = next(location, 'support:activity', (e) => e.ticketId === ticket._id);
    await support.update(tenants.staffA.headers, ticket._id, { priority: 'high' });
    expect(await changed).toEqual({ ticketId: ticket._id });
    for (const client of clients.splice(0)) client.disconnect();
  });

  it('marks a watched ticket read over the socket, and only a watched one', async () => {
    const own = await support.raise(tenants.staffA2.headers, { subject: 'Read over the socket' });
    await support.comment(tenants.staffA.headers, own._id, 'An answer to read');
    const unreadOf = async () =>
      (await jsonRequest(t.app).get('/api/v1/support/GetUnreadComments', tenants.staffA2.headers)).json().data.total as number;
    expect(await unreadOf()).toBe(1);

    const reader = await tab(tenants.staffA2);
    // Not watching it yet: refused, nothing marked.
    expect(await reader.timeout(5000).emitWithAck('ticket:read', own._id)).toEqual({ ok: false });
    expect(await unreadOf()).toBe(1);
    // Someone who may not see the ticket cannot watch it, so cannot mark it either.
    const outsider = await tab(tenants.adminB);
    await watch(outsider, own._id);
    expect(await outsider.timeout(5000).emitWithAck('ticket:read', own._id)).toEqual({ ok: false });

    await watch(reader, own._id);
    expect(await reader.timeout(5000).emitWithAck('ticket:read', own._id)).toEqual({ ok: true });
    expect(await unreadOf()).toBe(0);
    for (const client of clients.splice(0)) client.disconnect();
  });

  it('shows who is viewing, updated when people watch, unwatch and leave', async () => {
    const first = await tab(tenants.staffA1);
    const joined = next(first, 'ticket:viewers', (e) => e.viewers.length === 1);
    await watch(first, ticket._id);
    expect(names(await joined)).toEqual(['staff Test']);

    const agent = await tab(tenants.adminA);
    const both = next(first, 'ticket:viewers', (e) => e.viewers.length === 2);
    await watch(agent, ticket._id);
    expect(names(await both)).toEqual(['admin Test', 'staff Test']);

    // A second tab of the same person is still one viewer.
    const secondTab = await tab(tenants.adminA);
    const again = next(first, 'ticket:viewers');
    await watch(secondTab, ticket._id);
    expect((await again).viewers).toHaveLength(2);

    const afterUnwatch = next(first, 'ticket:viewers');
    agent.emit('ticket:unwatch', ticket._id);
    expect((await afterUnwatch).viewers).toHaveLength(2);
    const afterLeave = next(first, 'ticket:viewers', (e) => e.viewers.length === 1);
    secondTab.disconnect();
    expect(names(await afterLeave)).toEqual(['staff Test']);
  });
});
