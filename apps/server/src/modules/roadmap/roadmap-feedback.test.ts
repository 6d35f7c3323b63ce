import {
  ZRoadmapCommentList,
  ZRoadmapCommentResponse,
  ZRoadmapItemResponse,
  ZRoadmapVoteResult,
} from '@atrium/contracts/roadmap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectValidationError } from '../../test/http';
import { addItem, createRoadmapApp, type RoadmapApp } from './roadmap-fixtures';

let r: RoadmapApp;
beforeAll(async () => {
  r = await createRoadmapApp();
});
afterAll(() => r.t.close());

const voteResult = (res: { json: () => unknown }) => ZRoadmapVoteResult.parse(res.json()).data;

describe('votes', () => {
  it('takes one vote per person: voting again is harmless, and a vote can be taken back', async () => {
    const { staffA1, staffA2 } = r.tenants;
    const id = await addItem(r, { title: 'Vote on me' });
    expect(voteResult(await r.http.post(`/api/v1/roadmap/${id}/vote`, {}, staffA1.headers))).toEqual({
      voteCount: 1,
      viewerVoted: true,
    });
    expect(voteResult(await r.http.post(`/api/v1/roadmap/${id}/vote`, {}, staffA1.headers))).toEqual({
      voteCount: 1,
      viewerVoted: true,
    });
    expect(voteResult(await r.http.post(`/api/v1/roadmap/${id}/vote`, {}, staffA2.headers))).toEqual({
      voteCount: 2,
      viewerVoted: true,
    });
    const seen = ZRoadmapItemResponse.parse((await r.http.get(`/api/v1/roadmap/${id}`, staffA1.headers)).json()).data;
    expect(seen).toMatchObject({ voteCount: 2, viewerVoted: true });
    expect(voteResult(await r.http.del(`/api/v1/roadmap/${id}/vote`, staffA1.headers))).toEqual({
      voteCount: 1,
      viewerVoted: false,
    });
    expect(voteResult(await r.http.del(`/api/v1/roadmap/${id}/vote`, staffA1.headers))).toEqual({
      voteCount: 1,
      viewerVoted: false,
    });
  });

  it('counts right when many vote at once', async () => {
    const id = await addItem(r, { title: 'Popular' });
    const people = [r.tenants.staffA1, r.tenants.staffA2, r.tenants.adminA, r.tenants.adminB, r.tenants.endUser, r.creatorP];
    await Promise.all(
      people.flatMap((p) => [
        r.http.post(`/api/v1/roadmap/${id}/vote`, {}, p.headers),
        r.http.post(`/api/v1/roadmap/${id}/vote`, {}, p.headers),
      ]),
    );
    expect(ZRoadmapItemResponse.parse((await r.http.get(`/api/v1/roadmap/${id}`)).json()).data.voteCount).toBe(6);
  });

  it('refuses visitors (401), closed ideas (409) and unknown ones (404)', async () => {
    const { staffA1, superAdmin } = r.tenants;
    const id = await addItem(r, { title: 'Closed later' });
    expectError(await r.http.post(`/api/v1/roadmap/${id}/vote`, {}), 401, 'unauthorized');
    expectError(await r.http.del(`/api/v1/roadmap/${id}/vote`), 401, 'unauthorized');
    await r.http.put(`/api/v1/roadmap/${id}`, { status: 'shipped' }, superAdmin.headers);
    expect(expectError(await r.http.post(`/api/v1/roadmap/${id}/vote`, {}, staffA1.headers), 409, 'conflict').message).toBe(
      'Voting has closed: this idea has shipped.',
    );
    await r.http.put(`/api/v1/roadmap/${id}`, { status: 'declined' }, superAdmin.headers);
    expect(expectError(await r.http.post(`/api/v1/roadmap/${id}/vote`, {}, staffA1.headers), 409).message).toBe(
      'Voting has closed: this idea was declined.',
    );
    expectError(await r.http.post('/api/v1/roadmap/01900000-0000-7000-8000-000000000000/vote', {}, staffA1.headers), 404);
  });

  it('sends voters of a merged duplicate to the original (409)', async () => {
    const original = await addItem(r, { title: 'Original idea' });
    const duplicate = await addItem(r, { title: 'Same idea' });
    await r.http.post(`/api/v1/roadmap/${duplicate}/merge`, { intoId: original }, r.tenants.superAdmin.headers);
    expect(expectError(await r.http.post(`/api/v1/roadmap/${duplicate}/vote`, {}, r.tenants.staffA1.headers), 409).message).toBe(
      'This idea was merged into “Original idea”. Vote there.',
    );
    expect(
      expectError(await r.http.post(`/api/v1/roadmap/${duplicate}/comments`, { body: 'Hi' }, r.tenants.staffA1.headers), 409)
        .message,
    ).toBe('This idea was merged into “Original idea”. Comment there.');
  });
});

describe('comments', () => {
  it('are public to read, oldest first, written by anyone signed in, and counted', async () => {
    const { staffA1, adminB } = r.tenants;
    const id = await addItem(r, { title: 'Talk about me' });
    const first = await r.http.post(
      `/api/v1/roadmap/${id}/comments`,
      { body: '  We need this\nfor every location  ' },
      staffA1.headers,
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(ZRoadmapCommentResponse.parse(first.json()).data).toMatchObject({
      itemId: id,
      body: 'We need this\nfor every location',
      author: { _id: staffA1._id, name: 'staff Test' },
      movedFrom: null,
    });
    await r.http.post(`/api/v1/roadmap/${id}/comments`, { body: '+1 <b>please</b>' }, adminB.headers);
    const comments = ZRoadmapCommentList.parse((await r.http.get(`/api/v1/roadmap/${id}/comments`)).json()).data;
    expect(comments.map((c) => c.body)).toEqual(['We need this\nfor every location', '+1 <b>please</b>']);
    expect(ZRoadmapItemResponse.parse((await r.http.get(`/api/v1/roadmap/${id}`)).json()).data.commentCount).toBe(2);
  });

  it('refuses visitors (401), empty bodies (400) and unknown items (404)', async () => {
    const id = await addItem(r, { title: 'Quiet' });
    expectError(await r.http.post(`/api/v1/roadmap/${id}/comments`, { body: 'Hello' }), 401, 'unauthorized');
    expect(
      expectValidationError(await r.http.post(`/api/v1/roadmap/${id}/comments`, { body: '   ' }, r.tenants.staffA1.headers)),
    ).toEqual(['body']);
    expectError(await r.http.get('/api/v1/roadmap/01900000-0000-7000-8000-000000000000/comments'), 404);
  });
});

describe('requests', () => {
  it('lets anyone signed in suggest an idea: under review, with their vote', async () => {
    const { staffA2 } = r.tenants;
    const res = await r.http.post(
      '/api/v1/roadmap/requests',
      {
        title: 'Zapier trigger for new reviews',
        description: '<p>So we can <i>automate</i></p><iframe src="x"></iframe>',
        category: 'Integrations',
        appId: r.appP._id,
      },
      staffA2.headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(ZRoadmapItemResponse.parse(res.json()).data).toMatchObject({
      status: 'under_review',
      description: '<p>So we can <i>automate</i></p>',
      app: { _id: r.appP._id, name: 'Pine Scheduler' },
      voteCount: 1,
      viewerVoted: true,
      viewerCanManage: false,
      submittedBy: { _id: staffA2._id, name: 'staff Test' },
    });
    expectError(await r.http.post('/api/v1/roadmap/requests', { title: 'Anon' }), 401);
    expectValidationError(await r.http.post('/api/v1/roadmap/requests', { title: '', status: 'planned' }, staffA2.headers));
    expect(
      expectError(
        await r.http.post(
          '/api/v1/roadmap/requests',
          { title: 'x', appId: '01900000-0000-7000-8000-000000000000' },
          staffA2.headers,
        ),
        400,
      ).message,
    ).toBe('That app does not exist');
  });
});
