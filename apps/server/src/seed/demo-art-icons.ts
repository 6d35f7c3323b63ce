import { GLYPHS, type Glyph, MARKS, type Mark } from './demo-art-glyphs';

/** Two gradient stops, an accent for the glyph's details, and a pale tint for light backgrounds and UI. */
export interface Palette {
  from: string;
  to: string;
  accent: string;
  tint: string;
}

export const PALETTES: readonly Palette[] = [
  { from: '#4f46e5', to: '#7c3aed', accent: '#fbbf24', tint: '#eef2ff' },
  { from: '#0ea5e9', to: '#2563eb', accent: '#fde047', tint: '#e0f2fe' },
  { from: '#10b981', to: '#0d9488', accent: '#fef08a', tint: '#d1fae5' },
  { from: '#f97316', to: '#e11d48', accent: '#fef3c7', tint: '#ffedd5' },
  { from: '#ec4899', to: '#8b5cf6', accent: '#a5f3fc', tint: '#fce7f3' },
  { from: '#0f766e', to: '#164e63', accent: '#5eead4', tint: '#ccfbf1' },
  { from: '#f59e0b', to: '#ea580c', accent: '#fff7ed', tint: '#fef3c7' },
  { from: '#6366f1', to: '#06b6d4', accent: '#f0abfc', tint: '#e0e7ff' },
  { from: '#22c55e', to: '#15803d', accent: '#fde68a', tint: '#dcfce7' },
  { from: '#ef4444', to: '#b91c1c', accent: '#fecaca', tint: '#fee2e2' },
  { from: '#334155', to: '#0f172a', accent: '#38bdf8', tint: '#e2e8f0' },
  { from: '#a855f7', to: '#6d28d9', accent: '#fbcfe8', tint: '#f3e8ff' },
  { from: '#14b8a6', to: '#3b82f6', accent: '#fef9c3', tint: '#ccfbf1' },
  { from: '#e11d48', to: '#9f1239', accent: '#fda4af', tint: '#ffe4e6' },
  { from: '#0284c7', to: '#0c4a6e', accent: '#7dd3fc', tint: '#e0f2fe' },
  { from: '#84cc16', to: '#4d7c0f', accent: '#ecfccb', tint: '#ecfccb' },
];

/** How the glyph sits on its background: the icons of one catalogue should not all look alike. */
export const ICON_STYLES = ['gradient', 'halo', 'tile', 'split', 'night'] as const;
export type IconStyle = (typeof ICON_STYLES)[number];

const glyphGroup = (draw: string, stroke: string, scale = 1.5) => {
  const offset = (256 - 100 * scale) / 2;
  return `<g transform="translate(${offset} ${offset}) scale(${scale})" fill="none" stroke="${stroke}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">${draw}</g>`;
};

/** A square icon (the page rounds its corners); `angle` turns the gradient so neighbours differ. */
export function iconSvg(opts: { glyph: Glyph | Mark; palette: Palette; style: IconStyle; angle: number }): string {
  const { palette: p, style } = opts;
  const draw = (opts.glyph in GLYPHS ? GLYPHS[opts.glyph as Glyph] : MARKS[opts.glyph as Mark]) as (
    fg: string,
    accent: string,
  ) => string;
  const rad = (opts.angle * Math.PI) / 180;
  const [x2, y2] = [(0.5 + Math.cos(rad) / 2).toFixed(2), (0.5 + Math.sin(rad) / 2).toFixed(2)];
  const [x1, y1] = [(1 - Number(x2)).toFixed(2), (1 - Number(y2)).toFixed(2)];
  const gradient = `<linearGradient id="g" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`;
  let body: string;
  if (style === 'tile') {
    body = `<rect width="256" height="256" fill="${p.tint}"/><circle cx="128" cy="128" r="96" fill="#ffffff" fill-opacity=".7"/>${glyphGroup(draw(p.from, p.to), p.from, 1.3)}`;
  } else if (style === 'night') {
    body = `<rect width="256" height="256" fill="#0f172a"/><circle cx="128" cy="128" r="104" fill="none" stroke="url(#g)" stroke-width="10"/>${glyphGroup(draw('#ffffff', p.accent), '#ffffff', 1.25)}`;
  } else if (style === 'split') {
    body = `<rect width="256" height="256" fill="${p.from}"/><path d="M0 256L256 0v256z" fill="${p.to}"/>${glyphGroup(draw('#ffffff', p.accent), '#ffffff')}`;
  } else if (style === 'halo') {
    body = `<rect width="256" height="256" fill="url(#g)"/><circle cx="196" cy="56" r="120" fill="#ffffff" fill-opacity=".14"/><circle cx="40" cy="236" r="70" fill="#000000" fill-opacity=".08"/>${glyphGroup(draw('#ffffff', p.accent), '#ffffff')}`;
  } else {
    body = `<rect width="256" height="256" fill="url(#g)"/>${glyphGroup(draw('#ffffff', p.accent), '#ffffff')}`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><defs>${gradient}</defs>${body}</svg>`;
}
