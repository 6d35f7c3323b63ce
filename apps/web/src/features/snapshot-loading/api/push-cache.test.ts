import type { TSnapshotDetail, TSnapshotLoad, TSnapshotTargetLocation } from '@atrium/contracts/snapshots';
import { describe, expect, it } from 'vitest';
import { id, load, push, SNAPSHOT_ID, snapshot, target } from '@/features/snapshot-loading/snapshot-fixtures';
import { createTestQueryClient } from '@/test/app-harness';
import { applyPushes, loadStatusOf } from './push-cache';
import { snapshotLoadingKeys } from './snapshot-loading-keys';

describe('pushes applied to the cache', () => {
  it("ends a load by its pushes' ends", () => {
    const done = push({ status: 'completed' });
    expect(loadStatusOf([done, push({ status: 'pushing' })], 'queued')).toBe('running');
    expect(loadStatusOf([push({ status: 'queued' })], 'queued')).toBe('queued');
    expect(loadStatusOf([done, done], 'running')).toBe('done');
    expect(loadStatusOf([done, push({ status: 'failed' })], 'running')).toBe('partial');
    expect(loadStatusOf([push({ status: 'failed' })], 'running')).toBe('failed');
  });

  it("moves the load and the location's version, and says when an update is available", () => {
    const client = createTestQueryClient();
    client.setQueryData<TSnapshotDetail>(snapshotLoadingKeys.detail(SNAPSHOT_ID), snapshot());
    client.setQueryData<TSnapshotLoad>(snapshotLoadingKeys.load(id(0x91)), load());
    client.setQueryData<TSnapshotTargetLocation[]>(snapshotLoadingKeys.targets(SNAPSHOT_ID), [
      target({ version: null }),
      target({ _id: id(0xc2), name: 'Other' }),
    ]);
    applyPushes(client, [push({ status: 'completed', version: 1 })]);
    expect(client.getQueryData<TSnapshotLoad>(snapshotLoadingKeys.load(id(0x91)))?.status).toBe('done');
    const [denver, other] = client.getQueryData<TSnapshotTargetLocation[]>(snapshotLoadingKeys.targets(SNAPSHOT_ID)) ?? [];
    expect(denver).toMatchObject({ version: 1, updateAvailable: true, lastPush: { status: 'completed' } });
    expect(other).toMatchObject({ version: null, lastPush: null });
    // An older state arriving late does not replace a newer push into the location.
    applyPushes(client, [push({ _id: id(0x80), createdAt: '2026-01-01T00:00:00.000Z', status: 'pushing' })]);
    expect(client.getQueryData<TSnapshotTargetLocation[]>(snapshotLoadingKeys.targets(SNAPSHOT_ID))?.[0]?.lastPush?._id).toBe(
      id(0x81),
    );
  });
});
