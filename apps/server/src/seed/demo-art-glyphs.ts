/**
 * Line glyphs for the demo icons, drawn in a 100 x 100 box: strokes in the foreground colour, a few filled
 * details in the accent colour. Each is a handful of SVG elements, so a whole catalogue renders in milliseconds.
 */
type Draw = (fg: string, accent: string) => string;

const line = (d: string) => `<path d="${d}"/>`;
const dot = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" stroke="none"/>`;
const solid = (d: string, fill: string) => `<path d="${d}" fill="${fill}" stroke="none"/>`;
const STAR = 'M50 14l10.6 21.5 23.7 3.4-17.1 16.7 4 23.6L50 68 28.8 79.2l4-23.6-17.1-16.7 23.7-3.4z';
const SPARKLE = (x: number, y: number, r: number) =>
  `M${x} ${y - r}Q${x + r * 0.18} ${y - r * 0.18} ${x + r} ${y}Q${x + r * 0.18} ${y + r * 0.18} ${x} ${y + r}Q${x - r * 0.18} ${y + r * 0.18} ${x - r} ${y}Q${x - r * 0.18} ${y - r * 0.18} ${x} ${y - r}z`;
const HANDSET = 'M30 18h12l6 16-8 6c4 9 9 14 18 18l6-8 16 6v12c0 4-3 7-7 7C45 75 25 55 23 25c0-4 3-7 7-7z';

export const GLYPHS = {
  chat: (_fg, accent) =>
    line('M18 26a10 10 0 0 1 10-10h44a10 10 0 0 1 10 10v28a10 10 0 0 1-10 10H44L28 78V64a10 10 0 0 1-10-10z') +
    dot(36, 40, 4, accent) +
    dot(50, 40, 4, accent) +
    dot(64, 40, 4, accent),
  message: (_fg, accent) =>
    line('M16 24a8 8 0 0 1 8-8h52a8 8 0 0 1 8 8v34a8 8 0 0 1-8 8H40L24 80V66h0a8 8 0 0 1-8-8z') +
    line('M30 34h40M30 48h26') +
    dot(72, 48, 4, accent),
  form: (_fg, accent) => line('M24 12h52v76H24z') + line('M34 28h32M34 44h32M34 60h18') + solid('M56 72h14v8H56z', accent),
  calendar: (_fg, accent) =>
    line('M16 24h68v60H16zM16 40h68M34 14v18M66 14v18') + solid('M28 52h12v10H28zM60 66h12v10H60z', accent),
  calendarCheck: (_fg, accent) =>
    line('M16 24h68v60H16zM16 40h68M34 14v18M66 14v18') + line('M36 62l9 9 19-19').replace('<path', `<path stroke="${accent}"`),
  star: (_fg, accent) => line(STAR) + dot(50, 48, 7, accent),
  popup: (_fg, accent) => line('M12 20h76v60H12zM12 34h76') + line('M30 46h40v24H30z') + solid('M62 24h6v6h-6z', accent),
  clock: (_fg, accent) => `<circle cx="50" cy="52" r="32"/>${line('M50 34v18l12 8M40 12h20')}${dot(50, 52, 5, accent)}`,
  question: (_fg, accent) =>
    `<circle cx="50" cy="50" r="34"/>${line('M39 40a11 11 0 1 1 16 10c-4 2-5 5-5 9')}${dot(50, 70, 4.5, accent)}`,
  kanban: (_fg, accent) => line('M14 16h20v68H14zM40 16h20v46H40zM66 16h20v32H66z') + solid('M18 22h12v10H18z', accent),
  userPlus: (_fg, accent) =>
    `<circle cx="40" cy="34" r="14"/>` +
    line('M14 82c2-16 12-24 26-24s24 8 26 24') +
    line('M76 30v24M64 42h24').replace('<path', `<path stroke="${accent}"`),
  target: (_fg, accent) => `<circle cx="50" cy="50" r="34"/><circle cx="50" cy="50" r="20"/>${dot(50, 50, 8, accent)}`,
  checklist: (_fg, accent) =>
    line('M16 24l6 6 10-10M16 50l6 6 10-10M16 76l6 6 10-10') + line('M44 26h40M44 52h40M44 78h28') + dot(84, 78, 4, accent),
  merge: (_fg, accent) =>
    line('M22 16v20c0 14 28 14 28 30v18M78 16v20c0 14-28 14-28 30') + dot(22, 16, 6, accent) + dot(78, 16, 6, accent),
  funnel: (_fg, accent) => line('M14 18h72L58 52v26l-16 8V52z') + solid('M24 24h52l-8 8H32z', accent),
  sliders: (_fg, accent) =>
    line('M18 26h64M18 50h64M18 74h64') + dot(36, 26, 7, accent) + dot(64, 50, 7, accent) + dot(44, 74, 7, accent),
  envelope: (_fg, accent) => line('M14 24h72v52H14z') + line('M14 26l36 28 36-28') + dot(78, 28, 6, accent),
  phone: (_fg, accent) =>
    line(HANDSET) + line('M60 24a18 18 0 0 1 16 16M60 12a30 30 0 0 1 28 28').replace('<path', `<path stroke="${accent}"`),
  voicemail: (_fg, accent) =>
    `<circle cx="28" cy="52" r="14"/><circle cx="72" cy="52" r="14"/>${line('M28 66h44')}${dot(50, 30, 5, accent)}`,
  inbox: (_fg, accent) => line('M14 54l12-34h48l12 34v26H14zM14 54h22l4 10h20l4-10h22') + solid('M36 32h28v6H36z', accent),
  link: (_fg, accent) =>
    line('M44 56l12-12M38 40l-8 8a12 12 0 0 0 17 17l8-8M62 60l8-8a12 12 0 0 0-17-17l-8 8') + dot(80, 20, 6, accent),
  receipt: (_fg, accent) =>
    line('M24 12h52v76l-9-6-8 6-9-6-9 6-8-6-9 6z') + line('M34 30h32M34 44h32M34 58h18') + dot(62, 64, 5, accent),
  card: (_fg, accent) => line('M10 26h80v50H10zM10 40h80') + solid('M20 58h18v8H20z', accent),
  repeat: (_fg, accent) =>
    line('M20 44a30 30 0 0 1 52-16l6 8M80 56a30 30 0 0 1-52 16l-6-8M78 18v18H60M22 82V64h18') + dot(50, 50, 6, accent),
  contactless: (_fg, accent) =>
    line('M30 30a28 28 0 0 1 0 40M46 22a42 42 0 0 1 0 56M62 14a56 56 0 0 1 0 72') + dot(18, 50, 6, accent),
  phoneDollar: (_fg, accent) =>
    line('M30 10h40v80H30zM44 80h12') +
    line('M58 32c-2-4-14-5-14 2s14 4 14 12-12 7-15 2M51 26v30').replace('<path', `<path stroke="${accent}"`),
  wallet: (_fg, accent) => line('M14 30h64a8 8 0 0 1 8 8v38H14zM14 30l50-14v14') + solid('M62 48h24v14H62z', accent),
  cart: (_fg, accent) => line('M10 18h12l10 44h46l8-30H28') + dot(38, 78, 6, accent) + dot(72, 78, 6, accent),
  megaphone: (_fg, accent) =>
    line('M16 42h16l40-22v60L32 58H16zM32 58l6 22h10l-4-22') + line('M82 40v20').replace('<path', `<path stroke="${accent}"`),
  grid: (_fg, accent) => line('M14 18h72v64H14zM14 38h72M14 60h72M40 18v64') + solid('M42 40h42v18H42z', accent),
  ledger: (_fg, accent) =>
    line('M22 12h50a6 6 0 0 1 6 6v70H28a6 6 0 0 1-6-6zM22 76a6 6 0 0 1 6-6h50') +
    line('M38 30h26M38 44h18') +
    dot(64, 44, 4, accent),
  bolt: (_fg, accent) => solid('M56 8L20 56h26l-6 36 40-50H54z', accent) + line('M56 8L20 56h26l-6 36 40-50H54z'),
  bars: (_fg, accent) => line('M14 86h72') + solid('M20 56h14v26H20zM43 36h14v46H43z', accent) + line('M66 16h14v66H66z'),
  phoneChart: (_fg, accent) => line(HANDSET) + solid('M64 40h8v16h-8zM76 30h8v26h-8z', accent),
  lineChart: (_fg, accent) =>
    line('M14 14v72h72') + line('M24 66l18-20 14 12 26-32').replace('<path', `<path stroke="${accent}"`) + dot(82, 26, 5, accent),
  search: (_fg, accent) =>
    `<circle cx="42" cy="42" r="24"/>${line('M60 60l24 24')}${solid('M32 46h6v8h-6zM42 38h6v16h-6z', accent)}`,
  pie: (_fg, accent) =>
    `<circle cx="48" cy="52" r="32"/>${solid('M54 14a34 34 0 0 1 34 34H54z', accent)}${line('M48 52V20M48 52l26 18')}`,
  pin: (_fg, accent) => line('M50 88S22 58 22 38a28 28 0 0 1 56 0c0 20-28 50-28 50z') + dot(50, 38, 10, accent),
  nodes: (_fg, accent) =>
    line('M14 18h26v18H14zM60 64h26v18H60zM27 36v14h46v14') + solid('M60 18h26v18H60z', accent) + line('M40 27h20'),
  phoneMessage: (_fg, accent) => line(HANDSET) + solid('M56 12h32v22H70l-8 8v-8h-6z', accent),
  send: (_fg, accent) => line('M12 46L88 14 70 86 48 58z') + line('M48 58L88 14').replace('<path', `<path stroke="${accent}"`),
  split: (_fg, accent) => line('M14 50h28M42 50l36-28M42 50l36 28M66 16h14v14M66 84h14V70') + dot(42, 50, 7, accent),
  gift: (_fg, accent) =>
    line('M16 36h68v16H16zM22 52h56v34H22zM50 36v50') +
    line('M50 36c-6-14-24-16-22-4 2 6 14 4 22 4 8 0 20 2 22-4 2-12-16-10-22 4').replace('<path', `<path stroke="${accent}"`),
  starMessage: (_fg, accent) =>
    line('M14 20a8 8 0 0 1 8-8h56a8 8 0 0 1 8 8v40a8 8 0 0 1-8 8H42L26 82V68h-4a8 8 0 0 1-8-8z') +
    solid('M50 22l5 10 11 2-8 8 2 11-10-5-10 5 2-11-8-8 11-2z', accent),
  bell: (_fg, accent) => line('M26 66V44a24 24 0 0 1 48 0v22l8 8H18zM42 82a8 8 0 0 0 16 0') + dot(74, 24, 8, accent),
  headset: (_fg, accent) =>
    line('M20 58V48a30 30 0 0 1 60 0v10M80 58v8a12 12 0 0 1-12 12H56') + solid('M14 50h14v24H14zM72 50h14v24H72z', accent),
  pen: (_fg, accent) => line('M64 14l22 22-46 46H18V60zM56 22l22 22') + solid(SPARKLE(24, 24, 12), accent),
  sparkleStar: (_fg, accent) => line(STAR) + solid(SPARKLE(80, 20, 12), accent),
  sparkleTarget: (_fg, accent) =>
    `<circle cx="46" cy="54" r="30"/><circle cx="46" cy="54" r="14"/>${solid(SPARKLE(80, 20, 13), accent)}`,
  robot: (_fg, accent) =>
    line('M20 34h60v46H20zM50 34V20M10 52v14M90 52v14') +
    dot(50, 16, 5, accent) +
    dot(37, 54, 6, accent) +
    dot(63, 54, 6, accent) +
    line('M38 68h24'),
  document: (_fg, accent) =>
    line('M22 10h38l18 18v62H22zM60 10v18h18') + line('M32 46h36M32 60h36M32 74h20') + solid(SPARKLE(72, 76, 11), accent),
  sparkles: (_fg, accent) => line(SPARKLE(42, 54, 28)) + solid(SPARKLE(76, 22, 12), accent) + solid(SPARKLE(78, 78, 8), accent),
} satisfies Record<string, Draw>;

export type Glyph = keyof typeof GLYPHS;

/** Abstract marks for partner logos: a company is not an app, so no product glyph. */
export const MARKS = {
  rings: (_fg, accent) => `<circle cx="38" cy="50" r="22"/><circle cx="62" cy="50" r="22" stroke="${accent}"/>`,
  chevrons: (fg, accent) =>
    line('M20 28l22 22-22 22') + line('M48 28l22 22-22 22').replace('<path', `<path stroke="${accent}"`) + dot(82, 50, 5, fg),
  hexagon: (_fg, accent) => line('M50 12l33 19v38L50 88 17 69V31z') + solid('M50 34l14 8v16l-14 8-14-8V42z', accent),
  wave: (_fg, accent) =>
    line('M10 40c13-14 27-14 40 0s27 14 40 0') +
    line('M10 64c13-14 27-14 40 0s27 14 40 0').replace('<path', `<path stroke="${accent}"`),
  peak: (_fg, accent) => line('M10 80l28-44 16 22 12-16 24 38z') + dot(72, 24, 8, accent),
  leaf: (_fg, accent) => line('M20 80C20 40 44 18 82 18c0 38-22 62-62 62zM20 80l40-40') + dot(66, 32, 4, accent),
  orbit: (_fg, accent) => `<ellipse cx="50" cy="50" rx="38" ry="16" transform="rotate(-30 50 50)"/>${dot(50, 50, 12, accent)}`,
  blocks: (_fg, accent) => line('M16 16h30v30H16zM54 54h30v30H54z') + solid('M54 16h30v30H54z', accent),
} satisfies Record<string, Draw>;

export type Mark = keyof typeof MARKS;
