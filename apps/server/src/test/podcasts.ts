import type { TPodcast, TPodcastCreate } from '@atrium/contracts/podcasts';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

type Headers = Record<string, string>;

/** Creates a podcast through the API (as the super admin, whose headers are passed) and returns it. */
export async function createPodcast(t: TestApp, headers: Headers, input: Partial<TPodcastCreate> = {}): Promise<TPodcast> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/podcasts',
    headers,
    payload: { title: 'An episode', date: '2025-01-01', video: 'dQw4w9WgXcQ', ...input },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** Runs a podcast action (`publish`, `unpublish`) through the API and returns the updated podcast. */
export async function podcastAction(t: TestApp, headers: Headers, id: string, action: 'publish' | 'unpublish') {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1/podcasts/${id}/${action}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TPodcast;
}
