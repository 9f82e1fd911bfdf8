/**
 * Demo picture art: flat-design SVG illustrations of cars (eight views) and dealer logos, drawn
 * from a few parameters with no I/O and no external packages. The same options always give the
 * same document, and every document holds only shapes, gradients and opacity (no text, no links,
 * no scripts), so it renders the same everywhere.
 */

export const pictureViews = [
  'side',
  'front',
  'rear',
  'threeQuarter',
  'interior',
  'dashboard',
  'wheel',
  'engine',
] as const;
export type PictureView = (typeof pictureViews)[number];

export const carColors: readonly { key: string; hex: string }[] = [
  { key: 'whitePearl', hex: '#eeece6' },
  { key: 'silver', hex: '#b8bdc3' },
  { key: 'black', hex: '#222428' },
  { key: 'grey', hex: '#6c7179' },
  { key: 'darkBlue', hex: '#203b63' },
  { key: 'red', hex: '#b5232c' },
  { key: 'burgundy', hex: '#6d1f30' },
  { key: 'beige', hex: '#cdbb98' },
  { key: 'darkGreen', hex: '#2e4a3b' },
  { key: 'bronze', hex: '#8e6a45' },
  { key: 'skyBlue', hex: '#7fb2d4' },
  { key: 'orange', hex: '#d9772b' },
];

// ---------------------------------------------------------------------------------------------
// Numbers, randomness, colours

type Pt = readonly [number, number, ...unknown[]];
type RPt = readonly [number, number, number];
type Rng = () => number;
type Map2 = (a: number, b: number) => Pt;

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

function fixed(v: number, scale: number): string {
  const r = Math.round(v * scale) / scale;
  if (r === 0) return '0';
  const s = String(r);
  if (s.startsWith('0.')) return s.slice(1);
  if (s.startsWith('-0.')) return `-${s.slice(2)}`;
  return s;
}
/** One decimal for small numbers, whole pixels for large ones. */
const n1 = (v: number): string => fixed(v, Math.abs(v) >= 100 ? 1 : 10);
const n2 = (v: number): string => fixed(v, 100);
const n3 = (v: number): string => fixed(v, 1000);

function random(seed: number): Rng {
  let state = (seed ^ 0x9e3779b9) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const normalSeed = (seed: number): number => (Number.isFinite(seed) ? Math.floor(seed) : 0) >>> 0;

function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)] ?? items[0];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

const between = (rng: Rng, lo: number, hi: number): number => lo + (hi - lo) * rng();

type Rgb = readonly [number, number, number];

function parseColor(value: string): Rgb | undefined {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match?.[1]) return undefined;
  let digits = match[1];
  if (digits.length === 3) digits = [...digits].map((c) => c + c).join('');
  const v = parseInt(digits, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

const rgbOf = (hex: string): Rgb => parseColor(hex) ?? [128, 128, 128];

function hexOf(c: Rgb): string {
  return `#${c
    .map((v) =>
      Math.round(clamp(v, 0, 255))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(a: string, b: string, t: number): string {
  const x = rgbOf(a);
  const y = rgbOf(b);
  return hexOf([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Lightens (amount > 0) or darkens (amount < 0) a colour. */
const tone = (c: string, amount: number): string =>
  amount >= 0 ? mix(c, '#ffffff', amount) : mix(c, '#000000', -amount);

function luma(c: string): number {
  const [r, g, b] = rgbOf(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function saturation(c: string): number {
  const [r, g, b] = rgbOf(c);
  const hi = Math.max(r, g, b);
  const lo = Math.min(r, g, b);
  return hi === 0 ? 0 : (hi - lo) / hi;
}

function resolveColor(value: string, fallback: string): string {
  const named = carColors.find((c) => c.key === value);
  if (named) return named.hex;
  const rgb = parseColor(value);
  return rgb ? hexOf(rgb) : fallback;
}

// ---------------------------------------------------------------------------------------------
// Geometry and SVG writing

const n0 = (v: number): string => fixed(v, 1);
const pt = (p: Pt): string => `${n0(p[0])} ${n0(p[1])}`;
const poly = (points: readonly Pt[]): string => `M${points.map(pt).join('L')}Z`;
const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

function cornerCut(prev: Pt, c: RPt, next: Pt): [Pt, Pt] {
  const d1 = Math.hypot(prev[0] - c[0], prev[1] - c[1]) || 1;
  const d2 = Math.hypot(next[0] - c[0], next[1] - c[1]) || 1;
  const r = Math.min(c[2], d1 / 2, d2 / 2);
  return [
    [c[0] + ((prev[0] - c[0]) * r) / d1, c[1] + ((prev[1] - c[1]) * r) / d1],
    [c[0] + ((next[0] - c[0]) * r) / d2, c[1] + ((next[1] - c[1]) * r) / d2],
  ];
}

function at<T>(items: readonly T[], index: number): T {
  const item = items[((index % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error('empty list');
  return item;
}

/** A path through points whose corners are rounded by their third number. */
function rounded(points: readonly RPt[], closed = true): string {
  let d = '';
  points.forEach((c, i) => {
    const last = i === points.length - 1;
    if (!closed && (i === 0 || last)) {
      d += `${i === 0 ? 'M' : 'L'}${pt(c)}`;
      return;
    }
    if (c[2] < 0.5) {
      d += `${i === 0 ? 'M' : 'L'}${pt(c)}`;
      return;
    }
    const [a, b] = cornerCut(at(points, i - 1), c, at(points, i + 1));
    d += `${i === 0 ? 'M' : 'L'}${pt(a)}Q${pt(c)} ${pt(b)}`;
  });
  return closed ? `${d}Z` : d;
}

const mapAll = (m: Map2, points: readonly Pt[]): Pt[] => points.map((p) => m(p[0], p[1]));
const mapR = (m: Map2, points: readonly RPt[], k: number): RPt[] =>
  points.map((p) => {
    const q = m(p[0], p[1]);
    return [q[0], q[1], p[2] * k];
  });

/** Left-right mirror of a right half given from the top centre clockwise to the bottom centre. */
function mirrored(half: readonly RPt[]): RPt[] {
  const back = half
    .slice(1, -1)
    .reverse()
    .map((p): RPt => [-p[0], p[1], p[2]]);
  return [...half, ...back];
}

/** A local affine frame of a mapping, so circles can be drawn in place. */
function frame(m: Map2, a: number, b: number): string {
  const o = m(a, b);
  const u = m(a + 1, b);
  const v = m(a, b - 1);
  return `matrix(${n3(u[0] - o[0])} ${n3(u[1] - o[1])} ${n3(v[0] - o[0])} ${n3(v[1] - o[1])} ${n1(o[0])} ${n1(o[1])})`;
}

type Stop = readonly [offset: number, color: string, opacity?: number];

class Doc {
  private readonly defs: string[] = [];
  private readonly parts: string[] = [];
  private readonly memo = new Map<string, string>();
  private count = 0;

  constructor(
    private readonly prefix: string,
    private readonly width = 1200,
    private readonly height = 800,
  ) {}

  add(...items: string[]): void {
    this.parts.push(...items);
  }

  private id(): string {
    return `${this.prefix}${(this.count++).toString(36)}`;
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${n3(o)}" stop-color="${c}"${a === undefined || a === 1 ? '' : ` stop-opacity="${n2(a)}"`}/>`,
      )
      .join('');
  }

  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
    const id = this.id();
    // attributes equal to their defaults are left out (x2 defaults to 100%)
    const attr = (name: string, v: number, fallback: number | undefined): string =>
      v === fallback ? '' : ` ${name}="${user ? n1(v) : n3(v)}"`;
    const coords =
      attr('x1', x1, 0) +
      attr('y1', y1, 0) +
      attr('x2', x2, user ? undefined : 1) +
      attr('y2', y2, 0);
    this.defs.push(
      `<linearGradient id="${id}"${coords}${user ? ' gradientUnits="userSpaceOnUse"' : ''}>${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id();
    const attrs =
      cx === 0.5 && cy === 0.5 && r === 0.5 ? '' : ` cx="${n3(cx)}" cy="${n3(cy)}" r="${n3(r)}"`;
    this.defs.push(`<radialGradient id="${id}"${attrs}>${this.stops(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  clip(d: string): string {
    const id = this.id();
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }

  shared(key: string, make: () => string): string {
    const known = this.memo.get(key);
    if (known) return known;
    const made = make();
    this.memo.set(key, made);
    return made;
  }

  toString(): string {
    const w = this.width;
    const h = this.height;
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${defs}<g stroke-linecap="round" stroke-linejoin="round">${this.parts.join('')}</g></svg>`;
    // #aabbcc -> #abc (ids start with a letter past f, so they never match)
    return svg.replace(/#([0-9a-f])\1([0-9a-f])\2([0-9a-f])\3(?![0-9a-f])/g, '#$1$2$3');
  }
}

const opa = (o: number | undefined): string =>
  o === undefined || o >= 1 ? '' : ` opacity="${n2(o)}"`;
const path = (d: string, fill: string, o?: number, extra = ''): string =>
  `<path d="${d}" fill="${fill}"${opa(o)}${extra}/>`;
const line = (d: string, color: string, width: number, o?: number, extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n1(width)}"${opa(o)}${extra}/>`;
const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  rx = 0,
  o?: number,
): string =>
  `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(w)}" height="${n1(h)}"${rx ? ` rx="${n1(rx)}"` : ''} fill="${fill}"${opa(o)}/>`;
const circle = (x: number, y: number, r: number, fill: string, o?: number, extra = ''): string =>
  `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="${fill}"${opa(o)}${extra}/>`;
const ellipse = (x: number, y: number, rx: number, ry: number, fill: string, o?: number): string =>
  `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(rx)}" ry="${n1(ry)}" fill="${fill}"${opa(o)}/>`;
const ring = (x: number, y: number, r: number, color: string, width: number, o?: number): string =>
  `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="none" stroke="${color}" stroke-width="${n1(width)}"${opa(o)}/>`;
const group = (attrs: string, ...items: string[]): string => `<g${attrs}>${items.join('')}</g>`;

// ---------------------------------------------------------------------------------------------
// Body styles

type EdgeKind = 'g' | 'o' | 'b';
type ProfilePoint = readonly [x: number, h: number, r: number, edge?: EdgeKind];
type Face = 'sleek' | 'bold' | 'box';

interface CarSpec {
  length: number;
  width: number;
  wheel: number;
  rearAxle: number;
  frontAxle: number;
  clear: number;
  belt: number;
  roof: number;
  /** Outline from the bottom of the rear bumper over the roof to the bottom of the front one. */
  profile: readonly ProfilePoint[];
  /** Side windows as one rounded shape, split by the pillars. */
  glass: readonly RPt[];
  pillars: readonly number[];
  doors: readonly number[];
  face: Face;
  notch: boolean;
  tail: 'wrap' | 'tall';
  open?: boolean;
  bed?: boolean;
  /** Dark plastic around the wheel arches and along the sills. */
  clad?: boolean;
}

const specs: Record<string, CarSpec> = {
  sedan: {
    length: 820,
    width: 318,
    wheel: 60,
    rearAxle: 165,
    frontAxle: 652,
    clear: 30,
    belt: 172,
    roof: 262,
    profile: [
      [8, 34, 8],
      [0, 92, 18],
      [4, 152, 22],
      [150, 172, 36, 'g'],
      [300, 258, 70],
      [478, 262, 60, 'g'],
      [606, 182, 26],
      [792, 152, 44],
      [822, 112, 22],
      [818, 36, 10],
    ],
    glass: [
      [178, 178, 8],
      [305, 246, 30],
      [470, 251, 28],
      [590, 184, 8],
    ],
    pillars: [392],
    doors: [240, 392, 586],
    face: 'sleek',
    notch: true,
    tail: 'wrap',
  },
  hatchback: {
    length: 700,
    width: 304,
    wheel: 57,
    rearAxle: 128,
    frontAxle: 570,
    clear: 30,
    belt: 176,
    roof: 262,
    profile: [
      [8, 34, 8],
      [0, 100, 18],
      [6, 176, 14, 'g'],
      [62, 252, 46],
      [392, 262, 60, 'g'],
      [514, 182, 26],
      [668, 150, 44],
      [702, 110, 22],
      [698, 34, 10],
    ],
    glass: [
      [84, 184, 8],
      [112, 243, 24],
      [386, 251, 26],
      [500, 188, 8],
    ],
    pillars: [160, 300],
    doors: [200, 300, 500],
    face: 'sleek',
    notch: false,
    tail: 'wrap',
  },
  suv: {
    length: 860,
    width: 346,
    wheel: 72,
    rearAxle: 176,
    frontAxle: 690,
    clear: 48,
    belt: 228,
    roof: 342,
    profile: [
      [8, 48, 8],
      [0, 120, 16],
      [4, 214, 14, 'g'],
      [22, 322, 34],
      [560, 342, 70, 'g'],
      [666, 236, 28],
      [832, 212, 44],
      [862, 162, 24],
      [858, 48, 10],
    ],
    glass: [
      [44, 236, 8],
      [52, 314, 18],
      [552, 327, 26],
      [652, 240, 8],
    ],
    pillars: [215, 420],
    doors: [264, 420, 628],
    face: 'bold',
    notch: false,
    tail: 'wrap',
    clad: true,
  },
  crossover: {
    length: 820,
    width: 336,
    wheel: 66,
    rearAxle: 166,
    frontAxle: 656,
    clear: 40,
    belt: 200,
    roof: 300,
    profile: [
      [8, 42, 8],
      [0, 110, 16],
      [6, 200, 16, 'g'],
      [70, 292, 50],
      [470, 302, 62, 'g'],
      [592, 208, 26],
      [790, 184, 44],
      [822, 140, 22],
      [818, 42, 10],
    ],
    glass: [
      [86, 207, 8],
      [112, 284, 30],
      [462, 292, 26],
      [578, 211, 8],
    ],
    pillars: [212, 392],
    doors: [248, 392, 576],
    face: 'sleek',
    notch: false,
    tail: 'wrap',
    clad: true,
  },
  coupe: {
    length: 800,
    width: 320,
    wheel: 62,
    rearAxle: 160,
    frontAxle: 632,
    clear: 26,
    belt: 158,
    roof: 232,
    profile: [
      [8, 30, 8],
      [0, 86, 14],
      [6, 146, 18],
      [110, 160, 50, 'g'],
      [340, 230, 80],
      [432, 234, 56, 'g'],
      [572, 166, 24],
      [772, 138, 44],
      [802, 100, 20],
      [798, 30, 10],
    ],
    glass: [
      [200, 165, 8],
      [345, 223, 36],
      [426, 227, 20],
      [556, 168, 8],
    ],
    pillars: [],
    doors: [256, 562],
    face: 'sleek',
    notch: true,
    tail: 'wrap',
  },
  convertible: {
    length: 800,
    width: 320,
    wheel: 62,
    rearAxle: 160,
    frontAxle: 632,
    clear: 26,
    belt: 158,
    roof: 230,
    profile: [
      [8, 30, 8],
      [0, 86, 14],
      [6, 146, 18],
      [150, 160, 16, 'o'],
      [440, 160, 4],
      [458, 226, 6],
      [474, 230, 6, 'g'],
      [574, 166, 24],
      [772, 138, 44],
      [802, 100, 20],
      [798, 30, 10],
    ],
    glass: [
      [448, 164, 4],
      [462, 222, 4],
      [472, 224, 4],
      [562, 167, 4],
    ],
    pillars: [],
    doors: [256, 562],
    face: 'sleek',
    notch: true,
    tail: 'wrap',
    open: true,
  },
  pickup: {
    length: 900,
    width: 352,
    wheel: 70,
    rearAxle: 172,
    frontAxle: 702,
    clear: 52,
    belt: 232,
    roof: 338,
    profile: [
      [8, 52, 8],
      [0, 120, 12],
      [2, 214, 6, 'b'],
      [318, 214, 4],
      [326, 318, 20],
      [346, 336, 30],
      [582, 340, 66, 'g'],
      [682, 236, 26],
      [862, 214, 44],
      [902, 164, 22],
      [898, 52, 10],
    ],
    glass: [
      [352, 242, 8],
      [362, 314, 18],
      [572, 323, 26],
      [668, 243, 8],
    ],
    pillars: [468],
    doors: [344, 468, 648],
    face: 'bold',
    notch: false,
    tail: 'tall',
    bed: true,
    clad: true,
  },
  van: {
    length: 880,
    width: 346,
    wheel: 60,
    rearAxle: 160,
    frontAxle: 700,
    clear: 38,
    belt: 250,
    roof: 400,
    profile: [
      [8, 38, 8],
      [0, 118, 12],
      [2, 370, 24],
      [24, 400, 30],
      [690, 402, 60, 'g'],
      [796, 250, 34],
      [852, 210, 40],
      [882, 150, 22],
      [878, 38, 10],
    ],
    glass: [
      [40, 262, 8],
      [44, 362, 14],
      [680, 374, 24],
      [782, 256, 8],
    ],
    pillars: [190, 360, 540],
    doors: [360, 540, 676],
    face: 'box',
    notch: false,
    tail: 'tall',
  },
  minivan: {
    length: 840,
    width: 336,
    wheel: 62,
    rearAxle: 160,
    frontAxle: 666,
    clear: 36,
    belt: 210,
    roof: 332,
    profile: [
      [8, 38, 8],
      [0, 108, 16],
      [6, 206, 20, 'g'],
      [34, 318, 40],
      [560, 332, 84, 'g'],
      [704, 210, 30],
      [808, 178, 44],
      [842, 132, 22],
      [838, 38, 10],
    ],
    glass: [
      [48, 218, 8],
      [60, 301, 22],
      [556, 315, 28],
      [690, 214, 8],
    ],
    pillars: [200, 410],
    doors: [232, 410, 650],
    face: 'sleek',
    notch: false,
    tail: 'wrap',
  },
  stationWagon: {
    length: 860,
    width: 318,
    wheel: 60,
    rearAxle: 166,
    frontAxle: 682,
    clear: 30,
    belt: 178,
    roof: 262,
    profile: [
      [8, 34, 8],
      [0, 94, 18],
      [6, 166, 12, 'g'],
      [28, 252, 36],
      [506, 262, 60, 'g'],
      [632, 182, 26],
      [828, 152, 44],
      [862, 112, 22],
      [858, 34, 10],
    ],
    glass: [
      [44, 184, 8],
      [56, 244, 18],
      [498, 251, 28],
      [616, 186, 8],
    ],
    pillars: [180, 412],
    doors: [240, 412, 612],
    face: 'sleek',
    notch: false,
    tail: 'wrap',
  },
};

function specOf(bodyStyle: string): CarSpec {
  return Object.hasOwn(specs, bodyStyle) ? (specs[bodyStyle] ?? specs.sedan!) : specs.sedan!;
}

const profileR = (spec: CarSpec): RPt[] => spec.profile.map((p): RPt => [p[0], p[1], p[2]]);
const vertex = (spec: CarSpec, index: number): ProfilePoint => at(spec.profile, index);

/** Hood front, bumper top and bumper bottom: the last three outline points. */
function nose(spec: CarSpec): { hood: ProfilePoint; top: ProfilePoint; bottom: ProfilePoint } {
  const n = spec.profile.length;
  return { hood: vertex(spec, n - 3), top: vertex(spec, n - 2), bottom: vertex(spec, n - 1) };
}

const archRadius = (spec: CarSpec): number => spec.wheel * 1.13 + 2;

/** The arch over a wheel as points from the front side to the rear side, at sill height. */
function archPoints(spec: CarSpec, axle: number, steps = 12, grow = 0): Pt[] {
  const r = archRadius(spec) + grow;
  const start = Math.asin(clamp((spec.clear - spec.wheel) / r, -1, 1));
  const out: Pt[] = [];
  for (let s = 0; s <= steps; s++) {
    const a = start + ((Math.PI - 2 * start) * s) / steps;
    out.push([axle + r * Math.cos(a), spec.wheel + r * Math.sin(a)]);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The look of one car: chosen once per seed, shared by all its views

type SceneKind = 'studio' | 'dusk' | 'desert' | 'showroom';

interface Look {
  scene: SceneKind;
  sceneSeed: number;
  variant: number;
  spokes: number;
  rimFace: string;
  rimShade: string;
  caliper: string;
  seat: string;
  lightBar: boolean;
  accent: string;
  color: string;
}

function lookOf(seed: number, color: string): Look {
  const rng = random(seed * 7919 + 17);
  const scene = pick<SceneKind>(rng, ['studio', 'dusk', 'desert', 'showroom']);
  const rim = pick(rng, [
    ['#e9ecef', '#99a0a8'],
    ['#dfe3e7', '#8a9199'],
    ['#8e949c', '#4b5158'],
    ['#40444a', '#1d1f23'],
  ] as const);
  const accent =
    saturation(color) > 0.35 && luma(color) > 0.15
      ? tone(color, 0.15)
      : pick(rng, ['#49a8ff', '#3fd0c9', '#ffb347']);
  return {
    scene,
    sceneSeed: Math.floor(rng() * 1e9),
    variant: Math.floor(rng() * 3),
    spokes: pick(rng, [5, 5, 6, 10]),
    rimFace: rim[0],
    rimShade: rim[1],
    caliper: pick(rng, ['#c8232c', '#e0ad1f', '#3a3d42', '#5a6068']),
    seat: pick(rng, ['#2b2c30', '#2b2c30', '#cdb592', '#8a5536', '#5b2b2e']),
    lightBar: rng() < 0.5,
    accent,
    color,
  };
}

// ---------------------------------------------------------------------------------------------
// Scenes

interface Palette {
  skyTop: string;
  skyLow: string;
  far: string;
  ground: string;
}

const palettes: Record<SceneKind, Palette> = {
  studio: { skyTop: '#e9ecef', skyLow: '#cfd5dc', far: '#bcc3cb', ground: '#d5dae0' },
  dusk: { skyTop: '#2a3560', skyLow: '#f0ae78', far: '#4a3d60', ground: '#3a3444' },
  desert: { skyTop: '#7eb5dc', skyLow: '#f1e5cb', far: '#dcb77e', ground: '#dcb57a' },
  showroom: { skyTop: '#30353e', skyLow: '#474d58', far: '#262a31', ground: '#3a3f48' },
};

/** Draws the background; returns whether the floor reflects the car. */
function drawScene(doc: Doc, look: Look, horizon: number, groundY: number): boolean {
  const rng = random(look.sceneSeed);
  const hy = Math.round(horizon);
  const gy = Math.round(groundY);
  switch (look.scene) {
    case 'studio':
      return studio(doc, look, rng, hy, gy);
    case 'dusk':
      return dusk(doc, rng, hy, gy);
    case 'desert':
      return desert(doc, rng, hy, gy);
    case 'showroom':
      return showroom(doc, rng, hy, gy);
  }
}

function studio(doc: Doc, look: Look, rng: Rng, hy: number, gy: number): boolean {
  const light = luma(look.color) > 0.72;
  const tones = light
    ? pick(rng, [
        ['#c9d0d8', '#aeb7c1', '#b9c1ca', '#9aa4ae'],
        ['#d3cabe', '#b9ad9e', '#c4b9ab', '#a5998a'],
      ] as const)
    : pick(rng, [
        ['#eef1f4', '#d6dce2', '#e1e6eb', '#c3cbd3'],
        ['#f1ece5', '#ddd3c7', '#e8e1d8', '#cbbfb1'],
        ['#e6edf2', '#c9d6e0', '#d8e2e9', '#b5c4d0'],
      ] as const);
  const bg = doc.linear(
    [
      [0, tones[0]],
      [hy / 800, tones[1]],
      [Math.min(0.99, (hy + 40) / 800), tones[2]],
      [1, tones[3]],
    ],
    0,
    0,
    0,
    1,
  );
  doc.add(rect(0, 0, 1200, 800, bg));
  const glow = doc.radial([
    [0, '#ffffff', 0.75],
    [1, '#ffffff', 0],
  ]);
  doc.add(ellipse(600, hy - 60, 600, 330, glow), ellipse(600, gy + 20, 640, 120, glow, 0.6));
  return true;
}

function dusk(doc: Doc, rng: Rng, hy: number, gy: number): boolean {
  const sky = doc.linear(
    [
      [0, '#26315a'],
      [0.45, '#5a4c7d'],
      [0.8, '#cf7f76'],
      [1, '#f3b47c'],
    ],
    0,
    0,
    0,
    hy,
    true,
  );
  doc.add(rect(0, 0, 1200, hy + 1, sky));
  const sx = between(rng, 200, 1000);
  const glow = doc.radial([
    [0, '#ffd9a0', 0.85],
    [1, '#ffb27a', 0],
  ]);
  doc.add(ellipse(sx, hy - 30, 300, 170, glow), circle(sx, hy - 46, 32, '#ffe6b8'));
  // Giza on the horizon
  const px = sx < 600 ? between(rng, 760, 1050) : between(rng, 120, 400);
  doc.add(
    path(
      `M${n1(px - 110)} ${hy}L${n1(px)} ${hy - 92}L${n1(px + 110)} ${hy}ZM${n1(px + 70)} ${hy}L${n1(px + 150)} ${hy - 62}L${n1(px + 230)} ${hy}Z`,
      '#a07a8f',
      0.55,
    ),
  );
  // far and near skyline
  const layer = (base: number, tall: number, fill: string, domes: boolean): string => {
    let d = '';
    let x = -10;
    while (x < 1210) {
      const w = between(rng, 46, 110);
      const h = base + rng() * tall;
      d += `M${n1(x)} ${hy}V${n1(hy - h)}H${n1(x + w)}V${hy}Z`;
      const feature = rng();
      if (domes && feature < 0.16) {
        const r = w * 0.36;
        const cx = x + w / 2;
        d += `M${n1(cx - r)} ${n1(hy - h)}A${n1(r)} ${n1(r)} 0 0 1 ${n1(cx + r)} ${n1(hy - h)}Z`;
      } else if (domes && feature < 0.28) {
        const mx = x + w - 6;
        const top = hy - h - between(rng, 40, 80);
        d += `M${n1(mx)} ${n1(hy - h)}V${n1(top)}h-3v-4h10v4h-3L${n1(mx + 2)} ${n1(top - 16)}L${n1(mx)} ${n1(top)}`;
        d += `V${n1(hy - h)}h4V${n1(top)}Z`;
      }
      x += w + (rng() < 0.3 ? between(rng, 4, 20) : 0);
    }
    return path(d, fill);
  };
  doc.add(layer(40, 90, '#5b4a70', false));
  // Cairo Tower, shortened when the horizon is high in the picture
  const tx = between(rng, 0.15, 0.85) * 1200;
  const th = Math.min(1, (hy - 24) / 268);
  const ty = (v: number): string => n1(hy - v * th);
  doc.add(
    path(
      `M${n1(tx - 9)} ${hy}L${n1(tx - 5)} ${ty(210)}L${n1(tx - 13)} ${ty(224)}L${n1(tx - 15)} ${ty(236)}H${n1(tx + 15)}L${n1(tx + 13)} ${ty(224)}L${n1(tx + 5)} ${ty(210)}L${n1(tx + 9)} ${hy}Z`,
      '#4a3c62',
    ),
    line(`M${n1(tx)} ${ty(236)}V${ty(268)}`, '#4a3c62', 3),
  );
  doc.add(layer(18, 70, '#3a304d', true));
  let windows = '';
  for (let i = 0; i < 14; i++) {
    const wx = rng() * 1200;
    const wy = hy - 8 - rng() * 60;
    windows += `M${n1(wx)} ${n1(wy)}h4v5h-4Z`;
  }
  doc.add(path(windows, '#ffcf80', 0.7));
  const ground = doc.linear(
    [
      [0, '#4b4358'],
      [1, '#25212c'],
    ],
    0,
    hy,
    0,
    800,
    true,
  );
  doc.add(rect(0, hy, 1200, 800 - hy, ground), rect(0, hy, 1200, 16, '#675d74'));
  doc.add(rect(0, hy + 16, 1200, 3, '#827690'));
  // street lamps
  for (const lx of hy > 300 ? [between(rng, 60, 260), between(rng, 940, 1140)] : []) {
    doc.add(
      line(`M${n1(lx)} ${hy + 8}V${hy - 150}q0 -14 14 -14h26`, '#2c2538', 5),
      ellipse(lx + 42, hy - 162, 14, 5, '#ffe2a8'),
      ellipse(lx + 42, hy - 150, 60, 40, glow, 0.5),
    );
  }
  let dashes = '';
  for (let x = -40 + rng() * 80; x < 1200; x += 170) dashes += `M${n1(x)} ${gy + 88}h90v7h-90Z`;
  doc.add(path(dashes, '#d8cbb8', 0.35));
  return false;
}

function dunes(rng: Rng, base: number, amp: number, period: number): string {
  let d = `M-10 800V${n1(base)}`;
  let x = -10;
  let y = base;
  while (x < 1210) {
    const nx = x + period * between(rng, 0.7, 1.3);
    const ny = base - rng() * amp;
    d += `Q${n1((x + nx) / 2)} ${n1(Math.min(y, ny) - amp * 0.6)} ${n1(nx)} ${n1(ny)}`;
    x = nx;
    y = ny;
  }
  return `${d}V800Z`;
}

function desert(doc: Doc, rng: Rng, hy: number, gy: number): boolean {
  const sky = doc.linear(
    [
      [0, '#6fa9d6'],
      [0.6, '#b9d7e6'],
      [1, '#f3e7cd'],
    ],
    0,
    0,
    0,
    hy,
    true,
  );
  doc.add(rect(0, 0, 1200, hy + 1, sky));
  const sx = between(rng, 150, 1050);
  const glow = doc.radial([
    [0, '#fffbe8', 0.9],
    [1, '#fff3c4', 0],
  ]);
  doc.add(ellipse(sx, hy * 0.3, 220, 220, glow), circle(sx, hy * 0.3, 30, '#fffbea'));
  const px = between(rng, 150, 1050);
  doc.add(path(dunes(rng, hy, 28, 260), '#e6cb98'));
  doc.add(
    path(
      `M${n1(px - 70)} ${hy - 4}L${n1(px)} ${hy - 66}L${n1(px + 70)} ${hy - 4}ZM${n1(px + 60)} ${hy - 4}L${n1(px + 110)} ${hy - 46}L${n1(px + 160)} ${hy - 4}Z`,
      '#d2ae78',
    ),
    path(`M${n1(px)} ${hy - 66}L${n1(px + 70)} ${hy - 4}H${n1(px + 14)}Z`, '#bf9862'),
  );
  doc.add(path(dunes(rng, hy + 16, 26, 320), '#deb982'));
  doc.add(path(dunes(rng, hy + 44, 24, 400), '#d6ab6e'));
  const road = doc.linear(
    [
      [0, '#625a52'],
      [1, '#3f3a35'],
    ],
    0,
    gy - 46,
    0,
    gy + 80,
    true,
  );
  doc.add(rect(0, gy - 46, 1200, 126, road), rect(0, gy - 46, 1200, 4, '#efe3c9', 0, 0.7));
  doc.add(rect(0, gy + 76, 1200, 4, '#efe3c9', 0, 0.7));
  let dashes = '';
  for (let x = -40 + rng() * 80; x < 1200; x += 150) dashes += `M${n1(x)} ${gy + 40}h80v6h-80Z`;
  doc.add(path(dashes, '#f3d277', 0.85));
  return false;
}

function showroom(doc: Doc, rng: Rng, hy: number, gy: number): boolean {
  const wall = doc.linear(
    [
      [0, '#23272e'],
      [1, '#3b414b'],
    ],
    0,
    0,
    0,
    hy,
    true,
  );
  doc.add(rect(0, 0, 1200, hy + 1, wall));
  let seams = '';
  const step = pick(rng, [120, 150, 200]);
  for (let x = step / 2; x < 1200 && hy > 260; x += step) seams += `M${n1(x)} 150V${hy}`;
  if (seams) doc.add(line(seams, '#ffffff', 2, 0.05));
  const glow = doc.linear(
    [
      [0, '#ffffff', 0],
      [0.5, '#ffffff', 0.28],
      [1, '#ffffff', 0],
    ],
    0,
    0,
    0,
    1,
  );
  [
    [40, 1100],
    [92, 880],
    [132, 700],
  ].forEach(([y = 0, w = 0]) => {
    doc.add(rect(600 - w / 2, y - 16, w, 38, glow), rect(600 - w / 2, y, w, 6, '#f4f7fb', 3));
  });
  const floor = doc.linear(
    [
      [0, '#4d535e'],
      [1, '#1d2026'],
    ],
    0,
    hy,
    0,
    800,
    true,
  );
  doc.add(rect(0, hy, 1200, 800 - hy, floor));
  let grid = '';
  for (let i = -4; i <= 4; i++) grid += `M600 ${hy}L${600 + i * 320} 800`;
  for (let t = 1; t <= 5; t++) grid += `M0 ${n1(hy + (800 - hy) * (t / 5) ** 2)}H1200`;
  doc.add(line(grid, '#ffffff', 1.5, 0.06));
  doc.add(rect(0, hy, 1200, 3, '#5d6470'));
  const sheen = doc.radial([
    [0, '#ffffff', 0.22],
    [1, '#ffffff', 0],
  ]);
  doc.add(ellipse(600, gy + 10, 560, 90, sheen));
  return true;
}

// ---------------------------------------------------------------------------------------------
// Shared car parts

function glassFill(doc: Doc, look: Look): string {
  return doc.shared('glass', () =>
    doc.linear(
      [
        [0, mix(palettes[look.scene].skyTop, '#1a2330', 0.55)],
        [0.55, '#1b2431'],
        [1, '#0f141b'],
      ],
      0,
      0,
      0.3,
      1,
    ),
  );
}

/** A wheel at the origin with tyre radius r, in local units. */
function wheelArt(doc: Doc, look: Look, r: number): string {
  const rim = doc.shared('rim', () =>
    doc.linear(
      [
        [0, look.rimFace],
        [1, look.rimShade],
      ],
      0.2,
      0,
      0.8,
      1,
    ),
  );
  const rr = r * 0.66;
  // ten spokes are drawn as five openings split by a thin twin spoke
  const twin = look.spokes === 10;
  const n = twin ? 5 : look.spokes;
  const ri = rr * 0.3;
  const ro = rr * 0.86;
  const half = Math.PI / n;
  const wi = half * 0.42;
  const wo = half * 0.7;
  const p = (rad: number, ang: number): string => pt([rad * Math.cos(ang), rad * Math.sin(ang)]);
  let d = '';
  let split = '';
  for (let i = 0; i < n; i++) {
    const a = -Math.PI / 2 + (i + 0.5) * 2 * half;
    const mid = ro / Math.cos(wo);
    d += `M${p(ri, a - wi)}L${p(ro, a - wo)}Q${p(mid, a)} ${p(ro, a + wo)}L${p(ri, a + wi)}Z`;
    split += `M${p(ri * 1.2, a)}L${p(ro * 1.02, a)}`;
  }
  return [
    circle(0, 0, r, '#18191c'),
    ring(0, 0, r * 0.84, '#2b2d31', r * 0.05),
    circle(0, 0, rr, rim),
    path(d, '#24272c'),
    twin ? line(split, look.rimFace, rr * 0.1) : '',
    ring(0, 0, rr * 0.97, look.rimShade, rr * 0.05),
    circle(0, 0, ri * 0.62, look.rimShade),
    circle(0, 0, ri * 0.3, look.rimFace),
    line(
      `M${pt([-r * 0.8, -r * 0.45])}A${n1(r * 0.92)} ${n1(r * 0.92)} 0 0 1 ${pt([-r * 0.1, -r * 0.91])}`,
      '#ffffff',
      r * 0.05,
      0.1,
    ),
  ].join('');
}

interface Flank {
  /** Maps car side coordinates (x along the car, h above the ground) to the picture. */
  m: Map2;
  /** Picture pixels per car unit, roughly. */
  k: number;
}

/** Side glass, pillars, doors, lights, crease: everything drawn on the flank of the body. */
function flankDetails(doc: Doc, spec: CarSpec, look: Look, color: string, f: Flank): void {
  const { m, k } = f;
  doc.add(path(rounded(mapR(m, spec.glass, k)), glassFill(doc, look)));
  const g0 = at(spec.glass, 0);
  const g1 = at(spec.glass, 1);
  const g2 = at(spec.glass, 2);
  const g3 = at(spec.glass, 3);
  // points on the lower and upper window edges, so pillars and glare stay inside the glass
  const low = (t: number): Pt => lerp(g0, g3, t);
  const high = (t: number): Pt => lerp(g1, g2, t);
  const lowAt = (x: number): Pt => low((x - g0[0]) / (g3[0] - g0[0] || 1));
  const highAt = (x: number): Pt => high((x - g1[0]) / (g2[0] - g1[0] || 1));
  let inner = '';
  for (const p of spec.pillars) {
    inner += poly(mapAll(m, [lowAt(p - 8), lowAt(p + 8), highAt(p + 4), highAt(p - 12)]));
  }
  if (inner) doc.add(path(inner, '#121419'));
  doc.add(path(poly(mapAll(m, [low(0.3), high(0.42), high(0.56), low(0.42)])), '#ffffff', 0.09));
  // window trim
  doc.add(line(`M${pt(m(g0[0], g0[1] - 3))}L${pt(m(g3[0], g3[1] - 3))}`, '#0d0f12', 3 * k, 0.5));
  const dark = tone(color, -0.45);
  // door cuts
  let cuts = '';
  spec.doors.forEach((x, i) => {
    const top = i === spec.doors.length - 1 ? spec.belt + 4 : spec.belt - 4;
    cuts += `M${pt(m(x, top))}L${pt(m(x + 6, spec.clear + 14))}`;
  });
  if (spec.doors.length > 0) {
    const first = at(spec.doors, 0);
    const last = at(spec.doors, -1);
    cuts += `M${pt(m(first + 6, spec.clear + 14))}L${pt(m(last + 6, spec.clear + 14))}`;
  }
  doc.add(line(cuts, dark, 2.2 * k, 0.55));
  // handles
  let handles = '';
  for (let i = 0; i < spec.doors.length - 1; i++) {
    const x = at(spec.doors, i) + 26;
    handles += `M${pt(m(x, spec.belt - 30))}L${pt(m(x + 32, spec.belt - 30))}`;
  }
  doc.add(line(handles, tone(color, -0.3), 8 * k));
  // shoulder crease from tail to head lamp
  const tail = vertex(spec, 2);
  const { hood, top } = nose(spec);
  const creaseH = Math.min(spec.belt - 30, hood[1] - 12);
  const crease = `M${pt(m(tail[0] + 40, Math.min(tail[1], spec.belt) - 22))}L${pt(m(hood[0] - 70, creaseH))}`;
  doc.add(line(crease, '#ffffff', 2.5 * k, 0.28));
  doc.add(
    line(
      `M${pt(m(tail[0] + 40, Math.min(tail[1], spec.belt) - 25))}L${pt(m(hood[0] - 70, creaseH - 3))}`,
      '#000000',
      2 * k,
      0.12,
    ),
  );
  // rocker, arch lips and bumper trims
  const clad = spec.clad === true;
  const ra = spec.rearAxle + archRadius(spec) + 4;
  const fa = spec.frontAxle - archRadius(spec) - 4;
  const trim = clad ? '#2b2d31' : '#1c1d21';
  doc.add(
    line(
      `M${pt(m(ra, spec.clear + 7))}L${pt(m(fa, spec.clear + 7))}`,
      clad ? trim : '#000000',
      14 * k,
      clad ? 1 : 0.25,
    ),
  );
  let lips = '';
  for (const axle of [spec.rearAxle, spec.frontAxle]) {
    lips += `M${archPoints(spec, axle, 12, clad ? 5 : 1)
      .map((p) => pt(m(p[0], p[1])))
      .join('L')}`;
  }
  doc.add(line(lips, clad ? trim : tone(color, -0.35), (clad ? 11 : 3) * k, clad ? 1 : 0.7));
  const back = vertex(spec, 0);
  const { bottom } = nose(spec);
  doc.add(
    line(
      `M${pt(m(spec.frontAxle + archRadius(spec) + 8, spec.clear + 5))}L${pt(m(bottom[0] - 3, bottom[1] + 4))}M${pt(m(spec.rearAxle - archRadius(spec) - 8, spec.clear + 5))}L${pt(m(back[0] + 3, back[1] + 4))}`,
      trim,
      9 * k,
      0.9,
    ),
  );
  // head lamp
  const a: Pt = [hood[0], hood[1]];
  const b: Pt = [top[0], top[1]];
  const p2 = lerp(a, b, 0.6);
  const lamp = doc.shared('lamp', () =>
    doc.linear(
      [
        [0, '#ffffff'],
        [1, '#a9c4dc'],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  doc.add(
    path(
      rounded(
        mapR(
          m,
          [
            [a[0] - 66, a[1] - 5, 6],
            [p2[0] - 3, p2[1], 6],
            [p2[0] - 10, p2[1] - 16, 6],
            [a[0] - 58, a[1] - 22, 6],
          ],
          k,
        ),
      ),
      lamp,
      undefined,
      ` stroke="${tone(color, -0.5)}" stroke-width="${n1(2 * k)}"`,
    ),
  );
  // tail lamp
  const red = doc.shared('red', () =>
    doc.linear(
      [
        [0, '#ff5a52'],
        [1, '#a3121c'],
      ],
      0,
      0,
      0,
      1,
    ),
  );
  const tl: RPt[] =
    spec.tail === 'wrap'
      ? [
          [tail[0] + 1, tail[1] - 6, 5],
          [tail[0] + 56, tail[1] - 2, 5],
          [tail[0] + 50, tail[1] - 22, 5],
          [tail[0] + 2, tail[1] - 30, 5],
        ]
      : [
          [2, spec.belt - 30, 4],
          [16, spec.belt - 30, 4],
          [16, spec.belt - 120, 4],
          [2, spec.belt - 120, 4],
        ];
  doc.add(path(rounded(mapR(m, tl, k)), red));
}

function mirrorShape(spec: CarSpec): RPt[] {
  const g = at(spec.glass, 3);
  const x = g[0] - 4;
  const h = spec.belt;
  return [
    [x - 40, h + 4, 8],
    [x - 4, h + 2, 6],
    [x - 8, h + 30, 10],
    [x - 40, h + 26, 10],
  ];
}

/** Extras on top of the flank for open and bed bodies (side view). */
function bodyExtras(doc: Doc, spec: CarSpec, look: Look, color: string, m: Map2, k: number): void {
  if (spec.open) {
    const seat = tone(look.seat, -0.15);
    doc.add(
      path(
        rounded(
          mapR(
            m,
            [
              [300, spec.belt - 2, 6],
              [316, spec.belt + 44, 12],
              [352, spec.belt + 46, 12],
              [350, spec.belt - 2, 6],
            ],
            k,
          ),
        ),
        seat,
      ),
      path(
        rounded(
          mapR(
            m,
            [
              [150, spec.belt - 1, 10],
              [176, spec.belt + 16, 14],
              [262, spec.belt + 18, 14],
              [286, spec.belt - 1, 10],
            ],
            k,
          ),
        ),
        '#1c1d21',
      ),
      line(`M${pt(m(398, spec.belt + 2))}L${pt(m(420, spec.belt + 34))}`, '#1c1d21', 8 * k),
    );
  }
  if (spec.bed) {
    const rail: RPt[] = [
      [2, 216, 2],
      [318, 216, 2],
      [318, 206, 0],
      [2, 206, 0],
    ];
    doc.add(path(rounded(mapR(m, rail, k)), '#1b1c20', 0.85));
    doc.add(
      line(
        `M${pt(m(326, 206))}L${pt(m(326, spec.clear + 14))}M${pt(m(14, 200))}L${pt(m(14, 70))}`,
        tone(color, -0.45),
        2.2 * k,
        0.55,
      ),
    );
  }
}

function bodyGradient(doc: Doc, color: string, top: number, bottom: number): string {
  return doc.linear(
    [
      [0, tone(color, 0.3)],
      [0.38, tone(color, 0.12)],
      [0.52, color],
      [0.8, tone(color, -0.14)],
      [1, tone(color, -0.34)],
    ],
    0,
    top,
    0,
    bottom,
    true,
  );
}

function shadowFill(doc: Doc): string {
  return doc.shared('shadow', () =>
    doc.radial([
      [0, '#000000', 0.5],
      [0.6, '#000000', 0.22],
      [1, '#000000', 0],
    ]),
  );
}

// ---------------------------------------------------------------------------------------------
// Side view

function sideView(doc: Doc, spec: CarSpec, look: Look, color: string): void {
  const G = 612;
  const x0 = 600 - spec.length / 2;
  const m: Map2 = (x, h) => [x0 + x, G - h];
  const reflect = drawScene(doc, look, 430, G);
  const outline = sideOutline(spec, m);
  doc.add(ellipse(600, G + 4, spec.length * 0.6, 30, shadowFill(doc)));
  if (reflect) {
    const fade = doc.linear(
      [
        [0, color, 0.35],
        [1, color, 0],
      ],
      0,
      G,
      0,
      G - spec.roof * 0.7,
      true,
    );
    const dark = doc.linear(
      [
        [0, '#000000', 0.5],
        [1, '#000000', 0],
      ],
      0,
      G,
      0,
      G - spec.wheel * 1.1,
      true,
    );
    doc.add(
      group(
        ` transform="matrix(1 0 0 -1 0 ${2 * G})"`,
        path(rounded(mapR(m, profileR(spec), 1)), fade),
        circle(x0 + spec.rearAxle, G - spec.wheel, archRadius(spec), dark),
        circle(x0 + spec.frontAxle, G - spec.wheel, archRadius(spec), dark),
      ),
    );
  }
  doc.add(ellipse(600, G + 2, spec.length * 0.44, 10, '#000000', 0.28));
  for (const axle of [spec.rearAxle, spec.frontAxle]) {
    doc.add(path(poly(mapAll(m, archPoints(spec, axle))), '#121317'));
  }
  doc.add(path(outline, bodyGradient(doc, color, G - spec.roof, G - spec.clear)));
  bodyExtras(doc, spec, look, color, m, 1);
  flankDetails(doc, spec, look, color, { m, k: 1 });
  doc.add(path(rounded(mapR(m, mirrorShape(spec), 1)), tone(color, -0.1)));
  for (const axle of [spec.rearAxle, spec.frontAxle]) {
    doc.add(ellipse(x0 + axle, G + 2, spec.wheel * 1.05, 7, '#000000', 0.45));
    doc.add(
      group(
        ` transform="translate(${n1(x0 + axle)} ${n1(G - spec.wheel)})"`,
        wheelArt(doc, look, spec.wheel),
      ),
    );
  }
}

function sideOutline(spec: CarSpec, m: Map2): string {
  const r = archRadius(spec);
  const top = rounded(mapR(m, profileR(spec), 1), false);
  const sill = spec.clear;
  let d = top;
  for (const axle of [spec.frontAxle, spec.rearAxle]) {
    const dx = Math.sqrt(Math.max(0, r * r - (spec.wheel - sill) ** 2));
    d += `L${pt(m(axle + dx, sill))}A${n1(r)} ${n1(r)} 0 1 0 ${pt(m(axle - dx, sill))}`;
  }
  return `${d}Z`;
}

// ---------------------------------------------------------------------------------------------
// Front and rear views

interface FaceFrame {
  m: Map2;
  k: number;
  spec: CarSpec;
  /** The face is bent (seen in perspective): split tall edges so shapes follow it. */
  bent?: boolean;
}

/** Adds points along edges that climb more than `step`, so projected shapes follow curves. */
function densify(points: readonly RPt[], step: number): RPt[] {
  const out: RPt[] = [];
  points.forEach((p, i) => {
    out.push(p);
    const q = at(points, i + 1);
    const n = Math.floor(Math.abs(q[1] - p[1]) / step);
    for (let j = 1; j <= n; j++) {
      const t = j / (n + 1);
      out.push([p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t, 0]);
    }
  });
  return out;
}

function faceHeights(spec: CarSpec): { hood: number; fh: number } {
  const hood = nose(spec).hood[1];
  return { hood, fh: hood - spec.clear };
}

/** Grille, lamps, intakes and plate of the front, in face coordinates (u across, h up). */
function frontDetails(doc: Doc, look: Look, color: string, f: FaceFrame): void {
  const { m, k, spec } = f;
  const hw = spec.width / 2;
  const { hood, fh } = faceHeights(spec);
  const c = spec.clear;
  const bend = (pts: readonly RPt[]): readonly RPt[] => (f.bent ? densify(pts, 16) : pts);
  const shape = (half: readonly RPt[]): string => rounded(mapR(m, bend(mirrored(half)), k));
  const both = (half: readonly RPt[]): string =>
    rounded(mapR(m, bend(half), k)) +
    rounded(mapR(m, bend(half.map((p): RPt => [-p[0], p[1], p[2]])), k));
  const grilleFill = doc.shared('grille', () =>
    doc.linear(
      [
        [0, '#2d3035'],
        [1, '#101114'],
      ],
      0,
      0,
      0,
      1,
    ),
  );
  const lamp = doc.shared('lamp', () =>
    doc.linear(
      [
        [0, '#ffffff'],
        [1, '#a9c4dc'],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  const bold = spec.face !== 'sleek';
  // lower intake with the plate over it
  doc.add(
    path(
      shape([
        [0, c + fh * 0.5, 0],
        [hw * 0.62, c + fh * 0.48, 14],
        [hw * 0.56, c + fh * 0.1, 14],
        [0, c + fh * 0.08, 0],
      ]),
      grilleFill,
    ),
  );
  // upper grille
  const gTop = hood - fh * (bold ? 0.05 : 0.1);
  const gBottom = c + fh * (bold ? 0.52 : 0.58);
  const gw = bold ? 0.54 : 0.38;
  const grille: RPt[] = [
    [0, gTop, 0],
    [hw * gw, gTop, bold ? 10 : 14],
    [hw * (gw - 0.06), gBottom, 12],
    [0, gBottom, 0],
  ];
  doc.add(
    path(shape(grille), grilleFill, undefined, ` stroke="#c9ced4" stroke-width="${n1(3 * k)}"`),
  );
  let slats = '';
  const rows = bold ? 3 : 4;
  for (let i = 1; i <= rows; i++) {
    const h = gBottom + ((gTop - gBottom) * i) / (rows + 1);
    slats += `M${pt(m(-hw * (gw - 0.08), h))}L${pt(m(hw * (gw - 0.08), h))}`;
  }
  doc.add(line(slats, bold ? '#c9ced4' : '#4a4f57', (bold ? 5 : 3) * k, bold ? 0.9 : 1));
  // head lamps
  const l0 = bold ? hw * 0.6 : hw * 0.46;
  const lamps: RPt[] = [
    [l0, hood - fh * 0.07, 6],
    [hw * 0.93, hood - fh * 0.04, 10],
    [hw * 0.97, hood - fh * 0.22, 8],
    [l0 + hw * 0.06, hood - fh * (bold ? 0.3 : 0.27), 6],
  ];
  doc.add(
    path(
      both(lamps),
      lamp,
      undefined,
      ` stroke="${tone(color, -0.5)}" stroke-width="${n1(2.5 * k)}"`,
    ),
  );
  const drl = `M${pt(m(l0 + hw * 0.04, hood - fh * 0.09))}L${pt(m(hw * 0.9, hood - fh * 0.065))}`;
  const drl2 = `M${pt(m(-l0 - hw * 0.04, hood - fh * 0.09))}L${pt(m(-hw * 0.9, hood - fh * 0.065))}`;
  doc.add(line(drl + drl2, '#ffffff', 3.5 * k));
  for (const s of k > 1.3 ? [1, -1] : []) {
    const u = s * hw * 0.77;
    const h = hood - fh * 0.16;
    doc.add(
      group(
        ` transform="${frame(m, u, h)}"`,
        circle(0, 0, fh * 0.055, '#dfe8f0'),
        circle(0, 0, fh * 0.03, '#8ea4b8'),
      ),
    );
  }
  // side intakes with fog lamps
  const fog: RPt[] = [
    [hw * 0.68, c + fh * 0.4, 8],
    [hw * 0.9, c + fh * 0.42, 8],
    [hw * 0.88, c + fh * 0.14, 8],
    [hw * 0.68, c + fh * 0.14, 8],
  ];
  doc.add(path(both(fog), grilleFill));
  for (const s of [1, -1]) {
    doc.add(
      group(
        ` transform="${frame(m, s * hw * 0.79, c + fh * 0.27)}"`,
        circle(0, 0, fh * 0.045, '#f2f5f8'),
      ),
    );
  }
  if (spec.face === 'bold') {
    doc.add(
      path(
        shape([
          [0, c + fh * 0.1, 0],
          [hw * 0.36, c + fh * 0.1, 6],
          [hw * 0.3, c - 2, 6],
          [0, c - 2, 0],
        ]),
        '#c3c8ce',
      ),
    );
  }
  plate(doc, f, c + fh * 0.2, fh);
}

function plate(doc: Doc, f: FaceFrame, bottom: number, fh: number): void {
  const { m, k, spec } = f;
  const w = spec.width * 0.19;
  const h = Math.min(fh * 0.2, w * 0.48);
  const box = (x0: number, x1: number, h0: number, h1: number, r: number): string =>
    rounded(
      mapR(
        m,
        [
          [x0, h1, r],
          [x1, h1, r],
          [x1, h0, r],
          [x0, h0, r],
        ],
        k,
      ),
    );
  doc.add(
    path(
      box(-w, w, bottom, bottom + h, 4),
      '#f3f5f6',
      undefined,
      ` stroke="#5d6167" stroke-width="${n1(2 * k)}"`,
    ),
  );
  doc.add(path(box(-w + 2, w - 2, bottom + h * 0.7, bottom + h - 2, 2), '#4d8fd0'));
}

/** Body, greenhouse, tyres and mirrors seen from the front or the rear. */
function faceView(doc: Doc, spec: CarSpec, look: Look, color: string, rear: boolean): void {
  const G = 650;
  const s = Math.min(640 / spec.width, 470 / spec.roof);
  const m: Map2 = (u, h) => [600 + u * s, G - h * s];
  const f: FaceFrame = { m, k: s, spec };
  const reflect = drawScene(doc, look, 470, G);
  const hw = spec.width / 2;
  const c = spec.clear;
  const { hood } = faceHeights(spec);
  const topH = rear ? Math.min(vertex(spec, 2)[1], spec.belt) : hood;
  const belt = spec.belt;
  const roof = spec.roof;
  const open = spec.open === true;
  const shape = (half: readonly RPt[]): string => rounded(mapR(m, mirrored(half), s));
  const flip = (half: readonly RPt[]): RPt[] => half.map((p): RPt => [-p[0], p[1], p[2]]);
  doc.add(ellipse(600, G + 2, hw * s * 1.3, 34, shadowFill(doc)));
  const box = spec.face === 'box';
  const lower: RPt[] = [
    [0, belt + 2, 0],
    [hw * (box ? 0.95 : 0.86), belt, box ? 20 : 36],
    [hw, topH - 16, 30],
    [hw, c + 46, 20],
    [hw * 0.95, c, 12],
    [0, c, 0],
  ];
  const lowerD = shape(lower);
  const bodyFill = doc.linear(
    [
      [0, tone(color, -0.22)],
      [0.18, tone(color, 0.02)],
      [0.5, tone(color, 0.14)],
      [0.82, tone(color, 0.02)],
      [1, tone(color, -0.22)],
    ],
    0,
    0,
    1,
    0,
  );
  const shade = doc.linear(
    [
      [0, '#ffffff', 0.14],
      [0.35, '#ffffff', 0],
      [0.7, '#000000', 0],
      [1, '#000000', 0.28],
    ],
    0,
    0,
    0,
    1,
  );
  if (reflect) {
    const fade = doc.linear(
      [
        [0, color, 0.3],
        [1, color, 0],
      ],
      0,
      G,
      0,
      G - 200,
      true,
    );
    doc.add(group(` transform="matrix(1 0 0 -1 0 ${2 * G})"`, path(lowerD, fade)));
  }
  // underbody and tyres
  const under = m(-hw * 0.9, c + 14);
  doc.add(rect(under[0], under[1], hw * 1.8 * s, (c + 14) * s, '#16171a', 8 * s));
  const tyre = doc.shared('tyreFace', () =>
    doc.linear(
      [
        [0, '#2a2c30'],
        [1, '#111214'],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  for (const side of [1, -1]) {
    const u = side * hw * 0.77;
    const p = m(u - hw * 0.14, c + spec.wheel * 0.9);
    doc.add(rect(p[0], p[1], hw * 0.28 * s, (c + spec.wheel * 0.9) * s, tyre, 10 * s));
    doc.add(ellipse(m(u, 0)[0], G + 2, hw * 0.2 * s, 8, '#000000', 0.5));
  }
  // cabin
  const gTop = rear ? roof - (roof - belt) * 0.16 : roof - (roof - belt) * 0.12;
  const gBase = rear && !spec.notch ? Math.max(belt, vertex(spec, 2)[1]) + 10 : belt + 10;
  const narrow = spec.bed && rear ? 0.5 : spec.face === 'box' ? 0.72 : rear ? 0.56 : 0.6;
  const glassHalf: RPt[] = open
    ? [
        [0, roof - 8, 0],
        [hw * 0.64, roof - 12, 6],
        [hw * 0.77, belt + 6, 6],
        [0, belt + 6, 0],
      ]
    : [
        [0, gTop, 0],
        [hw * narrow, gTop - 4, 16],
        [hw * (narrow + 0.16), gBase, 8],
        [0, gBase, 0],
      ];
  if (open) {
    // the windshield frame, then the seats in front of (rear) or behind (front) it
    const frameD = shape(glassHalf);
    const headrests = (): void => {
      for (const side of [1, -1]) {
        const u = side * hw * 0.42;
        const head: RPt[] = [
          [u - 32, belt - 4, 8],
          [u - 28, belt + 50, 16],
          [u + 28, belt + 50, 16],
          [u + 32, belt - 4, 8],
        ];
        doc.add(path(rounded(mapR(m, head, s)), rear ? tone(look.seat, -0.2) : '#202226'));
      }
    };
    if (!rear) headrests();
    doc.add(
      path(frameD, glassFill(doc, look), rear ? 0.35 : 0.6),
      path(
        frameD,
        'none',
        undefined,
        ` stroke="${tone(color, rear ? -0.35 : -0.1)}" stroke-width="${n1(7 * s)}"`,
      ),
    );
    if (rear) headrests();
  } else {
    const cabin = shape(
      spec.bed && rear
        ? [
            [0, roof, 0],
            [hw * 0.6, roof - 2, 30],
            [hw * 0.76, belt + 4, 10],
            [hw * 0.78, belt - 8, 0],
            [0, belt - 8, 0],
          ]
        : spec.face === 'box'
          ? [
              [0, roof, 0],
              [hw * 0.88, roof - 2, 30],
              [hw * 0.95, belt + 4, 10],
              [hw * 0.96, belt - 8, 0],
              [0, belt - 8, 0],
            ]
          : [
              [0, roof, 0],
              [hw * 0.64, roof - 2, 34],
              [hw * 0.85, belt + 4, 10],
              [hw * 0.86, belt - 8, 0],
              [0, belt - 8, 0],
            ],
    );
    doc.add(path(cabin, bodyFill), path(cabin, shade));
    doc.add(path(shape(glassHalf), glassFill(doc, look)));
    doc.add(
      path(
        poly(
          mapAll(m, [
            [-hw * 0.3, gTop - 2],
            [-hw * 0.1, gTop - 2],
            [-hw * 0.34, gBase + 2],
            [-hw * 0.54, gBase + 2],
          ]),
        ),
        '#ffffff',
        0.08,
      ),
    );
  }
  doc.add(path(lowerD, bodyFill), path(lowerD, shade));
  // hood or deck surface
  const deck: RPt[] = [
    [0, belt, 0],
    [hw * 0.84, belt - 2, 24],
    [hw * 0.95, topH - 4, 12],
    [0, topH + 4, 0],
  ];
  doc.add(path(shape(deck), tone(color, 0.12), 0.8));
  doc.add(
    line(
      `M${pt(m(-hw * 0.93, topH - 4))}Q${pt(m(0, topH + 8))} ${pt(m(hw * 0.93, topH - 4))}`,
      tone(color, -0.4),
      2 * s,
      0.5,
    ),
  );
  // mirrors on the doors
  const mirror: RPt[] = [
    [hw * 0.8, belt - 2, 6],
    [hw * 1.08, belt + 6, 8],
    [hw * 1.1, belt + 30, 10],
    [hw * 0.84, belt + 26, 6],
  ];
  const cap: RPt[] = [
    [hw * 0.84, belt + 2, 4],
    [hw * 1.08, belt + 8, 6],
    [hw * 1.09, belt + 14, 4],
    [hw * 0.84, belt + 8, 4],
  ];
  doc.add(
    path(rounded(mapR(m, mirror, s)) + rounded(mapR(m, flip(mirror), s)), tone(color, -0.06)),
    path(rounded(mapR(m, cap, s)) + rounded(mapR(m, flip(cap), s)), '#1b1c20', 0.8),
  );
  if (rear) rearDetails(doc, look, color, f);
  else frontDetails(doc, look, color, f);
}

function rearDetails(doc: Doc, look: Look, color: string, f: FaceFrame): void {
  const { m, k, spec } = f;
  const hw = spec.width / 2;
  const c = spec.clear;
  const red = doc.shared('red', () =>
    doc.linear(
      [
        [0, '#ff5a52'],
        [1, '#a3121c'],
      ],
      0,
      0,
      0,
      1,
    ),
  );
  const both = (half: readonly RPt[]): string =>
    rounded(mapR(m, half, k)) +
    rounded(
      mapR(
        m,
        half.map((p): RPt => [-p[0], p[1], p[2]]),
        k,
      ),
    );
  const deck = Math.min(vertex(spec, 2)[1], spec.belt);
  const fh = deck - c;
  if (spec.tail === 'tall') {
    const lamps: RPt[] = [
      [hw * 0.84, deck - 6, 6],
      [hw * 0.98, deck - 6, 6],
      [hw * 0.98, deck - fh * 0.55, 6],
      [hw * 0.84, deck - fh * 0.55, 6],
    ];
    doc.add(path(both(lamps), red));
  } else {
    const lamps: RPt[] = [
      [hw * 0.5, deck - fh * 0.08, 6],
      [hw * 0.97, deck - fh * 0.06, 10],
      [hw * 0.98, deck - fh * 0.34, 8],
      [hw * 0.58, deck - fh * 0.3, 6],
    ];
    doc.add(
      path(
        both(lamps),
        red,
        undefined,
        ` stroke="${tone(color, -0.5)}" stroke-width="${n1(2 * k)}"`,
      ),
    );
    if (look.lightBar) {
      doc.add(
        line(
          `M${pt(m(-hw * 0.5, deck - fh * 0.15))}L${pt(m(hw * 0.5, deck - fh * 0.15))}`,
          '#e0323a',
          5 * k,
        ),
      );
    }
    doc.add(
      line(
        `M${pt(m(-hw * 0.9, deck - fh * 0.14))}L${pt(m(-hw * 0.62, deck - fh * 0.16))}M${pt(m(hw * 0.9, deck - fh * 0.14))}L${pt(m(hw * 0.62, deck - fh * 0.16))}`,
        '#ffd0cc',
        3 * k,
        0.9,
      ),
    );
  }
  // third brake light
  if (!spec.open) {
    const y = spec.roof - (spec.roof - spec.belt) * 0.1;
    doc.add(line(`M${pt(m(-hw * 0.18, y))}L${pt(m(hw * 0.18, y))}`, '#d8262f', 4 * k));
  }
  if (spec.bed || spec.face === 'box') {
    const handleH = deck - fh * 0.3;
    doc.add(
      line(
        spec.bed
          ? `M${pt(m(-hw * 0.8, deck - 8))}L${pt(m(hw * 0.8, deck - 8))}`
          : `M${pt(m(0, spec.belt + (spec.roof - spec.belt) * 0.9))}L${pt(m(0, c + fh * 0.3))}`,
        tone(color, -0.45),
        2.5 * k,
        0.6,
      ),
      path(
        rounded(
          mapR(
            m,
            [
              [-hw * 0.14, handleH + 8, 4],
              [hw * 0.14, handleH + 8, 4],
              [hw * 0.14, handleH - 8, 4],
              [-hw * 0.14, handleH - 8, 4],
            ],
            k,
          ),
        ),
        '#1d1f23',
        0.85,
      ),
    );
  }
  doc.add(
    line(
      `M${pt(m(-hw * 0.97, c + fh * 0.36))}Q${pt(m(0, c + fh * 0.33))} ${pt(m(hw * 0.97, c + fh * 0.36))}`,
      tone(color, -0.45),
      2 * k,
      0.45,
    ),
  );
  // bumper diffuser and exhausts
  const diffuser: RPt[] = [
    [0, c + fh * 0.2, 0],
    [hw * 0.8, c + fh * 0.2, 14],
    [hw * 0.74, c - 2, 10],
    [0, c - 2, 0],
  ];
  doc.add(path(rounded(mapR(m, mirrored(diffuser), k)), '#1c1e22'));
  doc.add(
    line(
      `M${pt(m(-hw * 0.86, c + fh * 0.26))}L${pt(m(-hw * 0.72, c + fh * 0.26))}M${pt(m(hw * 0.86, c + fh * 0.26))}L${pt(m(hw * 0.72, c + fh * 0.26))}`,
      '#b31b24',
      4 * k,
    ),
  );
  for (const side of spec.bed || spec.face === 'box' ? [-1] : [1, -1]) {
    doc.add(
      group(
        ` transform="${frame(m, side * hw * 0.55, c + fh * 0.08)}"`,
        ellipse(0, 0, 16, 9, '#d3d7dc'),
        ellipse(0, 0, 12, 6, '#222428'),
      ),
    );
  }
  plate(doc, f, c + fh * (spec.notch ? 0.42 : 0.3), fh);
}

// ---------------------------------------------------------------------------------------------
// Three-quarter view: the side outline extruded across the width and seen in perspective

interface Camera {
  project: (x: number, h: number, z: number) => Pt;
  depth: (x: number, z: number) => number;
  horizon: number;
  k: number;
}

function camera(spec: CarSpec): Camera {
  const theta = 0.6;
  const cos = Math.cos(theta);
  const sin = Math.sin(theta);
  const L = spec.length;
  const hw = spec.width / 2;
  const D = L * 2.4;
  const camH = spec.roof + 60;
  // shorter cars are framed a little smaller, so a hatchback does not look like a wagon
  const k0 = (920 * Math.sqrt(L / 900)) / (L * cos + spec.width * sin);
  const f = k0 * D;
  const depth = (x: number, z: number): number => D - ((x - L / 2) * sin + z * cos);
  const raw = (x: number, h: number, z: number): Pt => {
    const w = depth(x, z);
    return [(f * ((x - L / 2) * cos - z * sin)) / w, (-f * (h - camH)) / w];
  };
  let minX = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const x of [0, L]) {
    for (const z of [hw, -hw]) {
      for (const h of [0, spec.roof]) {
        const p = raw(x, h, z);
        minX = Math.min(minX, p[0]);
        maxX = Math.max(maxX, p[0]);
        maxY = Math.max(maxY, p[1]);
      }
    }
  }
  const dx = 600 - (minX + maxX) / 2;
  const dy = 652 - maxY;
  return {
    project: (x, h, z) => {
      const p = raw(x, h, z);
      return [p[0] + dx, p[1] + dy];
    },
    depth,
    horizon: dy,
    k: k0,
  };
}

function threeQuarterView(doc: Doc, spec: CarSpec, look: Look, color: string): void {
  const cam = camera(spec);
  const { project, k } = cam;
  const hw = spec.width / 2;
  const zOf = (h: number): number =>
    h <= spec.belt ? hw : hw * (1 - (0.14 * (h - spec.belt)) / Math.max(1, spec.roof - spec.belt));
  const mid = project(spec.length / 2, 0, 0);
  const reflect = drawScene(doc, look, cam.horizon, mid[1]);
  // shadow
  const foot = [
    project(-16, 0, hw + 24),
    project(spec.length + 20, 0, hw + 24),
    project(spec.length + 20, 0, -hw - 24),
    project(-16, 0, -hw - 24),
  ];
  doc.add(ellipse(mid[0], mid[1], spec.length * k * 0.66, 80 * k, shadowFill(doc)));
  doc.add(path(rounded(foot.map((p): RPt => [p[0], p[1], 60])), '#000000', 0.2));
  // the side outline, flattened
  const top = flattenProfile(spec);
  const nearAt = (p: Pt): Pt => project(p[0], p[1], zOf(p[1]));
  if (reflect) {
    const fade = doc.linear(
      [
        [0, color, 0.2],
        [1, color, 0],
      ],
      0,
      mid[1],
      0,
      mid[1] + spec.roof * k * 0.7,
      true,
    );
    // the mirrored flank without wheel arches: wheels barely show in a soft reflection
    const down: Map2 = (x, h) => project(x, -h, zOf(h));
    doc.add(path(rounded(mapR(down, profileR(spec), k)), fade));
  }
  // far wheels
  for (const axle of [spec.rearAxle, spec.frontAxle]) {
    doc.add(
      group(
        ` transform="${frame((x, h) => project(x, h, -hw + 16), axle, spec.wheel)}"`,
        circle(0, 0, spec.wheel, '#141518'),
      ),
    );
  }
  // upper surfaces
  const light: Pt = [0.42, 0.91];
  // Front-facing strips of the extruded outline barely overlap, so they are merged by shade.
  const shades = new Map<string, string>();
  const insets: string[] = [];
  for (let i = 0; i < top.length - 1; i++) {
    const a = at(top, i);
    const b = at(top, i + 1);
    const za = zOf(a.p[1]);
    const zb = zOf(b.p[1]);
    const q = [
      project(a.p[0], a.p[1], za),
      project(b.p[0], b.p[1], zb),
      project(b.p[0], b.p[1], -zb),
      project(a.p[0], a.p[1], -za),
    ];
    let area = 0;
    q.forEach((p, j) => {
      const r = at(q, j + 1);
      area += p[0] * r[1] - r[0] * p[1];
    });
    if (area >= -0.5) continue;
    const dx = b.p[0] - a.p[0];
    const dh = b.p[1] - a.p[1];
    const len = Math.hypot(dx, dh) || 1;
    const dot = (-dh / len) * light[0] + (dx / len) * light[1];
    const fill = tone(color, Math.round(clamp(-0.3 + 0.45 * dot, -0.4, 0.2) * 12) / 12);
    shades.set(fill, (shades.get(fill) ?? '') + poly(q));
    if (a.edge === 'g' || a.edge === 'b' || a.edge === 'o') {
      const inset = (t: number, s: number): Pt => {
        const p = lerp(a.p, b.p, t);
        return project(p[0], p[1], zOf(p[1]) * s);
      };
      insets.push(
        path(
          poly([inset(0.04, 0.84), inset(0.96, 0.84), inset(0.96, -0.84), inset(0.04, -0.84)]),
          a.edge === 'g'
            ? glassFill(doc, look)
            : a.edge === 'b'
              ? '#1d1e22'
              : tone(look.seat, -0.35),
        ),
      );
      if (a.edge === 'g') {
        insets.push(
          path(
            poly([inset(0.1, 0.1), inset(0.9, 0.3), inset(0.9, 0.05), inset(0.1, -0.15)]),
            '#ffffff',
            0.1,
          ),
        );
      }
    }
  }
  for (const [fill, d] of shades) {
    doc.add(path(d, fill, undefined, ` stroke="${fill}"`));
  }
  doc.add(...insets);
  if (spec.open) {
    for (const side of [1, -1]) {
      const z = side * hw * 0.45;
      const head = [
        project(318, spec.belt, z + 30),
        project(318, spec.belt + 48, z + 26),
        project(318, spec.belt + 48, z - 26),
        project(318, spec.belt, z - 30),
      ];
      doc.add(path(rounded(head.map((p): RPt => [p[0], p[1], 12 * k])), tone(look.seat, -0.1)));
    }
  }
  // near side
  const nearD = flankOutline(spec, nearAt3(project, zOf), k);
  const y0 = project(spec.length / 2, spec.roof, hw)[1];
  const y1 = project(spec.length / 2, spec.clear, hw)[1];
  doc.add(path(nearD, bodyGradient(doc, color, y0, y1)));
  const m: Map2 = (x, h) => project(x, h, zOf(h) + 0.5);
  if (spec.bed) {
    doc.add(
      line(`M${pt(m(326, 206))}L${pt(m(326, spec.clear + 14))}`, tone(color, -0.45), 2.2 * k, 0.55),
    );
  }
  flankDetails(doc, spec, look, color, { m, k });
  // front details on the nose
  const front = top.filter((p) => p.p[0] > spec.length - 90 && p.p[1] < nose(spec).hood[1] + 2);
  const frontX = (h: number): number => {
    for (let i = 0; i < front.length - 1; i++) {
      const a = at(front, i).p;
      const b = at(front, i + 1).p;
      if ((h <= a[1] && h >= b[1]) || (h >= a[1] && h <= b[1])) {
        const t = a[1] === b[1] ? 0 : (h - a[1]) / (b[1] - a[1]);
        return a[0] + (b[0] - a[0]) * t;
      }
    }
    return spec.length;
  };
  frontDetails(doc, look, color, {
    m: (u, h) => project(frontX(h) + 0.5, h, -u),
    k,
    spec,
    bent: true,
  });
  // mirror
  doc.add(
    path(rounded(mapR((x, h) => project(x, h, hw + 26), mirrorShape(spec), k)), tone(color, -0.05)),
  );
  // wells and near wheels
  for (const axle of [spec.rearAxle, spec.frontAxle]) {
    doc.add(path(poly(archPoints(spec, axle, 10).map(nearAt)), '#121317'));
    const g = project(axle, 0, hw - 30);
    doc.add(ellipse(g[0], g[1], spec.wheel * k * 0.9, spec.wheel * k * 0.2, '#000000', 0.45));
    doc.add(
      group(
        ` transform="${frame((x, h) => project(x, h, hw - 44), axle, spec.wheel)}"`,
        circle(0, 0, spec.wheel, '#101113'),
      ),
      group(
        ` transform="${frame((x, h) => project(x, h, hw - 12), axle, spec.wheel)}"`,
        wheelArt(doc, look, spec.wheel),
      ),
    );
  }
}

const nearAt3 =
  (project: Camera['project'], zOf: (h: number) => number): Map2 =>
  (x, h) =>
    project(x, h, zOf(h));

/** The side outline (body with wheel arches) under any mapping, arches as polylines. */
function flankOutline(spec: CarSpec, m: Map2, k: number): string {
  let d = rounded(mapR(m, profileR(spec), k), false);
  for (const axle of [spec.frontAxle, spec.rearAxle]) {
    d += `L${archPoints(spec, axle, 8)
      .map((p) => pt(m(p[0], p[1])))
      .join('L')}`;
  }
  return `${d}Z`;
}

function flattenProfile(spec: CarSpec): { p: Pt; edge?: EdgeKind }[] {
  const out: { p: Pt; edge?: EdgeKind }[] = [];
  const pts = spec.profile;
  pts.forEach((c, i) => {
    if (i === 0 || i === pts.length - 1) {
      out.push({ p: [c[0], c[1]], edge: c[3] });
      return;
    }
    const [a, b] = cornerCut(at(pts, i - 1), [c[0], c[1], c[2]], at(pts, i + 1));
    const steps = c[2] > 40 ? 4 : c[2] > 20 ? 3 : 2;
    for (let s = 0; s <= steps; s++) {
      const t = s / steps;
      const p: Pt = [
        (1 - t) * (1 - t) * a[0] + 2 * (1 - t) * t * c[0] + t * t * b[0],
        (1 - t) * (1 - t) * a[1] + 2 * (1 - t) * t * c[1] + t * t * b[1],
      ];
      out.push(s === steps ? { p, edge: c[3] } : { p });
    }
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Cabin views

const outdoor: Record<SceneKind, Palette> = {
  studio: { skyTop: '#86b9df', skyLow: '#e4ecef', far: '#a9b5bf', ground: '#b7b1a5' },
  showroom: { skyTop: '#94c2e2', skyLow: '#f2e8d4', far: '#d8bd8c', ground: '#d3b27c' },
  dusk: palettes.dusk,
  desert: palettes.desert,
};

/** The world seen through the windscreen, for the cabin views. */
function outsideView(doc: Doc, look: Look, horizon: number): void {
  const p = outdoor[look.scene];
  const sky = doc.linear(
    [
      [0, p.skyTop],
      [1, p.skyLow],
    ],
    0,
    0,
    0,
    horizon,
    true,
  );
  doc.add(rect(0, 0, 1200, horizon + 1, sky));
  const rng = random(look.sceneSeed + 5);
  const city = look.scene === 'dusk' || look.scene === 'studio';
  let far = `M0 ${horizon}`;
  if (city) {
    for (let x = 0; x < 1200; x += 30 + Math.floor(rng() * 40)) {
      far += `V${n0(horizon - 14 - rng() * 50)}H${x + 30}`;
    }
    far += `V${horizon}H0Z`;
  } else {
    far = dunes(rng, horizon, 22, 300);
  }
  doc.add(path(far, p.far, 0.85));
  doc.add(rect(0, horizon, 1200, 800 - horizon, p.ground));
  doc.add(
    path(`M585 ${horizon}H615L980 800H220Z`, look.scene === 'dusk' ? '#2d2934' : '#5a5652', 0.9),
  );
  doc.add(line(`M600 ${horizon + 6}V800`, '#f1e5c8', 5, 0.7, ' stroke-dasharray="24 34"'));
}

function interiorView(doc: Doc, look: Look): void {
  outsideView(doc, look, 330);
  const lining = doc.linear(
    [
      [0, '#d6d0c6'],
      [1, '#aca699'],
    ],
    0,
    0,
    0,
    1,
  );
  const pillar = '#a39d92';
  // windscreen glare, roof lining, pillars and visors
  doc.add(path('M360 110H520L330 400H170Z', '#ffffff', 0.06));
  doc.add(path('M0 0H1200V150Q1080 96 900 88Q600 78 300 88Q120 96 0 150Z', lining));
  doc.add(
    path('M196 92L252 90L356 356L298 364Z', pillar),
    path('M1004 92L948 90L844 356L902 364Z', pillar),
  );
  doc.add(
    path('M0 146Q30 130 64 124L92 800H0Z', pillar),
    path('M1200 146Q1170 130 1136 124L1108 800H1200Z', pillar),
  );
  doc.add(rect(268, 88, 196, 56, '#c2bbb0', 14), rect(736, 88, 196, 56, '#c2bbb0', 14));
  doc.add(rect(592, 60, 16, 44, '#2a2b2f'), rect(520, 96, 160, 44, '#1b1c20', 14));
  doc.add(rect(530, 104, 140, 28, '#6d7f92', 9), rect(530, 104, 70, 28, '#ffffff', 9, 0.12));
  // dashboard
  const dash = doc.linear(
    [
      [0, '#3d3f45'],
      [0.3, '#26272b'],
      [1, '#141518'],
    ],
    0,
    0,
    0,
    1,
  );
  doc.add(path('M0 470Q40 372 270 356Q600 336 930 356Q1160 372 1200 470V640H0Z', dash));
  doc.add(line('M50 440Q110 372 300 362Q600 346 900 362Q1090 372 1150 440', '#ffffff', 3, 0.08));
  doc.add(line('M40 470Q600 396 1160 470', look.accent, 4, 0.85));
  // cluster hood, screen, vents
  doc.add(path('M236 378Q244 340 300 338H470Q520 340 528 380Z', '#17181b'));
  doc.add(
    rect(274, 352, 224, 32, '#0f1216', 10),
    line('M304 368h50M394 368h80', look.accent, 5, 0.8),
  );
  doc.add(rect(516, 282, 208, 124, '#0d0f13', 16), rect(526, 292, 188, 104, '#22364a', 9));
  doc.add(line('M544 378Q590 312 640 344T704 310', look.accent, 5), circle(640, 344, 7, '#ffffff'));
  doc.add(rect(150, 402, 82, 30, '#0c0d0f', 10), rect(968, 402, 82, 30, '#0c0d0f', 10));
  doc.add(rect(552, 424, 44, 22, '#0c0d0f', 8), rect(604, 424, 44, 22, '#0c0d0f', 8));
  // doors
  doc.add(rect(0, 630, 1200, 170, '#18191c'));
  const door = doc.linear(
    [
      [0, '#303137'],
      [1, '#16171a'],
    ],
    0,
    0,
    0,
    1,
  );
  doc.add(
    path('M0 452L246 432L262 500L150 800H0Z', door),
    path('M1200 452L954 432L938 500L1050 800H1200Z', door),
  );
  doc.add(line('M16 486L236 466M1184 486L964 466', look.accent, 3, 0.7));
  // steering wheel
  doc.add(
    '<ellipse cx="380" cy="488" rx="128" ry="116" fill="none" stroke="#121316" stroke-width="26"/>',
    path('M262 498Q380 458 498 498L468 540Q380 520 292 540Z', '#1b1c1f'),
    rect(336, 458, 88, 68, '#232428', 20),
    circle(380, 488, 13, '#8a8f96'),
  );
  // centre console
  doc.add(path('M500 640L540 490H660L700 640L720 800H480Z', '#1c1d21'));
  doc.add(rect(575, 540, 50, 70, '#2b2d31', 16), circle(600, 550, 18, '#3b3d42'));
  doc.add(ellipse(560, 680, 24, 16, '#0d0e10'), ellipse(640, 680, 24, 16, '#0d0e10'));
  // front seats
  const seat = look.seat;
  const seatFill = doc.linear(
    [
      [0, tone(seat, 0.14)],
      [1, tone(seat, -0.32)],
    ],
    0,
    0,
    0,
    1,
  );
  for (const cx of [330, 870]) {
    doc.add(
      path(
        `M${cx - 172} 800L${cx - 152} 610Q${cx - 142} 565 ${cx - 92} 560H${cx + 92}Q${cx + 142} 565 ${cx + 152} 610L${cx + 172} 800Z`,
        seatFill,
      ),
      path(`M${cx - 100} 800L${cx - 90} 606H${cx + 90}L${cx + 100} 800Z`, tone(seat, 0.06)),
      line(
        `M${cx - 84} 630H${cx + 84}M${cx - 88} 700H${cx + 88}`,
        tone(seat, -0.35),
        3,
        0.6,
        ' stroke-dasharray="6 6"',
      ),
      rect(cx - 30, 500, 10, 70, '#a2a6ab'),
      rect(cx + 20, 500, 10, 70, '#a2a6ab'),
      rect(cx - 80, 428, 160, 90, seatFill, 34),
      rect(cx - 64, 436, 128, 14, '#ffffff', 7, 0.08),
    );
  }
  vignette(doc);
}

function vignette(doc: Doc): void {
  const v = doc.radial(
    [
      [0.55, '#000000', 0],
      [1, '#000000', 0.45],
    ],
    0.5,
    0.5,
    0.75,
  );
  doc.add(rect(0, 0, 1200, 800, v));
}

function gauge(cx: number, cy: number, r: number, value: number, accent: string): string {
  const start = Math.PI * 0.75;
  const sweep = Math.PI * 1.5;
  let ticks = '';
  for (let i = 0; i <= 20; i++) {
    const a = start + (sweep * i) / 20;
    const inner = i % 5 === 0 ? r * 0.78 : r * 0.86;
    ticks += `M${pt([cx + Math.cos(a) * inner, cy + Math.sin(a) * inner])}L${pt([cx + Math.cos(a) * r * 0.94, cy + Math.sin(a) * r * 0.94])}`;
  }
  const end = start + sweep * value;
  const arc = `M${pt([cx + Math.cos(start) * r, cy + Math.sin(start) * r])}A${n1(r)} ${n1(r)} 0 ${sweep * value > Math.PI ? 1 : 0} 1 ${pt([cx + Math.cos(end) * r, cy + Math.sin(end) * r])}`;
  return [
    circle(cx, cy, r * 1.08, '#0b0d11'),
    line(ticks, '#c9d3de', 2.5, 0.8),
    line(arc, accent, 6),
    line(
      `M${cx} ${cy}L${pt([cx + Math.cos(end) * r * 0.8, cy + Math.sin(end) * r * 0.8])}`,
      '#ff5a4f',
      4,
    ),
    circle(cx, cy, r * 0.14, '#2a2e35'),
  ].join('');
}

function dashboardView(doc: Doc, look: Look): void {
  outsideView(doc, look, 160);
  const dash = doc.linear(
    [
      [0, '#34363c'],
      [0.3, '#222327'],
      [1, '#121315'],
    ],
    0,
    0,
    0,
    1,
  );
  doc.add(path('M0 260Q300 200 600 200T1200 250V800H0Z', dash));
  doc.add(line('M0 290Q600 210 1200 280', look.accent, 4, 0.8));
  doc.add(path('M170 330Q180 250 260 246H740Q820 250 830 330Z', '#16171a'));
  const screen = doc.linear(
    [
      [0, '#16202c'],
      [1, '#07090c'],
    ],
    0,
    0,
    0,
    1,
  );
  doc.add(rect(200, 280, 600, 230, screen, 24));
  const rng = random(look.sceneSeed + 9);
  doc.add(gauge(350, 395, 92, between(rng, 0.3, 0.6), look.accent));
  doc.add(gauge(650, 395, 92, between(rng, 0.15, 0.4), look.accent));
  doc.add(rect(455, 330, 90, 12, '#2a3644', 6), rect(455, 352, 60, 12, look.accent, 6, 0.8));
  doc.add(rect(455, 374, 90, 12, '#2a3644', 6), rect(470, 430, 60, 40, '#1a2330', 8));
  // centre screen with a map
  doc.add(rect(880, 280, 300, 220, '#0b0c0f', 20), rect(892, 292, 276, 196, '#e6ebe8', 12));
  doc.add(
    line(
      'M900 350Q980 330 1050 380T1160 360M930 300L980 480M1060 296L1100 480M892 430H1168',
      '#c5ccc9',
      8,
    ),
    line('M940 470L975 400Q1000 350 1050 380L1120 330', look.accent, 7),
    circle(1120, 330, 11, '#ffffff', undefined, ` stroke="${look.accent}" stroke-width="5"`),
    rect(892, 452, 276, 36, '#ffffff', 0, 0.8),
    rect(906, 462, 80, 16, '#9aa3ab', 8),
  );
  // vents
  for (const x of [40, 880]) {
    doc.add(rect(x, 560, x === 40 ? 110 : 290, 70, '#0d0e10', 18));
    doc.add(
      line(
        `M${x + 14} 580h${x === 40 ? 82 : 262}M${x + 14} 596h${x === 40 ? 82 : 262}M${x + 14} 612h${x === 40 ? 82 : 262}`,
        '#2c2e33',
        5,
      ),
    );
  }
  // steering wheel
  const rim = doc.linear(
    [
      [0, '#3a3c42'],
      [1, '#0e0f11'],
    ],
    0,
    0,
    0,
    1,
  );
  doc.add(ring(500, 800, 330, '#141518', 56), ring(500, 800, 330, rim, 40));
  doc.add(path('M220 700Q500 600 780 700L700 800H300Z', '#1b1c20'));
  doc.add(rect(400, 600, 200, 140, '#232429', 44), circle(500, 670, 26, '#3a3d43'));
  for (const [x, y] of [
    [330, 690],
    [360, 670],
    [640, 670],
    [670, 690],
  ] as const) {
    doc.add(circle(x, y, 11, '#3f4248'));
  }
  doc.add(
    circle(1100, 700, 40, '#1a1b1e'),
    ring(1100, 700, 30, look.accent, 4),
    circle(1100, 700, 18, '#2c2e33'),
  );
  vignette(doc);
}

// ---------------------------------------------------------------------------------------------
// Wheel close-up

function wheelView(doc: Doc, look: Look, color: string): void {
  const p = palettes[look.scene];
  const cx = 600;
  const cy = 426;
  const R = 272;
  const ground = cy + R;
  const sill = ground - 124;
  const ar = R + 46;
  const dx = Math.sqrt(ar * ar - (sill - cy) ** 2);
  doc.add(rect(0, 0, 1200, 800, p.ground));
  const under = doc.linear(
    [
      [0, '#000000', 0.6],
      [0.45, '#000000', 0.25],
      [1, '#000000', 0],
    ],
    0,
    sill,
    0,
    800,
    true,
  );
  doc.add(rect(0, sill, 1200, 800 - sill, under));
  doc.add(ellipse(cx, ground, R * 1.3, 26, shadowFill(doc)));
  const well = doc.linear(
    [
      [0, '#303136'],
      [1, '#0d0e10'],
    ],
    0,
    cy - ar,
    0,
    sill,
    true,
  );
  doc.add(path(`M${n1(cx - dx)} ${sill}A${ar} ${ar} 0 1 1 ${n1(cx + dx)} ${sill}Z`, well));
  const body = doc.linear(
    [
      [0, tone(color, 0.3)],
      [0.5, color],
      [0.86, tone(color, -0.25)],
      [0.88, tone(color, -0.4)],
      [1, tone(color, -0.3)],
    ],
    0,
    0,
    0,
    1,
  );
  doc.add(
    path(`M0 0H1200V${sill}H${n1(cx + dx)}A${ar} ${ar} 0 1 0 ${n1(cx - dx)} ${sill}H0Z`, body),
  );
  doc.add(line('M0 132Q600 104 1200 132', '#ffffff', 4, 0.3));
  doc.add(line('M0 138Q600 110 1200 138', '#000000', 3, 0.1));
  doc.add(
    line(
      `M${n1(cx - dx - 12)} ${sill}A${ar + 12} ${ar + 12} 0 1 1 ${n1(cx + dx + 12)} ${sill}`,
      '#ffffff',
      4,
      0.2,
    ),
  );
  // tyre
  const tyre = doc.radial([
    [0.7, '#25272b'],
    [0.92, '#1a1b1e'],
    [1, '#0c0c0e'],
  ]);
  doc.add(
    circle(cx, cy, R, tyre),
    ring(cx, cy, R - 1.5, '#3a3c41', 3),
    ring(cx, cy, R * 0.86, '#2f3136', 6),
    ring(cx, cy, R * 0.78, '#0f1012', 10),
  );
  const rr = R * 0.68;
  doc.add(circle(cx, cy, rr, '#16171a'));
  // brake disc and caliper
  const disc = doc.radial([
    [0.35, '#6b7077'],
    [0.4, '#8e949b'],
    [1, '#5e6369'],
  ]);
  doc.add(circle(cx, cy, rr * 0.82, disc), ring(cx, cy, rr * 0.52, '#4d5157', 8));
  let holes = '';
  for (let i = 0; i < 18; i++) {
    const a = (i / 18) * Math.PI * 2;
    for (const rad of [rr * 0.62, rr * 0.72]) {
      const hx = cx + Math.cos(a + rad / 900) * rad;
      const hy = cy + Math.sin(a + rad / 900) * rad;
      holes += `M${n1(hx - 4)} ${n1(hy)}a4 4 0 1 0 8 0a4 4 0 1 0-8 0`;
    }
  }
  doc.add(path(holes, '#3b3f44'));
  const ca = -0.55;
  const c0 = ca - 0.42;
  const c1 = ca + 0.42;
  const cal = (rad: number, a: number): string =>
    pt([cx + Math.cos(a) * rad, cy + Math.sin(a) * rad]);
  doc.add(
    path(
      `M${cal(rr * 0.56, c0)}A${n1(rr * 0.56)} ${n1(rr * 0.56)} 0 0 1 ${cal(rr * 0.56, c1)}L${cal(rr * 0.9, c1 - 0.04)}A${n1(rr * 0.9)} ${n1(rr * 0.9)} 0 0 0 ${cal(rr * 0.9, c0 + 0.04)}Z`,
      look.caliper,
      undefined,
      ` stroke="${tone(look.caliper, -0.35)}" stroke-width="6" stroke-linejoin="round"`,
    ),
  );
  doc.add(
    line(
      `M${cal(rr * 0.8, c0 + 0.15)}A${n1(rr * 0.8)} ${n1(rr * 0.8)} 0 0 1 ${cal(rr * 0.8, c1 - 0.15)}`,
      '#ffffff',
      8,
      0.25,
    ),
  );
  // spokes
  const face = doc.linear(
    [
      [0, look.rimFace],
      [1, look.rimShade],
    ],
    0,
    0,
    1,
    1,
  );
  const count = look.spokes === 10 ? 5 : look.spokes;
  const spoke = `M${n1(cx - 20)} ${n1(cy - rr * 0.24)}L${n1(cx - (look.spokes === 10 ? 40 : 30))} ${n1(cy - rr * 0.97)}H${n1(cx + (look.spokes === 10 ? 40 : 30))}L${n1(cx + 20)} ${n1(cy - rr * 0.24)}Z`;
  const spokes: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = (360 / count) * i + 18;
    spokes.push(`<path d="${spoke}" fill="${face}" transform="rotate(${n1(a)} ${cx} ${cy})"/>`);
    spokes.push(
      `<path d="M${cx} ${n1(cy - rr * 0.32)}V${n1(cy - rr * 0.9)}" stroke="#fff" stroke-opacity=".22" stroke-width="5" transform="rotate(${n1(a - 3)} ${cx} ${cy})"/>`,
    );
    if (look.spokes === 10) {
      spokes.push(
        `<path d="M${cx} ${n1(cy - rr * 0.3)}V${n1(cy - rr * 0.95)}" stroke="#2a2c30" stroke-width="7" transform="rotate(${n1(a)} ${cx} ${cy})"/>`,
      );
    }
  }
  doc.add(group(` stroke="${look.rimShade}" stroke-width="3"`, ...spokes));
  doc.add(ring(cx, cy, rr * 0.98, face, 22), ring(cx, cy, rr * 1.04, '#0c0d0f', 6, 0.6));
  doc.add(circle(cx, cy, rr * 0.28, face), ring(cx, cy, rr * 0.28, look.rimShade, 4));
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
    doc.add(circle(cx + Math.cos(a) * rr * 0.18, cy + Math.sin(a) * rr * 0.18, 8, '#6f757c'));
  }
  doc.add(circle(cx, cy, rr * 0.1, '#2a2c30'), circle(cx - 3, cy - 3, rr * 0.04, '#ffffff', 0.3));
  doc.add(
    line(
      `M${cx - R * 0.8} ${cy - R * 0.45}A${R * 0.92} ${R * 0.92} 0 0 1 ${cx - R * 0.1} ${cy - R * 0.91}`,
      '#ffffff',
      10,
      0.06,
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Engine bay

function engineView(doc: Doc, look: Look, color: string): void {
  doc.add(rect(0, 0, 1200, 800, '#18191c'));
  // the raised hood, seen from below
  const hood = doc.linear(
    [
      [0, tone(color, -0.15)],
      [1, tone(color, -0.45)],
    ],
    0,
    0,
    0,
    1,
  );
  doc.add(path('M30 0H1170L1112 144H88Z', hood), path('M150 14H1050L1012 122H188Z', '#2b2c30'));
  doc.add(
    line(
      'M240 30L226 108M360 30L352 108M480 30V108M720 30V108M840 30L848 108M960 30L974 108',
      '#35363b',
      10,
    ),
  );
  doc.add(rect(570, 114, 60, 22, '#8d939b', 6));
  // cowl with wipers
  doc.add(path('M88 144H1112L1092 196H108Z', '#111214'));
  doc.add(line('M200 170H1000', '#24262a', 10, 1, ' stroke-dasharray="22 12"'));
  doc.add(line('M300 184L560 158M700 184L960 158', '#0a0a0b', 8));
  // bay
  const bay = doc.radial(
    [
      [0, '#2c2e33'],
      [1, '#141518'],
    ],
    0.5,
    0.55,
    0.6,
  );
  doc.add(path('M108 196H1092L1152 704H48Z', bay));
  // wings
  const wing = doc.linear(
    [
      [0, tone(color, 0.22)],
      [1, tone(color, -0.2)],
    ],
    0,
    0,
    1,
    0,
  );
  const wingR = doc.linear(
    [
      [0, tone(color, -0.2)],
      [1, tone(color, 0.22)],
    ],
    0,
    0,
    1,
    0,
  );
  doc.add(
    path('M0 150H94L110 196L48 704L0 744Z', wing),
    path('M1200 150H1106L1090 196L1152 704L1200 744Z', wingR),
  );
  doc.add(line('M104 200L46 700M1096 200L1154 700', '#ffffff', 3, 0.25));
  // strut towers and brace
  for (const x of [232, 968]) {
    doc.add(circle(x, 270, 52, '#2b2d32'), circle(x, 270, 28, '#3d4046'));
    doc.add(
      circle(x - 20, 258, 5, '#9aa0a7'),
      circle(x + 20, 258, 5, '#9aa0a7'),
      circle(x, 292, 5, '#9aa0a7'),
    );
  }
  doc.add(
    line('M232 270H968', '#0f1012', 24),
    line('M232 266H968', '#a3a9b0', 14),
    line('M240 262H960', '#ffffff', 3, 0.4),
  );
  doc.add(circle(232, 270, 16, '#8d939b'), circle(968, 270, 16, '#8d939b'));
  // engine cover
  const cover = doc.linear(
    [
      [0, '#55595f'],
      [1, '#202327'],
    ],
    0,
    0,
    0,
    1,
  );
  const coverD = rounded([
    [424, 312, 40],
    [776, 312, 40],
    [828, 596, 36],
    [372, 596, 36],
  ]);
  doc.add(path(coverD, '#0c0d0f', 0.6, ' transform="translate(0 10)"'), path(coverD, cover));
  for (let i = 0; i < 4; i++) {
    const y = 348 + i * 44;
    const inset = 40 - i * 6;
    doc.add(
      rect(440 - inset / 2 + 24, y, 320 + inset, 24, '#2a2d32', 12),
      rect(444 - inset / 2 + 24, y + 2, 312 + inset, 6, '#ffffff', 3, 0.12),
    );
  }
  doc.add(
    rect(520, 530, 160, 44, tone(look.accent, -0.25), 14),
    rect(530, 538, 140, 28, '#c3c8ce', 9),
  );
  doc.add(circle(430, 560, 20, '#e0ad1f'), ring(430, 560, 12, '#a47b0c', 4));
  doc.add(path('M790 540h24v40q0 10-12 10t-12-10Z', '#f08c1e'));
  // battery
  doc.add(rect(112, 340, 210, 146, '#141517', 12), rect(120, 346, 194, 48, '#2a2c31', 10));
  doc.add(rect(134, 354, 40, 30, '#c8232c', 7), rect(260, 354, 40, 30, '#3b3d42', 7));
  doc.add(line('M116 430H318', '#26282c', 12));
  // coolant and brake fluid
  doc.add(
    rect(140, 506, 160, 108, '#e6e1d7', 24, 0.92),
    rect(140, 562, 160, 52, '#e987a8', 24, 0.55),
  );
  doc.add(circle(220, 506, 24, '#1c1d20'), ring(220, 506, 14, '#2c2e33', 5));
  doc.add(rect(330, 204, 74, 44, '#ddd8cc', 10), circle(367, 206, 16, '#e0ad1f'));
  // air box, intake and fuse box
  doc.add(rect(862, 330, 206, 176, '#1f2125', 22), rect(876, 344, 178, 148, '#2c2e33', 16));
  doc.add(rect(866, 380, 14, 26, '#55595f', 4), rect(866, 444, 14, 26, '#55595f', 4));
  doc.add(
    line('M868 412C830 412 820 384 792 376', '#121315', 46),
    line('M868 412C830 412 820 384 794 377', '#34363b', 38, 1, ' stroke-dasharray="5 9"'),
  );
  doc.add(line('M968 506Q968 600 930 690', '#121315', 40));
  doc.add(rect(700, 202, 140, 48, '#1a1b1e', 12), rect(708, 208, 124, 18, '#2a2c31', 8));
  doc.add(circle(1010, 586, 24, '#2d7fd3'), ring(1010, 586, 12, '#1d5da0', 5));
  // hoses and wiring
  doc.add(
    line('M560 604Q560 664 616 692', '#101113', 26),
    line('M690 604Q706 660 752 692', '#101113', 22),
  );
  doc.add(line('M322 372Q420 318 520 316', '#0c0d0e', 7));
  // radiator support, lamps and bumper
  doc.add(path('M48 692H1152L1166 740H34Z', '#0f1012'), rect(565, 700, 70, 26, '#4a4d53', 6));
  const lens = doc.linear(
    [
      [0, '#f4f7fa'],
      [1, '#a9b8c6'],
    ],
    0,
    0,
    0,
    1,
  );
  const lampD = 'M70 648L262 636L244 702H56ZM1130 648L938 636L956 702H1144Z';
  doc.add(path(lampD, lens, undefined, ' stroke="#0c0d0f" stroke-width="4"'));
  doc.add(circle(150, 670, 22, '#8a9bab'), circle(1050, 670, 22, '#8a9bab'));
  doc.add(circle(144, 664, 8, '#ffffff', 0.8), circle(1044, 664, 8, '#ffffff', 0.8));
  doc.add(path('M0 740Q600 708 1200 740V800H0Z', tone(color, -0.05)));
  doc.add(path('M0 740Q600 708 1200 740V756Q600 728 0 756Z', tone(color, 0.3)));
  vignette(doc);
}

// ---------------------------------------------------------------------------------------------
// Entry points

export function drawCarPicture(options: {
  bodyStyle: string;
  color: string;
  view: PictureView;
  seed: number;
}): string {
  const seed = normalSeed(options.seed);
  const spec = specOf(options.bodyStyle);
  const color = resolveColor(options.color, '#b8bdc3');
  const look = lookOf(seed, color);
  const prefix = `k${(hashText(`${seed}:${options.bodyStyle}:${options.view}`) % 46656).toString(36)}`;
  const doc = new Doc(prefix);
  switch (options.view) {
    case 'side':
      sideView(doc, spec, look, color);
      break;
    case 'front':
      faceView(doc, spec, look, color, false);
      break;
    case 'rear':
      faceView(doc, spec, look, color, true);
      break;
    case 'interior':
      interiorView(doc, look);
      break;
    case 'dashboard':
      dashboardView(doc, look);
      break;
    case 'wheel':
      wheelView(doc, look, color);
      break;
    case 'engine':
      engineView(doc, look, color);
      break;
    case 'threeQuarter':
    default:
      threeQuarterView(doc, spec, look, color);
  }
  return doc.toString();
}

// ---------------------------------------------------------------------------------------------
// Dealer logos

type Emblem = 'car' | 'wing' | 'road' | 'star' | 'wheel' | 'pyramid' | 'chevrons';

export function drawDealerLogo(options: { name: string; color: string; seed: number }): string {
  const seed = normalSeed(options.seed);
  const rng = random(seed * 31 + hashText(options.name));
  const base = resolveColor(options.color, '#0f766e');
  const doc = new Doc(`q${(hashText(`${seed}:${options.name}`) % 46656).toString(36)}`, 256, 256);
  const emblems: readonly Emblem[] = [
    'car',
    'wing',
    'road',
    'star',
    'wheel',
    'pyramid',
    'chevrons',
  ];
  const shapes = ['shield', 'badge', 'circle', 'hex'] as const;
  // consecutive seeds walk through every emblem and shape; the name only varies the trim
  const emblem = at(emblems, seed);
  const shapeKind = at(shapes, seed + Math.floor(seed / emblems.length));
  const outline =
    shapeKind === 'shield'
      ? 'M128 12L224 42V118C224 182 184 222 128 246C72 222 32 182 32 118V42Z'
      : shapeKind === 'badge'
        ? rounded([
            [20, 20, 52],
            [236, 20, 52],
            [236, 236, 52],
            [20, 236, 52],
          ])
        : shapeKind === 'hex'
          ? rounded(
              [0, 1, 2, 3, 4, 5].map((i): RPt => {
                const a = (Math.PI / 3) * i - Math.PI / 2;
                return [128 + Math.cos(a) * 116, 128 + Math.sin(a) * 116, 22];
              }),
            )
          : 'M128 12A116 116 0 1 1 127.9 12Z';
  const fill = doc.linear(
    [
      [0, tone(base, 0.22)],
      [1, tone(base, -0.28)],
    ],
    0,
    0,
    0,
    1,
  );
  const light = luma(base) > 0.7;
  const ink = light ? tone(base, -0.65) : '#ffffff';
  const soft = light ? tone(base, -0.4) : tone(base, 0.55);
  doc.add(path(outline, '#000000', 0.18, ' transform="translate(0 5)"'));
  doc.add(path(outline, fill));
  doc.add(
    path(
      outline,
      'none',
      undefined,
      ` stroke="${ink}" stroke-opacity=".55" stroke-width="5" transform="translate(128 128) scale(.86) translate(-128 -128)"`,
    ),
  );
  if (rng() < 0.5) {
    doc.add(
      path(
        outline,
        'none',
        undefined,
        ` stroke="${ink}" stroke-opacity=".25" stroke-width="2.5" transform="translate(128 128) scale(.8) translate(-128 -128)"`,
      ),
    );
  }
  doc.add(group(` clip-path="${doc.clip(outline)}"`, ellipse(128, 30, 150, 84, '#ffffff', 0.1)));
  switch (emblem) {
    case 'car':
      doc.add(
        path(
          rounded([
            [52, 160, 8],
            [56, 134, 12],
            [96, 124, 18],
            [122, 100, 22],
            [164, 100, 22],
            [190, 124, 14],
            [206, 132, 10],
            [206, 160, 8],
          ]),
          ink,
        ),
        path(
          rounded([
            [126, 108, 6],
            [158, 108, 6],
            [176, 123, 4],
            [112, 123, 4],
          ]),
          fill,
        ),
        circle(92, 160, 20, fill),
        circle(92, 160, 13, ink),
        circle(170, 160, 20, fill),
        circle(170, 160, 13, ink),
        line('M60 190H196', soft, 6),
      );
      break;
    case 'wing': {
      let d = '';
      for (let i = 0; i < 5; i++) {
        const y = 92 + i * 18;
        const len = 110 - i * 16;
        d += rounded([
          [70, y, 6],
          [70 + len, y - 16 + i * 2, 7],
          [70 + len - 8, y + 10, 5],
          [70, y + 12, 6],
        ]);
      }
      doc.add(path(d, ink), circle(70, 128, 24, soft), circle(70, 128, 12, ink));
      break;
    }
    case 'road':
      doc.add(
        path('M82 104A46 46 0 0 1 174 104Z', soft),
        line('M58 106H198', ink, 6),
        path('M86 196L123 106H133L170 196Z', ink),
        path('M126 116h4v14h-4ZM125 142h6v18h-6ZM123 172h10v22h-10Z', fill),
      );
      break;
    case 'star': {
      const star: Pt[] = [];
      for (let i = 0; i < 10; i++) {
        const a = -Math.PI / 2 + (Math.PI / 5) * i;
        const r = i % 2 === 0 ? 62 : 26;
        star.push([128 + Math.cos(a) * r, 132 + Math.sin(a) * r]);
      }
      doc.add(
        `<ellipse cx="128" cy="136" rx="88" ry="28" fill="none" stroke="${soft}" stroke-width="7" transform="rotate(-18 128 136)"/>`,
        path(poly(star), ink),
      );
      break;
    }
    case 'wheel':
      doc.add(
        ring(128, 128, 64, ink, 16),
        path(
          'M66 122Q128 104 190 122L188 140Q150 132 140 150L134 190H122L116 150Q106 132 68 140Z',
          ink,
        ),
        circle(128, 136, 16, fill),
        circle(128, 136, 8, soft),
      );
      break;
    case 'pyramid':
      doc.add(
        circle(164, 90, 17, soft),
        path('M62 180L118 94L174 180Z', ink),
        path('M118 94L174 180H128Z', soft, 0.45),
        path('M148 180L176 138L204 180Z', soft),
        line('M56 188H200', ink, 6),
      );
      break;
    case 'chevrons':
      doc.add(
        line('M76 120L128 74L180 120', soft, 20),
        line('M76 160L128 114L180 160', ink, 20),
        line('M76 200L128 154L180 200', ink, 20, 0.75),
      );
      break;
  }
  return doc.toString();
}
