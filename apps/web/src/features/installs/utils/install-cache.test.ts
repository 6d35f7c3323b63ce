import type { TAppCard } from '@atrium/contracts/apps';
import type { TInstalledApps } from '@atrium/contracts/installs';
import { describe, expect, it } from 'vitest';
import { APP_ID, DENTAL, install, installState, REALTY } from '@/features/installs/test-fixtures';
import { installedAfter } from './install-cache';

const card = (id: string) => ({ _id: id, name: `App ${id.slice(-2)}` }) as TAppCard;
const OTHER = '0190a0a0-0000-7000-8000-000000000b01';
const dentalList = (installs = [install()]): TInstalledApps => ({
  location: { _id: DENTAL, name: 'Summit Dental Downtown' },
  apps: [
    ...installs.map((i) => ({ install: i, app: card(APP_ID) })),
    { install: install({ _id: 'x', appId: OTHER }), app: card(OTHER) },
  ],
});

describe('installedAfter: an installed-apps list brought to an install answer', () => {
  it("replaces the app's install with the answer's (a new plan or version), keeping its card", () => {
    const updated = install({ version: '1.1.0', planId: 'p2' });
    const next = installedAfter(dentalList(), APP_ID, installState({ state: 'installed', installs: [updated] }));
    expect(next).not.toBe('refetch');
    expect((next as TInstalledApps).apps.map((a) => [a.app._id, a.install.version])).toEqual([
      [APP_ID, '1.1.0'],
      [OTHER, '1.0.0'],
    ]);
  });

  it('drops the app where the answer has no install there any more (uninstalled)', () => {
    const next = installedAfter(dentalList(), APP_ID, installState({ installs: [install({ _id: 'r', locationId: REALTY })] }));
    expect((next as TInstalledApps).apps.map((a) => a.app._id)).toEqual([OTHER]);
  });

  it('asks for the list again when the app is new to it (its card is not in hand), and leaves unrelated lists alone', () => {
    const without = dentalList([]);
    expect(installedAfter(without, APP_ID, installState({ installs: [install()] }))).toBe('refetch');
    const realty: TInstalledApps = { location: { _id: REALTY, name: 'Realty' }, apps: [] };
    expect(installedAfter(realty, APP_ID, installState({ installs: [install()] }))).toBe(realty);
  });
});
