import type { TInstallChartPoint } from '@atrium/contracts/app-console';
import { type KeyboardEvent, type PointerEvent, type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';
import { chartGeometry, nearestIndex } from '@/features/console/utils/chart-geometry';
import { formatCompact, formatDay, formatNumber } from '@/lib/format';

const HEIGHT = 260;
const PADDING = { top: 16, right: 16, bottom: 32, left: 48 };

/**
 * The drawing is laid out at the element's real width (one unit = one pixel), so labels keep their
 * size on any screen instead of scaling with the viewBox.
 */
function useWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * Active installs per day as an area chart, drawn as SVG (no chart library: the console's bundle stays
 * small). Pointer or arrow keys pick a day for the tooltip; the data table beside it is the full text
 * alternative.
 */
export function InstallsChart({ points }: { points: readonly TInstallChartPoint[] }) {
  const { t, i18n } = useTranslation('console');
  const id = useId();
  const svg = useRef<SVGSVGElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const width = useWidth(wrapper, 720);
  const BOX = useMemo(() => ({ width, height: HEIGHT, padding: PADDING }), [width]);
  const [active, setActive] = useState<number | null>(null);
  // Narrow screens get fewer day labels so they never overlap.
  const geometry = useMemo(() => chartGeometry(points, BOX, width < 480 ? 3 : 6), [points, BOX, width]);
  const { plot, plotted } = geometry;
  const selected = active === null ? null : plotted[active];
  const lng = i18n.language;

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const rect = svg.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || plotted.length === 0) return;
    const x = ((event.clientX - rect.left) / rect.width) * BOX.width;
    setActive(nearestIndex(plotted, x));
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (plotted.length === 0) return;
    const last = plotted.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: Math.min(last, (active ?? -1) + 1),
      ArrowLeft: Math.max(0, (active ?? last + 1) - 1),
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
  };

  const first = points[0];
  const last = points.at(-1);
  const summary =
    first && last
      ? t('installs.chartSummary', {
          from: formatDay(first.day, lng, 'long'),
          to: formatDay(last.day, lng, 'long'),
          start: formatNumber(first.active, lng),
          end: formatNumber(last.active, lng),
        })
      : t('installs.noData');

  // The tooltip sits beside the point, flipped to the left in the right half so it never leaves the chart.
  const tooltipLeft = selected ? (selected.x / BOX.width) * 100 : 0;
  return (
    <div ref={wrapper} className="relative">
      <svg
        ref={svg}
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        width={BOX.width}
        height={BOX.height}
        className={`block w-full touch-pan-y overflow-visible rounded-lg ${focusRing}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users can step through the days with the arrow keys
        tabIndex={0}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setActive(null)}
        onKeyDown={onKeyDown}
        onBlur={() => setActive(null)}
        data-testid="installs-chart"
      >
        <title id={`${id}-title`}>{t('installs.chartTitle')}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <defs>
          <linearGradient id={`${id}-fill`} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor="var(--color-brand-500)" stopOpacity="0.28" />
            <stop offset="100%" stopColor="var(--color-brand-500)" stopOpacity="0.02" />
          </linearGradient>
        </defs>
        {/* Children of role="img" are presentational: the title and desc above are what is announced. */}
        <g className="text-xs">
          {geometry.yTicks.map((tick) => (
            <g key={tick.value}>
              <line
                x1={plot.left}
                x2={plot.right}
                y1={tick.y}
                y2={tick.y}
                stroke="var(--color-ink-200)"
                strokeDasharray={tick.value === 0 ? undefined : '3 4'}
              />
              <text x={plot.left - 8} y={tick.y} dy="0.32em" textAnchor="end" fill="var(--color-ink-500)">
                {formatCompact(tick.value, lng)}
              </text>
            </g>
          ))}
          {geometry.xTicks.map((tick, i) => (
            <text
              key={tick.day}
              x={tick.x}
              y={BOX.height - 10}
              textAnchor={i === 0 ? 'start' : i === geometry.xTicks.length - 1 ? 'end' : 'middle'}
              fill="var(--color-ink-500)"
            >
              {formatDay(tick.day, lng)}
            </text>
          ))}
          {width < 480 ? null : (
            <text
              x={12}
              y={(plot.top + plot.bottom) / 2}
              transform={`rotate(-90 12 ${(plot.top + plot.bottom) / 2})`}
              textAnchor="middle"
              fill="var(--color-ink-400)"
            >
              {t('installs.yAxis')}
            </text>
          )}
          {geometry.areaPath ? <path d={geometry.areaPath} fill={`url(#${id}-fill)`} /> : null}
          {geometry.linePath ? (
            <path
              d={geometry.linePath}
              fill="none"
              stroke="var(--color-brand-600)"
              strokeWidth="2.5"
              strokeLinejoin="round"
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
            />
          ) : null}
          {plotted.length === 1 && plotted[0] ? (
            <circle cx={plotted[0].x} cy={plotted[0].y} r="4" fill="var(--color-brand-600)" />
          ) : null}
          {selected ? (
            <g>
              <line x1={selected.x} x2={selected.x} y1={plot.top} y2={plot.bottom} stroke="var(--color-ink-300)" />
              <circle cx={selected.x} cy={selected.y} r="5" fill="white" stroke="var(--color-brand-600)" strokeWidth="2.5" />
            </g>
          ) : null}
        </g>
      </svg>
      {selected ? (
        <div
          role="status"
          className={`pointer-events-none absolute top-2 z-10 w-44 rounded-lg bg-ink-900 px-3 py-2 text-xs text-white shadow-lg ${
            tooltipLeft > 55 ? '-translate-x-[calc(100%+12px)]' : 'translate-x-3'
          }`}
          style={{ left: `${tooltipLeft}%` }}
        >
          <p className="mb-1 font-semibold">{formatDay(selected.point.day, lng, 'long')}</p>
          <p className="flex justify-between gap-2">
            <span className="text-ink-300">{t('installs.active')}</span>
            <span className="font-medium tabular-nums">{formatNumber(selected.point.active, lng)}</span>
          </p>
          <p className="flex justify-between gap-2">
            <span className="text-ink-300">{t('installs.installs')}</span>
            <span className="font-medium text-emerald-300 tabular-nums">{formatNumber(selected.point.installs, lng)}</span>
          </p>
          <p className="flex justify-between gap-2">
            <span className="text-ink-300">{t('installs.uninstalls')}</span>
            <span className="font-medium text-rose-300 tabular-nums">{formatNumber(selected.point.uninstalls, lng)}</span>
          </p>
        </div>
      ) : null}
    </div>
  );
}
