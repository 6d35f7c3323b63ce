import { describe, expect, it } from 'vitest';
import { points } from '@/features/console/test-fixtures';
import { chartGeometry, nearestIndex, niceCeiling, tickIndexes } from './chart-geometry';

const BOX = { width: 100, height: 60, padding: { top: 0, right: 0, bottom: 10, left: 0 } };

describe('chartGeometry', () => {
  it('plots active installs left to right and bottom up', () => {
    const g = chartGeometry(points([0, 4, 8]), BOX);
    expect(g.plotted.map((p) => [p.x, p.y])).toEqual([
      [0, 50],
      [50, 25],
      [100, 0],
    ]);
    expect(g.linePath).toBe('M0,50 L50,25 L100,0');
    expect(g.areaPath).toBe('M0,50 L50,25 L100,0 L100,50 L0,50 Z');
  });

  it('labels the value axis in four whole steps', () => {
    expect(chartGeometry(points([0, 123]), BOX).yTicks.map((t) => t.value)).toEqual([0, 50, 100, 150, 200]);
    expect(chartGeometry(points([0, 0]), BOX).yTicks.map((t) => t.value)).toEqual([0, 1, 2, 3, 4]);
  });

  it('spreads day labels evenly, first and last included', () => {
    expect(chartGeometry(points(Array(30).fill(1)), BOX).xTicks.map((t) => t.day)).toEqual([
      '2026-03-01',
      '2026-03-07',
      '2026-03-13',
      '2026-03-18',
      '2026-03-24',
      '2026-03-30',
    ]);
  });

  it('copes with no points and with one', () => {
    expect(chartGeometry([], BOX).linePath).toBe('');
    expect(chartGeometry(points([3]), BOX).plotted[0]?.x).toBe(50);
  });
});

describe('helpers', () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 12, 49, 51, 999].map(niceCeiling)).toEqual([1, 1, 5, 10, 20, 50, 100, 1000]);
  });

  it('picks tick indexes and the nearest point', () => {
    expect(tickIndexes(3, 6)).toEqual([0, 1, 2]);
    expect(tickIndexes(365, 3)).toEqual([0, 182, 364]);
    const g = chartGeometry(points([1, 2, 3]), BOX);
    expect(nearestIndex(g.plotted, 70)).toBe(1);
    expect(nearestIndex(g.plotted, 90)).toBe(2);
  });
});
