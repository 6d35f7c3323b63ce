import { GLYPHS, type Glyph } from './demo-art-glyphs';
import type { Palette } from './demo-art-icons';

/**
 * Screenshots of the demo apps: plausible app screens (a header in the app's colours with its name, a sidebar,
 * cards, charts, lists) drawn as SVG. Texts come from the app's own listing where they can, so each app's
 * pictures are its own. Desktop screens are 960 x 600, the phone screen 360 x 720.
 */
export type ScreenKind =
  | 'dashboard'
  | 'calendar'
  | 'inbox'
  | 'kanban'
  | 'table'
  | 'form'
  | 'payments'
  | 'workflow'
  | 'reviews'
  | 'list'
  | 'phone';

export interface ScreenInput {
  kind: ScreenKind;
  appName: string;
  /** The app's icon glyph, drawn small in the header as its logo. */
  glyph: Glyph;
  palette: Palette;
  features: readonly string[];
  /** A deterministic source of numbers in [0, 1), so the same app always gets the same pictures. */
  random: () => number;
}

const FONT = 'Liberation Sans, DejaVu Sans, Arial, sans-serif';
const INK = '#0f172a';
const MUTED = '#64748b';
const LINE = '#e2e8f0';
const PAGE = '#f5f7fb';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, stroke = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${stroke ? ` stroke="${stroke}"` : ''}/>`;
const text = (x: number, y: number, s: string, size: number, fill = INK, weight = 400, anchor = 'start') =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${esc(s)}</text>`;
const circle = (cx: number, cy: number, r: number, fill: string) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
const card = (x: number, y: number, w: number, h: number) => rect(x, y, w, h, 12, '#ffffff', LINE);
/** A line of text drawn as a grey bar: text is what costs most to render, so most of it is only suggested. */
const bar = (x: number, y: number, w: number, fill = '#e2e8f0', h = 8) => rect(x, y, w, h, h / 2, fill);
const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);

const PEOPLE = [
  'Maria Lopez',
  'James Park',
  'Aisha Khan',
  'Tom Becker',
  'Lena Novak',
  'Omar Haddad',
  'Grace Kim',
  'Diego Ruiz',
  'Hannah Moore',
  'Yusuf Demir',
  'Chloe Martin',
  'Ben Walsh',
];
const COMPANIES = ['Bright Smiles', 'Peak Fitness', 'Oak Realty', 'Cedar Roofing', 'Glow Spa', 'Metro Plumbing', 'Lakeside Vet'];
const AVATARS = ['#fde68a', '#bfdbfe', '#fecaca', '#bbf7d0', '#ddd6fe', '#fbcfe8', '#c7d2fe'];

/** The app's glyph as a small logo (a 100-unit drawing scaled down, lines thickened to stay visible). */
const logo = (glyph: Glyph, p: Palette, x: number, y: number, scale: number) =>
  `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${p.from}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">${GLYPHS[glyph](p.from, p.to)}</g>`;

function pickPeople(random: () => number, n: number): string[] {
  const start = Math.floor(random() * PEOPLE.length);
  return Array.from({ length: n }, (_, i) => PEOPLE[(start + i * 5) % PEOPLE.length]!);
}

/** The frame every desktop screen shares: the header with the app's name, a sidebar, the page title. */
function desktop(input: ScreenInput, title: string, active: number, body: string): string {
  const p = input.palette;
  const items = [84, 64, 72, 90, 58, 70]
    .map((w, i) => {
      const y = 92 + i * 40;
      const on = i === active;
      return `${on ? rect(12, y - 22, 156, 34, 8, p.tint) : ''}${rect(24, y - 12, 14, 14, 4, on ? p.from : '#cbd5e1')}${bar(48, y - 9, w, on ? p.from : '#e2e8f0')}`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="600" viewBox="0 0 960 600">
<defs><linearGradient id="h" x1="0" x2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>
${rect(0, 0, 960, 600, 0, PAGE)}${rect(0, 0, 960, 52, 0, 'url(#h)')}
${rect(16, 12, 28, 28, 8, '#ffffff', '')}${logo(input.glyph, p, 18, 14, 0.24)}
${text(56, 32, clip(input.appName, 44), 17, '#ffffff', 700)}
${rect(620, 14, 220, 24, 12, '#ffffff', '')}${bar(636, 22, 60, '#e2e8f0')}
${circle(880, 26, 13, '#ffffff')}${circle(918, 26, 13, p.accent)}
${rect(0, 52, 180, 548, 0, '#ffffff')}<path d="M180 52v548" stroke="${LINE}"/>${items}
${text(200, 92, title, 22, INK, 700)}
${rect(800, 70, 140, 34, 8, p.from)}${bar(840, 83, 60, '#ffffff')}
${body}</svg>`;
}

function dashboard(input: ScreenInput): string {
  const { palette: p, random } = input;
  const labels = ['Leads', 'Booked', 'Revenue', 'Reply rate'];
  const kpis = labels
    .map((label, i) => {
      const x = 200 + i * 188;
      const value =
        i === 2
          ? `$${(12 + Math.floor(random() * 80)).toLocaleString('en')}.${Math.floor(random() * 9)}k`
          : i === 3
            ? `${60 + Math.floor(random() * 38)}%`
            : String(40 + Math.floor(random() * 900));
      const up = random() > 0.25;
      return `${card(x, 116, 172, 92)}${bar(x + 16, 134, 40 + label.length * 5, '#cbd5e1')}${text(x + 16, 178, value, 26, INK, 700)}${rect(x + 116, 160, 42, 20, 10, up ? '#dcfce7' : '#fee2e2')}${bar(x + 126, 166, 22, up ? '#16a34a' : '#dc2626')}`;
    })
    .join('');
  const points = Array.from({ length: 16 }, (_, i) => {
    const y = 500 - (40 + i * 9 + random() * 70);
    return [216 + i * 29, Math.round(y)] as const;
  });
  const path = points.map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${y}`).join('');
  const grid = [300, 360, 420, 480].map((y) => `<path d="M216 ${y}h436" stroke="${LINE}"/>`).join('');
  const sources = [70, 52, 64, 58, 44]
    .map((label, i) => {
      const y = 272 + i * 54;
      const w = Math.round(60 + random() * 140);
      return `${bar(692, y - 8, label, '#cbd5e1')}${rect(692, y + 10, 220, 10, 5, '#f1f5f9')}${rect(692, y + 10, w, 10, 5, i % 2 ? p.to : p.from)}`;
    })
    .join('');
  return desktop(
    input,
    'Overview',
    0,
    `${kpis}${card(200, 224, 468, 356)}${text(216, 252, 'Last 30 days', 15, INK, 700)}${grid}
<defs><linearGradient id="a" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.from}" stop-opacity=".35"/><stop offset="1" stop-color="${p.from}" stop-opacity="0"/></linearGradient></defs>
<path d="${path}L651 540L216 540z" fill="url(#a)"/><path d="${path}" fill="none" stroke="${p.from}" stroke-width="3"/>
${card(684, 224, 256, 356)}${text(700, 252, 'Top sources', 15, INK, 700)}${sources}`,
  );
}

function calendar(input: ScreenInput): string {
  const { palette: p, random } = input;
  const days = ['Mon 9', 'Tue 10', 'Wed 11', 'Thu 12', 'Fri 13', 'Sat 14'];
  const colW = 112;
  const heads = days.map((d, i) => text(264 + i * colW + colW / 2, 140, d, 13, i === 2 ? p.from : MUTED, 700, 'middle')).join('');
  const hours = Array.from({ length: 9 }, (_, i) => {
    const y = 156 + i * 46;
    return `<path d="M256 ${y}h680" stroke="${LINE}"/>${bar(216, y + 6, 30, '#e2e8f0', 6)}`;
  }).join('');
  const people = pickPeople(random, 10);
  const colours = [p.from, p.to, '#f59e0b', '#10b981'];
  // Each event takes two half-rows of a free slot: no two overlap.
  const taken = new Set<string>();
  const events = people
    .map((name, i) => {
      let col = (i * 4 + Math.floor(random() * 3)) % days.length;
      let row = (i * 3 + Math.floor(random() * 2)) % 8;
      while (taken.has(`${col}:${row}`) || taken.has(`${col}:${row + 1}`)) {
        row = (row + 3) % 8;
        if (row === 0) col = (col + 1) % days.length;
      }
      const long = random() > 0.6 && row < 7 && !taken.has(`${col}:${row + 2}`);
      taken.add(`${col}:${row}`);
      taken.add(`${col}:${row + 1}`);
      if (long) taken.add(`${col}:${row + 2}`);
      const h = long ? 84 : 38;
      const x = 260 + col * colW;
      const y = 160 + row * 46;
      const c = colours[i % colours.length]!;
      return `<rect x="${x}" y="${y}" width="${colW - 8}" height="${h}" rx="6" fill="${c}" fill-opacity=".16"/>${rect(x, y, 4, h, 2, c)}${bar(x + 10, y + 9, 40 + name.length * 3, c, 7)}${bar(x + 10, y + 23, 30, '#94a3b8', 6)}`;
    })
    .join('');
  return desktop(input, 'Calendar', 2, `${card(200, 116, 740, 464)}${heads}${hours}${events}`);
}

function inbox(input: ScreenInput): string {
  const { palette: p, random } = input;
  const people = pickPeople(random, 7);
  const rows = people
    .map((name, i) => {
      const y = 124 + i * 64;
      return `${i === 0 ? rect(201, y, 258, 64, 0, p.tint) : ''}${circle(224, y + 32, 16, AVATARS[i % AVATARS.length]!)}${bar(248, y + 18, 40 + name.length * 4, '#94a3b8')}${bar(248, y + 36, 120 + Math.round(random() * 70))}${bar(420, y + 18, 24, '#e2e8f0', 6)}${i < 2 ? circle(446, y + 42, 5, p.from) : ''}`;
    })
    .join('');
  const bubbles = [
    { mine: false, w: 260, words: 'Hi! Do you have anything open this week?' },
    { mine: true, w: 300, words: 'We do: Thursday at 10:30 or Friday at 2:00.' },
    { mine: false, w: 180, words: 'Thursday works, thanks!' },
    { mine: true, w: 330, words: 'You are booked in. See you on Thursday!' },
  ]
    .map((b, i) => {
      const y = 176 + i * 70;
      const x = b.mine ? 920 - b.w : 492;
      return `${rect(x, y, b.w, 44, 14, b.mine ? p.from : '#f1f5f9')}${text(x + 14, y + 27, b.words, 13, b.mine ? '#ffffff' : INK)}`;
    })
    .join('');
  return desktop(
    input,
    'Inbox',
    2,
    `${card(200, 116, 260, 464)}${rows}${card(476, 116, 464, 464)}${text(492, 148, people[0]!, 15, INK, 700)}<path d="M476 162h464" stroke="${LINE}"/>${bubbles}${rect(492, 524, 356, 40, 10, '#f8fafc', LINE)}${bar(506, 540, 110)}${rect(856, 524, 68, 40, 10, p.from)}${bar(874, 540, 32, '#ffffff')}`,
  );
}

function kanban(input: ScreenInput): string {
  const { palette: p, random } = input;
  const stages = ['New', 'Contacted', 'Proposal', 'Won'];
  const columns = stages
    .map((stage, c) => {
      const x = 200 + c * 188;
      const n = 2 + Math.floor(random() * 3);
      const cards = Array.from({ length: n }, (_, i) => {
        const y = 150 + i * 96;
        const company = COMPANIES[(c * 3 + i) % COMPANIES.length]!;
        const amount = `$${(1 + Math.floor(random() * 12)).toLocaleString('en')},${Math.floor(random() * 9)}00`;
        return `${card(x + 8, y, 156, 84)}${bar(x + 20, y + 16, 50 + company.length * 4, '#94a3b8')}${i === 0 ? text(x + 20, y + 48, amount, 13, MUTED, 700) : bar(x + 20, y + 38, 56)}${rect(x + 20, y + 58, 54, 16, 8, c === 3 ? '#dcfce7' : p.tint)}${circle(x + 146, y + 66, 9, AVATARS[(c + i) % AVATARS.length]!)}`;
      }).join('');
      return `${rect(x, 116, 172, 464, 12, '#eef1f6')}${text(x + 14, 140, stage, 14, INK, 700)}${circle(x + 152, 135, 10, '#ffffff')}${cards}`;
    })
    .join('');
  return desktop(input, 'Pipeline', 1, columns);
}

function table(input: ScreenInput): string {
  const { palette: p, random } = input;
  const heads = ['Name', 'Company', 'Status', 'Value', 'Updated'];
  const xs = [216, 400, 560, 690, 820];
  const statuses = [
    ['Active', '#dcfce7', '#15803d'],
    ['Pending', '#fef3c7', '#b45309'],
    ['New', p.tint, p.from],
    ['Paused', '#f1f5f9', MUTED],
  ] as const;
  const people = pickPeople(random, 9);
  const rows = people
    .map((name, i) => {
      const y = 188 + i * 42;
      const [label, bg, fg] = statuses[Math.floor(random() * statuses.length)]!;
      return `${i % 2 ? rect(201, y - 26, 738, 42, 0, '#fafbfd') : ''}${circle(226, y - 5, 10, AVATARS[i % AVATARS.length]!)}${bar(244, y - 9, 40 + name.length * 5, '#94a3b8')}${bar(400, y - 9, 40 + COMPANIES[i % COMPANIES.length]!.length * 4)}${rect(560, y - 18, 76, 24, 12, bg)}${bar(574, y - 10, 30 + label.length * 2, fg, 7)}${bar(690, y - 9, 40 + Math.round(random() * 30), '#94a3b8')}${bar(820, y - 9, 44)}`;
    })
    .join('');
  return desktop(
    input,
    'Contacts',
    1,
    `${card(200, 116, 740, 464)}${heads.map((h, i) => text(xs[i]!, 148, h, 12, MUTED, 700)).join('')}<path d="M200 160h740" stroke="${LINE}"/>${rows}`,
  );
}

function form(input: ScreenInput): string {
  const { palette: p, random } = input;
  const fields = ['Full name', 'Email', 'Phone', 'What can we help with?'];
  const inputs = fields
    .map((label, i) => {
      const y = 186 + i * 68;
      return `${bar(232, y - 9, 30 + label.length * 4, '#94a3b8')}${rect(232, y + 10, 372, i === 3 ? 44 : 36, 8, '#ffffff', '#cbd5e1')}`;
    })
    .join('');
  const toggles = input.features
    .slice(0, 5)
    .map((feature, i) => {
      const y = 186 + i * 62;
      const on = random() > 0.3;
      return `${text(656, y, clip(feature, 30), 13, INK)}${rect(880, y - 14, 40, 22, 11, on ? p.from : '#cbd5e1')}${circle(on ? 909 : 891, y - 3, 8, '#ffffff')}`;
    })
    .join('');
  return desktop(
    input,
    'Form builder',
    4,
    `${card(200, 116, 436, 464)}${rect(200, 116, 436, 8, 4, p.from)}${text(232, 156, 'Get a free quote', 20, INK, 700)}${inputs}${rect(232, 520, 372, 42, 10, p.from)}${text(418, 547, 'Send', 15, '#ffffff', 700, 'middle')}
${card(652, 116, 288, 464)}${text(668, 148, 'Settings', 15, INK, 700)}${toggles}`,
  );
}

function payments(input: ScreenInput): string {
  const { palette: p, random } = input;
  const amount = `$${(49 + Math.floor(random() * 400)).toLocaleString('en')}.00`;
  const people = pickPeople(random, 7);
  const recent = people
    .map((name, i) => {
      const y = 176 + i * 54;
      const paid = random() > 0.2;
      return `${circle(536, y - 5, 14, AVATARS[i % AVATARS.length]!)}${bar(560, y - 12, 40 + name.length * 4, '#94a3b8')}${bar(560, y + 4, 60)}${bar(776, y - 10, 50 + Math.round(random() * 14), '#94a3b8')}${rect(852, y - 16, 68, 22, 11, paid ? '#dcfce7' : '#fef3c7')}${bar(870, y - 9, 32, paid ? '#16a34a' : '#d97706', 7)}`;
    })
    .join('');
  return desktop(
    input,
    'Payments',
    3,
    `${card(200, 116, 300, 464)}${bar(220, 140, 80, '#cbd5e1')}${text(220, 196, amount, 34, INK, 700)}
${rect(220, 222, 260, 44, 10, '#0f172a')}${bar(300, 240, 100, '#ffffff')}
${bar(220, 290, 90, '#cbd5e1')}${rect(220, 310, 260, 40, 8, '#ffffff', '#cbd5e1')}${bar(234, 326, 150, '#94a3b8')}${rect(436, 320, 32, 20, 4, p.to)}
${rect(220, 362, 124, 40, 8, '#ffffff', '#cbd5e1')}${bar(234, 378, 50, '#94a3b8')}${rect(356, 362, 124, 40, 8, '#ffffff', '#cbd5e1')}${bar(370, 378, 30, '#94a3b8')}
${rect(220, 424, 260, 46, 10, p.from)}${text(350, 453, `Pay ${amount}`, 15, '#ffffff', 700, 'middle')}${bar(290, 494, 120)}
${card(516, 116, 424, 464)}${text(532, 148, 'Recent payments', 15, INK, 700)}${recent}`,
  );
}

function workflow(input: ScreenInput): string {
  const { palette: p } = input;
  const node = (x: number, y: number, w: number, label: string, fill: string, icon: string) =>
    `${rect(x, y, w, 48, 12, '#ffffff', LINE)}${rect(x + 10, y + 10, 28, 28, 8, fill)}${bar(x + 18, y + 20, icon.length * 12, '#ffffff', 8)}${text(x + 48, y + 30, clip(label, 30), 13, INK, 700)}`;
  const dots = `<defs><pattern id="d" width="31" height="33" patternUnits="userSpaceOnUse"><circle cx="12" cy="12" r="1.5" fill="#cbd5e1"/></pattern></defs><rect x="201" y="117" width="738" height="462" rx="12" fill="url(#d)"/>`;
  const link = (d: string) => `<path d="${d}" fill="none" stroke="#94a3b8" stroke-width="2"/>`;
  return desktop(
    input,
    'Automations',
    4,
    `${card(200, 116, 740, 464)}${dots}
${link('M570 184v34M570 266v34M570 348c0 24-150 16-150 40M570 348c0 24 150 16 150 40')}
${node(450, 136, 240, 'Trigger: new lead', p.from, 'T')}${node(450, 218, 240, 'Wait 5 minutes', '#94a3b8', 'W')}
${node(450, 300, 240, 'If: replied?', '#f59e0b', '?')}${node(300, 388, 240, 'Send a text', p.to, 'S')}${node(600, 388, 240, 'Send an email', p.from, 'E')}
${link('M420 436v40M720 436v40')}${node(300, 476, 240, 'Add tag: engaged', '#10b981', '#')}${node(600, 476, 240, 'Notify the owner', '#10b981', '!')}`,
  );
}

function reviews(input: ScreenInput): string {
  const { palette: p, random } = input;
  const stars = (x: number, y: number, n: number, size = 12) =>
    Array.from(
      { length: 5 },
      (_, i) =>
        `<path transform="translate(${x + i * (size + 4)} ${y}) scale(${size / 24})" d="M12 2l3 6.3 7 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 7-1z" fill="${i < n ? '#f59e0b' : '#e2e8f0'}"/>`,
    ).join('');
  const dist = [5, 4, 3, 2, 1]
    .map((s, i) => {
      const w = [150, 46, 16, 8, 6][i]! + Math.round(random() * 10);
      return `${bar(220, 283 + i * 30, 8 + s, '#cbd5e1')}${rect(236, 282 + i * 30, 180, 10, 5, '#f1f5f9')}${rect(236, 282 + i * 30, w, 10, 5, '#f59e0b')}`;
    })
    .join('');
  const people = pickPeople(random, 3);
  const bodies = ['Friendly team and easy booking.', 'Quick, professional and on time.', 'Great service, will be back!'];
  const items = people
    .map((name, i) => {
      const y = 130 + i * 148;
      return `${card(452, y, 488, 136)}${circle(480, y + 30, 14, AVATARS[i % AVATARS.length]!)}${bar(504, y + 16, 40 + name.length * 4, '#94a3b8')}${stars(504, y + 34, 5 - (i === 1 ? 1 : 0))}${text(472, y + 76, bodies[i]!, 13, INK)}${rect(472, y + 92, 448, 32, 8, p.tint)}${bar(484, y + 104, 220 + Math.round(random() * 120), p.from)}`;
    })
    .join('');
  const score = (4.3 + random() * 0.6).toFixed(1);
  return desktop(
    input,
    'Reviews',
    3,
    `${card(200, 116, 236, 464)}${text(220, 180, score, 48, INK, 700)}${stars(220, 196, 5, 18)}${bar(220, 236, 90, '#cbd5e1')}${dist}${items}`,
  );
}

function list(input: ScreenInput): string {
  const { palette: p, random } = input;
  const rows = [...input.features, 'Weekly summary sent to the owner', 'Team access and permissions']
    .slice(0, 7)
    .map((label, i) => {
      const y = 166 + i * 58;
      const done = random() > 0.45;
      return `${rect(201, y - 28, 738, 58, 0, i % 2 ? '#fafbfd' : '#ffffff')}${rect(220, y - 12, 20, 20, 6, done ? p.from : '#ffffff', done ? '' : '#cbd5e1')}${done ? `<path d="M225 ${y - 2}l4 4 7-8" stroke="#ffffff" stroke-width="2.5" fill="none"/>` : ''}${text(256, y + 3, clip(label, 58), 14, INK, 700)}${rect(800, y - 12, 90, 24, 12, done ? '#dcfce7' : p.tint)}${bar(822, y - 4, 46, done ? '#16a34a' : p.from)}`;
    })
    .join('');
  return desktop(input, 'Overview', 0, `${card(200, 116, 740, 464)}${rows}`);
}

function phone(input: ScreenInput): string {
  const { palette: p, random } = input;
  const people = pickPeople(random, 5);
  const rows = people
    .map((name, i) => {
      const y = 300 + i * 72;
      return `${card(16, y, 328, 62)}${circle(46, y + 31, 16, AVATARS[i % AVATARS.length]!)}${bar(72, y + 16, 40 + name.length * 5, '#94a3b8')}${bar(72, y + 36, 140 + Math.round(random() * 80))}${bar(300, y + 16, 28, '#e2e8f0', 6)}`;
    })
    .join('');
  const value = String(20 + Math.floor(random() * 300));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="720" viewBox="0 0 360 720">
<defs><linearGradient id="h" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>
${rect(0, 0, 360, 720, 0, PAGE)}${rect(0, 0, 360, 230, 0, 'url(#h)')}
${bar(20, 18, 34, '#ffffff', 10)}${rect(300, 18, 40, 12, 4, '#ffffff')}
${rect(20, 50, 40, 40, 12, '#ffffff')}${logo(input.glyph, p, 24, 54, 0.32)}${text(72, 78, clip(input.appName, 22), 19, '#ffffff', 700)}${bar(72, 90, 60, '#ffffff')}
${card(16, 130, 328, 150)}${bar(36, 156, 90, '#cbd5e1')}${text(36, 212, value, 40, INK, 700)}${rect(36, 232, 288, 10, 5, '#f1f5f9')}${rect(36, 232, 120 + Math.round(random() * 160), 10, 5, p.from)}
${rows}
${rect(0, 664, 360, 56, 0, '#ffffff')}<path d="M0 664h360" stroke="${LINE}"/>
${[0, 1, 2, 3].map((i) => rect(38 + i * 84, 680, 24, 24, 7, i === 0 ? p.from : '#cbd5e1')).join('')}</svg>`;
}

const DRAW: Record<ScreenKind, (input: ScreenInput) => string> = {
  dashboard,
  calendar,
  inbox,
  kanban,
  table,
  form,
  payments,
  workflow,
  reviews,
  list,
  phone,
};

const CAPTIONS: Record<ScreenKind, string> = {
  dashboard: 'The overview: this month’s numbers at a glance',
  calendar: 'The week at a glance, with every booking in place',
  inbox: 'Conversations in one inbox, with the contact’s history',
  kanban: 'Deals by stage, with the value of each',
  table: 'Every record in a sortable list',
  form: 'Build it once, then adjust the settings per location',
  payments: 'Checkout and the latest payments',
  workflow: 'The automation, step by step',
  reviews: 'Ratings, reviews and replies in one place',
  list: 'Everything it does for you, ticked off as it happens',
  phone: 'On the phone: the same data, sized for your pocket',
};

export function screenSvg(input: ScreenInput): { svg: string; width: number; height: number; caption: string } {
  const portrait = input.kind === 'phone';
  return {
    svg: DRAW[input.kind](input),
    width: portrait ? 360 : 960,
    height: portrait ? 720 : 600,
    caption: CAPTIONS[input.kind],
  };
}
