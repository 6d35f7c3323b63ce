import type { TInstallChartPoint } from '@atrium/contracts/app-console';

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the axis labels: top, right, bottom, left. */
  padding: { top: number; right: number; bottom: number; left: number };
}

export interface PlottedPoint {
  x: number;
  y: number;
  point: TInstallChartPoint;
}

export interface ChartGeometry {
  plotted: PlottedPoint[];
  linePath: string;
  areaPath: string;
  yTicks: { y: number; value: number }[];
  xTicks: { x: number; day: string }[];
  /** The plot area, for the grid and the hover band. */
  plot: { left: number; right: number; top: number; bottom: number };
}

/** The smallest 1, 2 or 5 × 10ⁿ at or above `value`, so the axis reads 0, 5, 10… rather than 0, 7, 14…. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * magnitude >= value) return step * magnitude;
  return 10 * magnitude;
}

/** Evenly spaced indexes over `count` items, first and last included (at most `max`). */
export function tickIndexes(count: number, max: number): number[] {
  if (count <= 0) return [];
  if (count <= max) return Array.from({ length: count }, (_, i) => i);
  const step = (count - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => Math.round(i * step));
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Lays out the active installs per day: a line, the area under it, and the axis ticks. */
export function chartGeometry(points: readonly TInstallChartPoint[], box: ChartBox, maxXTicks = 6): ChartGeometry {
  const plot = {
    left: box.padding.left,
    right: box.width - box.padding.right,
    top: box.padding.top,
    bottom: box.height - box.padding.bottom,
  };
  // Four whole-number steps: counts of installs never need a 2.5 on the axis.
  const step = Math.max(1, niceCeiling(Math.max(0, ...points.map((p) => p.active)) / 4));
  const top = step * 4;
  const yOf = (value: number) => round(plot.bottom - (value / top) * (plot.bottom - plot.top));
  const span = Math.max(1, points.length - 1);
  const xOf = (i: number) =>
    round(points.length === 1 ? (plot.left + plot.right) / 2 : plot.left + (i / span) * (plot.right - plot.left));

  const plotted = points.map((point, i) => ({ x: xOf(i), y: yOf(point.active), point }));
  const linePath = plotted.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' ');
  const first = plotted[0];
  const last = plotted.at(-1);
  const areaPath = first && last ? `${linePath} L${last.x},${plot.bottom} L${first.x},${plot.bottom} Z` : '';
  const yTicks = [0, 1, 2, 3, 4].map((i) => ({ value: i * step, y: yOf(i * step) }));
  const xTicks = tickIndexes(points.length, maxXTicks).map((i) => ({ x: xOf(i), day: points[i]?.day ?? '' }));
  return { plotted, linePath, areaPath, yTicks, xTicks, plot };
}

/** The plotted point nearest to `x` (the pointer), for the tooltip. */
export function nearestIndex(plotted: readonly PlottedPoint[], x: number): number {
  let best = 0;
  for (let i = 1; i < plotted.length; i++) {
    if (Math.abs((plotted[i]?.x ?? 0) - x) < Math.abs((plotted[best]?.x ?? 0) - x)) best = i;
  }
  return best;
}
