import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthoringGroup, ItemsGroup } from '@/features/education/authoring/descriptor/group-descriptor';
import { groupOf } from '@/features/education/authoring/groups/registry';
import { INVOICE, SIGN_IN, WHAT_IS } from '@/features/education/test-fixtures';
import { stubFetch } from '@/test/app-harness';
import { deleteGroupItem } from './delete-group-item';
import { getGroupCount } from './get-group-count';
import { getGroupItem } from './get-group-item';
import { getGroupItems } from './get-group-items';
import { saveGroupItem } from './save-group-item';

/** The console's generic fetchers call each group's own endpoints of the contracts, and get plain values back. */
const faqs = groupOf('faqs') as ItemsGroup;
const settings: AuthoringGroup = groupOf('bannersconfig');
const SETTINGS = { rotationSeconds: 5, showOnEducationHome: false, owner: 'agency' };

describe('authoring group fetchers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('read every page of a group, following the cursor', async () => {
    const { calls } = stubFetch((call) =>
      call.url.includes('cursor=')
        ? { body: { data: [WHAT_IS], meta: { total: 3, nextCursor: null } } }
        : { body: { data: [INVOICE, SIGN_IN], meta: { total: 3, nextCursor: 'next' } } },
    );
    const items = await getGroupItems(faqs, 'tok');
    expect(items.map((i) => i._id)).toEqual([INVOICE._id, SIGN_IN._id, WHAT_IS._id]);
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/faqs?limit=200', '/api/v1/faqs?limit=200&cursor=next']);
    expect(calls[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it('count a group from one row of its list', async () => {
    const { calls } = stubFetch(() => ({ body: { data: [INVOICE], meta: { total: 7, nextCursor: 'x' } } }));
    expect(await getGroupCount(faqs, null)).toBe(7);
    expect(calls[0]?.url).toBe('/api/v1/faqs?limit=1');
  });

  it('load, create, update and delete an item on its own paths', async () => {
    const { calls } = stubFetch((call) =>
      call.method === 'DELETE' ? { body: { data: { ok: true } } } : { body: { data: INVOICE } },
    );
    expect(await getGroupItem(faqs, INVOICE._id, null)).toEqual(INVOICE);
    expect(await saveGroupItem(faqs, { body: { question: 'Q?' } }, null)).toEqual(INVOICE);
    expect(await saveGroupItem(faqs, { id: INVOICE._id, body: { position: 2 } }, null)).toEqual(INVOICE);
    await deleteGroupItem(faqs, INVOICE._id, null);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `GET /api/v1/faqs/${INVOICE._id}`,
      'POST /api/v1/faqs',
      `PUT /api/v1/faqs/${INVOICE._id}`,
      `DELETE /api/v1/faqs/${INVOICE._id}`,
    ]);
    expect(calls[1]?.body).toEqual({ question: 'Q?' });
    expect(calls[2]?.body).toEqual({ position: 2 });
  });

  it('read and write a settings group on its one path, whatever id is given', async () => {
    const { calls } = stubFetch(() => ({ body: { data: SETTINGS } }));
    expect(await getGroupItem(settings, undefined, null)).toEqual(SETTINGS);
    const body = { rotationSeconds: 5, showOnEducationHome: false };
    expect(await saveGroupItem(settings, { id: 'ignored', body }, null)).toEqual(SETTINGS);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/v1/bannersconfig', 'PUT /api/v1/bannersconfig']);
    expect(calls[1]?.body).toEqual(body);
  });

  it('refuse to load an item of a group of items without its id', async () => {
    stubFetch(() => ({ body: { data: INVOICE } }));
    await expect(getGroupItem(faqs, undefined, null)).rejects.toThrow('faqs: an item to load needs its id');
  });
});
