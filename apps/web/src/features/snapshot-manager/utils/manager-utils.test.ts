import type { TSnapshotFolder } from '@atrium/contracts/snapshots';
import { describe, expect, it } from 'vitest';
import { contentsFromDraft, emptyContents } from './contents-draft';
import { keyFromLabel, newFieldDraft, validateFieldDrafts, withLabel } from './field-drafts';
import { buildTree, canMoveFolder, flatten, folderPath, nextPosition } from './folder-tree';
import { centsOf } from './listing-draft';

const folder = (id: string, parentId: string | null, position = 0): TSnapshotFolder => ({
  _id: id,
  name: id,
  parentId,
  position,
  createdAt: '2026-11-26T20:00:00.000Z',
  updatedAt: '2026-11-26T20:00:00.000Z',
});

describe('custom field drafts', () => {
  it('suggests a snake_case key from the label, as the CRM makes one', () => {
    expect(keyFromLabel('Business Phone')).toBe('business_phone');
    expect(keyFromLabel('  Café -- Brand Colour #2 ')).toBe('cafe_brand_colour_2');
    expect(keyFromLabel('2nd booking link')).toBe('nd_booking_link');
    expect(keyFromLabel('¿?')).toBe('');
  });

  it('keeps a typed key when the label changes', () => {
    const typed = { ...withLabel(newFieldDraft(), 'Phone'), key: 'main_phone', keyTouched: true };
    expect(withLabel(typed, 'Office phone').key).toBe('main_phone');
  });

  it('finds a key used twice, and a choice without options', () => {
    const a = withLabel(newFieldDraft(), 'Plan');
    const b = { ...withLabel(newFieldDraft(), 'Plan'), type: 'choice' as const };
    expect(validateFieldDrafts([a, b])).toEqual({ [b.uid]: { key: 'keyTaken', options: 'options' } });
  });
});

describe('folder tree', () => {
  const folders = [folder('b', null, 1), folder('a', null, 0), folder('a1', 'a'), folder('lost', 'gone')];

  it('nests and orders folders; one whose parent is gone shows at the top', () => {
    expect(flatten(buildTree(folders)).map((n) => `${n.folder._id}:${n.depth}`)).toEqual(['a:0', 'a1:1', 'lost:0', 'b:0']);
    expect(folderPath(folders, 'a1').map((f) => f._id)).toEqual(['a', 'a1']);
  });

  it('never moves a folder into itself or a folder inside it', () => {
    expect(canMoveFolder(folders, 'a', 'a1')).toBe(false);
    expect(canMoveFolder(folders, 'a', 'a')).toBe(false);
    expect(canMoveFolder(folders, 'a1', 'b')).toBe(true);
    expect(canMoveFolder(folders, 'a', null)).toBe(true);
    expect(nextPosition(folders, null)).toBe(2);
    expect(nextPosition(folders, 'b')).toBe(0);
  });
});

describe('listing drafts', () => {
  it('reads an amount as whole cents, or not at all', () => {
    expect(centsOf('49')).toBe(4900);
    expect(centsOf('49,9')).toBe(4990);
    expect(centsOf('0.05')).toBe(5);
    expect(centsOf('49.999')).toBeNaN();
    expect(centsOf('-1')).toBeNaN();
  });

  it('sends contents only where names were listed, once each, in the CRM’s order', () => {
    const draft = { ...emptyContents(), workflows: 'A\n\nA\n B ', tags: 'vip' };
    expect(contentsFromDraft(draft)).toEqual([
      { type: 'tags', names: ['vip'] },
      { type: 'workflows', names: ['A', 'B'] },
    ]);
    expect(contentsFromDraft(emptyContents())).toBeUndefined();
  });
});
