import type { TTool } from '@atrium/contracts/tools';
import { describe, expect, it } from 'vitest';
import { groupTools } from './tool-groups';

const tool = (name: string, category: string | null, position = 0): TTool => ({
  _id: `0190a0a0-0000-7000-8000-${name.length.toString().padStart(12, '0')}`,
  name,
  description: null,
  url: 'https://tools.example',
  category,
  iconUrl: null,
  position,
  status: 'published',
  owner: 'platform',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

describe('groupTools', () => {
  it('groups by category alphabetically, uncategorised last, each in its owner order', () => {
    const groups = groupTools(
      [
        tool('Zeta', 'Sales', 1),
        tool('Loose', null),
        tool('Alpha', 'Sales', 2),
        tool('Brand kit', 'Design'),
        tool('Beta', 'Sales', 1),
      ],
      'en',
    );
    expect(groups.map((g) => [g.category, g.tools.map((t) => t.name)])).toEqual([
      ['Design', ['Brand kit']],
      ['Sales', ['Beta', 'Zeta', 'Alpha']],
      [null, ['Loose']],
    ]);
  });

  it('treats a blank category as none', () => {
    expect(groupTools([tool('A', '  ')], 'en')).toEqual([{ category: null, tools: [expect.objectContaining({ name: 'A' })] }]);
  });
});
