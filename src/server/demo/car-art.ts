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

type Point = readonly [number, number, ...unknown[]];
type RoundedPoint = readonly [number, number, number];
type Random = () => number;
/** Maps a point of a drawing's own frame (along, up) to picture pixels. */
type ToPicture = (along: number, up: number) => Point;

const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, value));

function formatNumber(value: number, scale: number): string {
  const roundedValue = Math.round(value * scale) / scale;
  if (roundedValue === 0) return '0';
  const text = String(roundedValue);
  if (text.startsWith('0.')) return text.slice(1);
  if (text.startsWith('-0.')) return `-${text.slice(2)}`;
  return text;
}
/** One decimal for small numbers, whole pixels for large ones. */
const oneDecimal = (value: number): string => formatNumber(value, Math.abs(value) >= 100 ? 1 : 10);
const twoDecimals = (value: number): string => formatNumber(value, 100);
const threeDecimals = (value: number): string => formatNumber(value, 1000);

function seededRandom(seed: number): Random {
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
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const normalSeed = (seed: number): number => (Number.isFinite(seed) ? Math.floor(seed) : 0) >>> 0;

function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)] ?? items[0];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

const between = (random: Random, min: number, max: number): number => min + (max - min) * random();

type Rgb = readonly [number, number, number];

function parseColor(value: string): Rgb | undefined {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match?.[1]) return undefined;
  let digits = match[1];
  if (digits.length === 3) digits = [...digits].map((digit) => digit + digit).join('');
  const packed = parseInt(digits, 16);
  return [(packed >> 16) & 255, (packed >> 8) & 255, packed & 255];
}

const rgbOf = (hex: string): Rgb => parseColor(hex) ?? [128, 128, 128];

function hexOf(rgb: Rgb): string {
  return `#${rgb
    .map((channel) =>
      Math.round(clamp(channel, 0, 255))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(from: string, to: string, t: number): string {
  const start = rgbOf(from);
  const end = rgbOf(to);
  return hexOf([
    start[0] + (end[0] - start[0]) * t,
    start[1] + (end[1] - start[1]) * t,
    start[2] + (end[2] - start[2]) * t,
  ]);
}

/** Lightens (amount > 0) or darkens (amount < 0) a colour. */
const tone = (color: string, amount: number): string =>
  amount >= 0 ? mix(color, '#ffffff', amount) : mix(color, '#000000', -amount);

function luma(color: string): number {
  const [r, g, b] = rgbOf(color);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function saturation(color: string): number {
  const [r, g, b] = rgbOf(color);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  return max === 0 ? 0 : (max - min) / max;
}

function resolveColor(value: string, fallback: string): string {
  const named = carColors.find((carColor) => carColor.key === value);
  if (named) return named.hex;
  const rgb = parseColor(value);
  return rgb ? hexOf(rgb) : fallback;
}

// ---------------------------------------------------------------------------------------------
// Geometry and SVG writing

const wholeNumber = (value: number): string => formatNumber(value, 1);
const svgPoint = (point: Point): string => `${wholeNumber(point[0])} ${wholeNumber(point[1])}`;
const polygon = (points: readonly Point[]): string => `M${points.map(svgPoint).join('L')}Z`;
const lerp = (a: Point, b: Point, t: number): Point => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
];

function cornerCut(previous: Point, corner: RoundedPoint, next: Point): [Point, Point] {
  const previousDistance = Math.hypot(previous[0] - corner[0], previous[1] - corner[1]) || 1;
  const nextDistance = Math.hypot(next[0] - corner[0], next[1] - corner[1]) || 1;
  const radius = Math.min(corner[2], previousDistance / 2, nextDistance / 2);
  return [
    [
      corner[0] + ((previous[0] - corner[0]) * radius) / previousDistance,
      corner[1] + ((previous[1] - corner[1]) * radius) / previousDistance,
    ],
    [
      corner[0] + ((next[0] - corner[0]) * radius) / nextDistance,
      corner[1] + ((next[1] - corner[1]) * radius) / nextDistance,
    ],
  ];
}

function cyclicAt<T>(items: readonly T[], index: number): T {
  const item = items[((index % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error('empty list');
  return item;
}

/** A path through points whose corners are rounded by their third number. */
function rounded(points: readonly RoundedPoint[], closed = true): string {
  let d = '';
  points.forEach((corner, i) => {
    const last = i === points.length - 1;
    if (!closed && (i === 0 || last)) {
      d += `${i === 0 ? 'M' : 'L'}${svgPoint(corner)}`;
      return;
    }
    if (corner[2] < 0.5) {
      d += `${i === 0 ? 'M' : 'L'}${svgPoint(corner)}`;
      return;
    }
    const [entry, exit] = cornerCut(cyclicAt(points, i - 1), corner, cyclicAt(points, i + 1));
    d += `${i === 0 ? 'M' : 'L'}${svgPoint(entry)}Q${svgPoint(corner)} ${svgPoint(exit)}`;
  });
  return closed ? `${d}Z` : d;
}

const mapPoints = (toPicture: ToPicture, points: readonly Point[]): Point[] =>
  points.map((point) => toPicture(point[0], point[1]));
const mapRoundedPoints = (
  toPicture: ToPicture,
  points: readonly RoundedPoint[],
  scale: number,
): RoundedPoint[] =>
  points.map((point) => {
    const mapped = toPicture(point[0], point[1]);
    return [mapped[0], mapped[1], point[2] * scale];
  });

/** Left-right mirror of a right half given from the top centre clockwise to the bottom centre. */
function mirrored(half: readonly RoundedPoint[]): RoundedPoint[] {
  const otherHalf = half
    .slice(1, -1)
    .reverse()
    .map((point): RoundedPoint => [-point[0], point[1], point[2]]);
  return [...half, ...otherHalf];
}

/** A local affine frame of a mapping, so circles can be drawn in place. */
function localFrame(toPicture: ToPicture, along: number, up: number): string {
  const origin = toPicture(along, up);
  const unitAlong = toPicture(along + 1, up);
  const unitUp = toPicture(along, up - 1);
  return `matrix(${threeDecimals(unitAlong[0] - origin[0])} ${threeDecimals(unitAlong[1] - origin[1])} ${threeDecimals(unitUp[0] - origin[0])} ${threeDecimals(unitUp[1] - origin[1])} ${oneDecimal(origin[0])} ${oneDecimal(origin[1])})`;
}

type Stop = readonly [offset: number, color: string, opacity?: number];

class SvgDocument {
  private readonly defs: string[] = [];
  private readonly parts: string[] = [];
  private readonly sharedValues = new Map<string, string>();
  private idCount = 0;

  constructor(
    private readonly prefix: string,
    private readonly width = 1200,
    private readonly height = 800,
  ) {}

  add(...items: string[]): void {
    this.parts.push(...items);
  }

  private newId(): string {
    return `${this.prefix}${(this.idCount++).toString(36)}`;
  }

  private stopElements(stops: readonly Stop[]): string {
    return stops
      .map(
        ([offset, color, opacity]) =>
          `<stop offset="${threeDecimals(offset)}" stop-color="${color}"${opacity === undefined || opacity === 1 ? '' : ` stop-opacity="${twoDecimals(opacity)}"`}/>`,
      )
      .join('');
  }

  linearGradient(
    stops: readonly Stop[],
    x1 = 0,
    y1 = 0,
    x2 = 0,
    y2 = 1,
    userSpace = false,
  ): string {
    const id = this.newId();
    // attributes equal to their defaults are left out (x2 defaults to 100%)
    const attribute = (name: string, value: number, omittedValue: number | undefined): string =>
      value === omittedValue
        ? ''
        : ` ${name}="${userSpace ? oneDecimal(value) : threeDecimals(value)}"`;
    const coords =
      attribute('x1', x1, 0) +
      attribute('y1', y1, 0) +
      attribute('x2', x2, userSpace ? undefined : 1) +
      attribute('y2', y2, 0);
    this.defs.push(
      `<linearGradient id="${id}"${coords}${userSpace ? ' gradientUnits="userSpaceOnUse"' : ''}>${this.stopElements(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radialGradient(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.newId();
    const attrs =
      cx === 0.5 && cy === 0.5 && r === 0.5
        ? ''
        : ` cx="${threeDecimals(cx)}" cy="${threeDecimals(cy)}" r="${threeDecimals(r)}"`;
    this.defs.push(
      `<radialGradient id="${id}"${attrs}>${this.stopElements(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  clipPath(d: string): string {
    const id = this.newId();
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }

  shared(key: string, create: () => string): string {
    const known = this.sharedValues.get(key);
    if (known) return known;
    const made = create();
    this.sharedValues.set(key, made);
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

const opacityAttribute = (opacity: number | undefined): string =>
  opacity === undefined || opacity >= 1 ? '' : ` opacity="${twoDecimals(opacity)}"`;
const path = (d: string, fill: string, opacity?: number, attributes = ''): string =>
  `<path d="${d}" fill="${fill}"${opacityAttribute(opacity)}${attributes}/>`;
const line = (d: string, color: string, width: number, opacity?: number, attributes = ''): string =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${oneDecimal(width)}"${opacityAttribute(opacity)}${attributes}/>`;
const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  rx = 0,
  opacity?: number,
): string =>
  `<rect x="${oneDecimal(x)}" y="${oneDecimal(y)}" width="${oneDecimal(w)}" height="${oneDecimal(h)}"${rx ? ` rx="${oneDecimal(rx)}"` : ''} fill="${fill}"${opacityAttribute(opacity)}/>`;
const circle = (
  x: number,
  y: number,
  r: number,
  fill: string,
  opacity?: number,
  attributes = '',
): string =>
  `<circle cx="${oneDecimal(x)}" cy="${oneDecimal(y)}" r="${oneDecimal(r)}" fill="${fill}"${opacityAttribute(opacity)}${attributes}/>`;
const ellipse = (
  x: number,
  y: number,
  rx: number,
  ry: number,
  fill: string,
  opacity?: number,
): string =>
  `<ellipse cx="${oneDecimal(x)}" cy="${oneDecimal(y)}" rx="${oneDecimal(rx)}" ry="${oneDecimal(ry)}" fill="${fill}"${opacityAttribute(opacity)}/>`;
const ring = (
  x: number,
  y: number,
  r: number,
  color: string,
  width: number,
  opacity?: number,
): string =>
  `<circle cx="${oneDecimal(x)}" cy="${oneDecimal(y)}" r="${oneDecimal(r)}" fill="none" stroke="${color}" stroke-width="${oneDecimal(width)}"${opacityAttribute(opacity)}/>`;
const group = (attrs: string, ...items: string[]): string => `<g${attrs}>${items.join('')}</g>`;

// ---------------------------------------------------------------------------------------------
// Body styles

/** What the top of the body shows between an outline point and the next, seen from above. */
type EdgeKind = 'glass' | 'openCabin' | 'bed';
type ProfilePoint = readonly [x: number, height: number, cornerRadius: number, edge?: EdgeKind];
type FrontStyle = 'sleek' | 'bold' | 'box';

interface CarSpec {
  length: number;
  width: number;
  wheelRadius: number;
  rearAxle: number;
  frontAxle: number;
  groundClearance: number;
  beltHeight: number;
  roofHeight: number;
  /** Outline from the bottom of the rear bumper over the roof to the bottom of the front one. */
  profile: readonly ProfilePoint[];
  /** Side windows as one rounded shape, split by the pillars. */
  sideWindows: readonly RoundedPoint[];
  pillars: readonly number[];
  doors: readonly number[];
  frontStyle: FrontStyle;
  notchback: boolean;
  tailLamps: 'wrap' | 'tall';
  openTop?: boolean;
  pickupBed?: boolean;
  /** Dark plastic around the wheel arches and along the sills. */
  cladding?: boolean;
}

const bodySpecs: Record<string, CarSpec> = {
  sedan: {
    length: 820,
    width: 318,
    wheelRadius: 60,
    rearAxle: 165,
    frontAxle: 652,
    groundClearance: 30,
    beltHeight: 172,
    roofHeight: 262,
    profile: [
      [8, 34, 8],
      [0, 92, 18],
      [4, 152, 22],
      [150, 172, 36, 'glass'],
      [300, 258, 70],
      [478, 262, 60, 'glass'],
      [606, 182, 26],
      [792, 152, 44],
      [822, 112, 22],
      [818, 36, 10],
    ],
    sideWindows: [
      [178, 178, 8],
      [305, 246, 30],
      [470, 251, 28],
      [590, 184, 8],
    ],
    pillars: [392],
    doors: [240, 392, 586],
    frontStyle: 'sleek',
    notchback: true,
    tailLamps: 'wrap',
  },
  hatchback: {
    length: 700,
    width: 304,
    wheelRadius: 57,
    rearAxle: 128,
    frontAxle: 570,
    groundClearance: 30,
    beltHeight: 176,
    roofHeight: 262,
    profile: [
      [8, 34, 8],
      [0, 100, 18],
      [6, 176, 14, 'glass'],
      [62, 252, 46],
      [392, 262, 60, 'glass'],
      [514, 182, 26],
      [668, 150, 44],
      [702, 110, 22],
      [698, 34, 10],
    ],
    sideWindows: [
      [84, 184, 8],
      [112, 243, 24],
      [386, 251, 26],
      [500, 188, 8],
    ],
    pillars: [160, 300],
    doors: [200, 300, 500],
    frontStyle: 'sleek',
    notchback: false,
    tailLamps: 'wrap',
  },
  suv: {
    length: 860,
    width: 346,
    wheelRadius: 72,
    rearAxle: 176,
    frontAxle: 690,
    groundClearance: 48,
    beltHeight: 228,
    roofHeight: 342,
    profile: [
      [8, 48, 8],
      [0, 120, 16],
      [4, 214, 14, 'glass'],
      [22, 322, 34],
      [560, 342, 70, 'glass'],
      [666, 236, 28],
      [832, 212, 44],
      [862, 162, 24],
      [858, 48, 10],
    ],
    sideWindows: [
      [44, 236, 8],
      [52, 314, 18],
      [552, 327, 26],
      [652, 240, 8],
    ],
    pillars: [215, 420],
    doors: [264, 420, 628],
    frontStyle: 'bold',
    notchback: false,
    tailLamps: 'wrap',
    cladding: true,
  },
  crossover: {
    length: 820,
    width: 336,
    wheelRadius: 66,
    rearAxle: 166,
    frontAxle: 656,
    groundClearance: 40,
    beltHeight: 200,
    roofHeight: 300,
    profile: [
      [8, 42, 8],
      [0, 110, 16],
      [6, 200, 16, 'glass'],
      [70, 292, 50],
      [470, 302, 62, 'glass'],
      [592, 208, 26],
      [790, 184, 44],
      [822, 140, 22],
      [818, 42, 10],
    ],
    sideWindows: [
      [86, 207, 8],
      [112, 284, 30],
      [462, 292, 26],
      [578, 211, 8],
    ],
    pillars: [212, 392],
    doors: [248, 392, 576],
    frontStyle: 'sleek',
    notchback: false,
    tailLamps: 'wrap',
    cladding: true,
  },
  coupe: {
    length: 800,
    width: 320,
    wheelRadius: 62,
    rearAxle: 160,
    frontAxle: 632,
    groundClearance: 26,
    beltHeight: 158,
    roofHeight: 232,
    profile: [
      [8, 30, 8],
      [0, 86, 14],
      [6, 146, 18],
      [110, 160, 50, 'glass'],
      [340, 230, 80],
      [432, 234, 56, 'glass'],
      [572, 166, 24],
      [772, 138, 44],
      [802, 100, 20],
      [798, 30, 10],
    ],
    sideWindows: [
      [200, 165, 8],
      [345, 223, 36],
      [426, 227, 20],
      [556, 168, 8],
    ],
    pillars: [],
    doors: [256, 562],
    frontStyle: 'sleek',
    notchback: true,
    tailLamps: 'wrap',
  },
  convertible: {
    length: 800,
    width: 320,
    wheelRadius: 62,
    rearAxle: 160,
    frontAxle: 632,
    groundClearance: 26,
    beltHeight: 158,
    roofHeight: 230,
    profile: [
      [8, 30, 8],
      [0, 86, 14],
      [6, 146, 18],
      [150, 160, 16, 'openCabin'],
      [440, 160, 4],
      [458, 226, 6],
      [474, 230, 6, 'glass'],
      [574, 166, 24],
      [772, 138, 44],
      [802, 100, 20],
      [798, 30, 10],
    ],
    sideWindows: [
      [448, 164, 4],
      [462, 222, 4],
      [472, 224, 4],
      [562, 167, 4],
    ],
    pillars: [],
    doors: [256, 562],
    frontStyle: 'sleek',
    notchback: true,
    tailLamps: 'wrap',
    openTop: true,
  },
  pickup: {
    length: 900,
    width: 352,
    wheelRadius: 70,
    rearAxle: 172,
    frontAxle: 702,
    groundClearance: 52,
    beltHeight: 232,
    roofHeight: 338,
    profile: [
      [8, 52, 8],
      [0, 120, 12],
      [2, 214, 6, 'bed'],
      [318, 214, 4],
      [326, 318, 20],
      [346, 336, 30],
      [582, 340, 66, 'glass'],
      [682, 236, 26],
      [862, 214, 44],
      [902, 164, 22],
      [898, 52, 10],
    ],
    sideWindows: [
      [352, 242, 8],
      [362, 314, 18],
      [572, 323, 26],
      [668, 243, 8],
    ],
    pillars: [468],
    doors: [344, 468, 648],
    frontStyle: 'bold',
    notchback: false,
    tailLamps: 'tall',
    pickupBed: true,
    cladding: true,
  },
  van: {
    length: 880,
    width: 346,
    wheelRadius: 60,
    rearAxle: 160,
    frontAxle: 700,
    groundClearance: 38,
    beltHeight: 250,
    roofHeight: 400,
    profile: [
      [8, 38, 8],
      [0, 118, 12],
      [2, 370, 24],
      [24, 400, 30],
      [690, 402, 60, 'glass'],
      [796, 250, 34],
      [852, 210, 40],
      [882, 150, 22],
      [878, 38, 10],
    ],
    sideWindows: [
      [40, 262, 8],
      [44, 362, 14],
      [680, 374, 24],
      [782, 256, 8],
    ],
    pillars: [190, 360, 540],
    doors: [360, 540, 676],
    frontStyle: 'box',
    notchback: false,
    tailLamps: 'tall',
  },
  minivan: {
    length: 840,
    width: 336,
    wheelRadius: 62,
    rearAxle: 160,
    frontAxle: 666,
    groundClearance: 36,
    beltHeight: 210,
    roofHeight: 332,
    profile: [
      [8, 38, 8],
      [0, 108, 16],
      [6, 206, 20, 'glass'],
      [34, 318, 40],
      [560, 332, 84, 'glass'],
      [704, 210, 30],
      [808, 178, 44],
      [842, 132, 22],
      [838, 38, 10],
    ],
    sideWindows: [
      [48, 218, 8],
      [60, 301, 22],
      [556, 315, 28],
      [690, 214, 8],
    ],
    pillars: [200, 410],
    doors: [232, 410, 650],
    frontStyle: 'sleek',
    notchback: false,
    tailLamps: 'wrap',
  },
  stationWagon: {
    length: 860,
    width: 318,
    wheelRadius: 60,
    rearAxle: 166,
    frontAxle: 682,
    groundClearance: 30,
    beltHeight: 178,
    roofHeight: 262,
    profile: [
      [8, 34, 8],
      [0, 94, 18],
      [6, 166, 12, 'glass'],
      [28, 252, 36],
      [506, 262, 60, 'glass'],
      [632, 182, 26],
      [828, 152, 44],
      [862, 112, 22],
      [858, 34, 10],
    ],
    sideWindows: [
      [44, 184, 8],
      [56, 244, 18],
      [498, 251, 28],
      [616, 186, 8],
    ],
    pillars: [180, 412],
    doors: [240, 412, 612],
    frontStyle: 'sleek',
    notchback: false,
    tailLamps: 'wrap',
  },
};

function specOf(bodyStyle: string): CarSpec {
  return Object.hasOwn(bodySpecs, bodyStyle)
    ? (bodySpecs[bodyStyle] ?? bodySpecs.sedan!)
    : bodySpecs.sedan!;
}

const profileCorners = (spec: CarSpec): RoundedPoint[] =>
  spec.profile.map((point): RoundedPoint => [point[0], point[1], point[2]]);
const profilePoint = (spec: CarSpec, index: number): ProfilePoint => cyclicAt(spec.profile, index);

/** Hood front, bumper top and bumper bottom: the last three outline points. */
function nose(spec: CarSpec): { hood: ProfilePoint; top: ProfilePoint; bottom: ProfilePoint } {
  const count = spec.profile.length;
  return {
    hood: profilePoint(spec, count - 3),
    top: profilePoint(spec, count - 2),
    bottom: profilePoint(spec, count - 1),
  };
}

const archRadius = (spec: CarSpec): number => spec.wheelRadius * 1.13 + 2;

/** The arch over a wheel as points from the front side to the rear side, at sill height. */
function archPoints(spec: CarSpec, axle: number, steps = 12, grow = 0): Point[] {
  const radius = archRadius(spec) + grow;
  const startAngle = Math.asin(clamp((spec.groundClearance - spec.wheelRadius) / radius, -1, 1));
  const points: Point[] = [];
  for (let step = 0; step <= steps; step++) {
    const angle = startAngle + ((Math.PI - 2 * startAngle) * step) / steps;
    points.push([axle + radius * Math.cos(angle), spec.wheelRadius + radius * Math.sin(angle)]);
  }
  return points;
}

// ---------------------------------------------------------------------------------------------
// The look of one car: chosen once per seed, shared by all its views

type SceneKind = 'studio' | 'dusk' | 'desert' | 'showroom';

interface Look {
  scene: SceneKind;
  sceneSeed: number;
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
  const random = seededRandom(seed * 7919 + 17);
  const scene = pick<SceneKind>(random, ['studio', 'dusk', 'desert', 'showroom']);
  const rim = pick(random, [
    ['#e9ecef', '#99a0a8'],
    ['#dfe3e7', '#8a9199'],
    ['#8e949c', '#4b5158'],
    ['#40444a', '#1d1f23'],
  ] as const);
  const accent =
    saturation(color) > 0.35 && luma(color) > 0.15
      ? tone(color, 0.15)
      : pick(random, ['#49a8ff', '#3fd0c9', '#ffb347']);
  const sceneSeed = Math.floor(random() * 1e9);
  // A draw once used for a style variant nobody reads; kept so every seed keeps its look.
  random();
  return {
    scene,
    sceneSeed,
    spokes: pick(random, [5, 5, 6, 10]),
    rimFace: rim[0],
    rimShade: rim[1],
    caliper: pick(random, ['#c8232c', '#e0ad1f', '#3a3d42', '#5a6068']),
    seat: pick(random, ['#2b2c30', '#2b2c30', '#cdb592', '#8a5536', '#5b2b2e']),
    lightBar: random() < 0.5,
    accent,
    color,
  };
}

// ---------------------------------------------------------------------------------------------
// Scenes

interface Palette {
  skyTop: string;
  skyLow: string;
  skyline: string;
  ground: string;
}

const palettes: Record<SceneKind, Palette> = {
  studio: { skyTop: '#e9ecef', skyLow: '#cfd5dc', skyline: '#bcc3cb', ground: '#d5dae0' },
  dusk: { skyTop: '#2a3560', skyLow: '#f0ae78', skyline: '#4a3d60', ground: '#3a3444' },
  desert: { skyTop: '#7eb5dc', skyLow: '#f1e5cb', skyline: '#dcb77e', ground: '#dcb57a' },
  showroom: { skyTop: '#30353e', skyLow: '#474d58', skyline: '#262a31', ground: '#3a3f48' },
};

/** Draws the background; returns whether the floor reflects the car. */
function drawScene(doc: SvgDocument, look: Look, horizonY: number, groundY: number): boolean {
  const random = seededRandom(look.sceneSeed);
  const wholeHorizonY = Math.round(horizonY);
  const wholeGroundY = Math.round(groundY);
  switch (look.scene) {
    case 'studio':
      return drawStudio(doc, look, random, wholeHorizonY, wholeGroundY);
    case 'dusk':
      return drawDusk(doc, random, wholeHorizonY, wholeGroundY);
    case 'desert':
      return drawDesert(doc, random, wholeHorizonY, wholeGroundY);
    case 'showroom':
      return drawShowroom(doc, random, wholeHorizonY, wholeGroundY);
  }
}

function drawStudio(
  doc: SvgDocument,
  look: Look,
  random: Random,
  horizonY: number,
  groundY: number,
): boolean {
  const light = luma(look.color) > 0.72;
  const tones = light
    ? pick(random, [
        ['#c9d0d8', '#aeb7c1', '#b9c1ca', '#9aa4ae'],
        ['#d3cabe', '#b9ad9e', '#c4b9ab', '#a5998a'],
      ] as const)
    : pick(random, [
        ['#eef1f4', '#d6dce2', '#e1e6eb', '#c3cbd3'],
        ['#f1ece5', '#ddd3c7', '#e8e1d8', '#cbbfb1'],
        ['#e6edf2', '#c9d6e0', '#d8e2e9', '#b5c4d0'],
      ] as const);
  const backdrop = doc.linearGradient(
    [
      [0, tones[0]],
      [horizonY / 800, tones[1]],
      [Math.min(0.99, (horizonY + 40) / 800), tones[2]],
      [1, tones[3]],
    ],
    0,
    0,
    0,
    1,
  );
  doc.add(rect(0, 0, 1200, 800, backdrop));
  const glow = doc.radialGradient([
    [0, '#ffffff', 0.75],
    [1, '#ffffff', 0],
  ]);
  doc.add(
    ellipse(600, horizonY - 60, 600, 330, glow),
    ellipse(600, groundY + 20, 640, 120, glow, 0.6),
  );
  return true;
}

const paintSky = (doc: SvgDocument, stops: readonly Stop[], horizonY: number): void =>
  doc.add(rect(0, 0, 1200, horizonY + 1, doc.linearGradient(stops, 0, 0, 0, horizonY, true)));

function drawDusk(doc: SvgDocument, random: Random, horizonY: number, groundY: number): boolean {
  paintSky(
    doc,
    [
      [0, '#26315a'],
      [0.45, '#5a4c7d'],
      [0.8, '#cf7f76'],
      [1, '#f3b47c'],
    ],
    horizonY,
  );
  const sunX = between(random, 200, 1000);
  const glow = doc.radialGradient([
    [0, '#ffd9a0', 0.85],
    [1, '#ffb27a', 0],
  ]);
  doc.add(ellipse(sunX, horizonY - 30, 300, 170, glow), circle(sunX, horizonY - 46, 32, '#ffe6b8'));
  // Giza on the horizon
  const pyramidX = sunX < 600 ? between(random, 760, 1050) : between(random, 120, 400);
  doc.add(
    path(
      `M${oneDecimal(pyramidX - 110)} ${horizonY}L${oneDecimal(pyramidX)} ${horizonY - 92}L${oneDecimal(pyramidX + 110)} ${horizonY}ZM${oneDecimal(pyramidX + 70)} ${horizonY}L${oneDecimal(pyramidX + 150)} ${horizonY - 62}L${oneDecimal(pyramidX + 230)} ${horizonY}Z`,
      '#a07a8f',
      0.55,
    ),
  );
  // far and near skyline
  const skylineLayer = (
    baseHeight: number,
    extraHeight: number,
    fill: string,
    withLandmarks: boolean,
  ): string => {
    let d = '';
    let x = -10;
    while (x < 1210) {
      const w = between(random, 46, 110);
      const h = baseHeight + random() * extraHeight;
      d += `M${oneDecimal(x)} ${horizonY}V${oneDecimal(horizonY - h)}H${oneDecimal(x + w)}V${horizonY}Z`;
      const feature = random();
      if (withLandmarks && feature < 0.16) {
        const domeRadius = w * 0.36;
        const domeX = x + w / 2;
        d += `M${oneDecimal(domeX - domeRadius)} ${oneDecimal(horizonY - h)}A${oneDecimal(domeRadius)} ${oneDecimal(domeRadius)} 0 0 1 ${oneDecimal(domeX + domeRadius)} ${oneDecimal(horizonY - h)}Z`;
      } else if (withLandmarks && feature < 0.28) {
        const minaretX = x + w - 6;
        const minaretTop = horizonY - h - between(random, 40, 80);
        d += `M${oneDecimal(minaretX)} ${oneDecimal(horizonY - h)}V${oneDecimal(minaretTop)}h-3v-4h10v4h-3L${oneDecimal(minaretX + 2)} ${oneDecimal(minaretTop - 16)}L${oneDecimal(minaretX)} ${oneDecimal(minaretTop)}`;
        d += `V${oneDecimal(horizonY - h)}h4V${oneDecimal(minaretTop)}Z`;
      }
      x += w + (random() < 0.3 ? between(random, 4, 20) : 0);
    }
    return path(d, fill);
  };
  doc.add(skylineLayer(40, 90, '#5b4a70', false));
  // Cairo Tower, shortened when the horizon is high in the picture
  const towerX = between(random, 0.15, 0.85) * 1200;
  const towerScale = Math.min(1, (horizonY - 24) / 268);
  const towerY = (height: number): string => oneDecimal(horizonY - height * towerScale);
  doc.add(
    path(
      `M${oneDecimal(towerX - 9)} ${horizonY}L${oneDecimal(towerX - 5)} ${towerY(210)}L${oneDecimal(towerX - 13)} ${towerY(224)}L${oneDecimal(towerX - 15)} ${towerY(236)}H${oneDecimal(towerX + 15)}L${oneDecimal(towerX + 13)} ${towerY(224)}L${oneDecimal(towerX + 5)} ${towerY(210)}L${oneDecimal(towerX + 9)} ${horizonY}Z`,
      '#4a3c62',
    ),
    line(`M${oneDecimal(towerX)} ${towerY(236)}V${towerY(268)}`, '#4a3c62', 3),
  );
  doc.add(skylineLayer(18, 70, '#3a304d', true));
  let windows = '';
  for (let i = 0; i < 14; i++) {
    const windowX = random() * 1200;
    const windowY = horizonY - 8 - random() * 60;
    windows += `M${oneDecimal(windowX)} ${oneDecimal(windowY)}h4v5h-4Z`;
  }
  doc.add(path(windows, '#ffcf80', 0.7));
  const ground = doc.linearGradient(
    [
      [0, '#4b4358'],
      [1, '#25212c'],
    ],
    0,
    horizonY,
    0,
    800,
    true,
  );
  doc.add(rect(0, horizonY, 1200, 800 - horizonY, ground), rect(0, horizonY, 1200, 16, '#675d74'));
  doc.add(rect(0, horizonY + 16, 1200, 3, '#827690'));
  // street lamps
  for (const lampX of horizonY > 300
    ? [between(random, 60, 260), between(random, 940, 1140)]
    : []) {
    doc.add(
      line(`M${oneDecimal(lampX)} ${horizonY + 8}V${horizonY - 150}q0 -14 14 -14h26`, '#2c2538', 5),
      ellipse(lampX + 42, horizonY - 162, 14, 5, '#ffe2a8'),
      ellipse(lampX + 42, horizonY - 150, 60, 40, glow, 0.5),
    );
  }
  let dashes = '';
  for (let x = -40 + random() * 80; x < 1200; x += 170)
    dashes += `M${oneDecimal(x)} ${groundY + 88}h90v7h-90Z`;
  doc.add(path(dashes, '#d8cbb8', 0.35));
  return false;
}

function dunes(random: Random, base: number, amplitude: number, period: number): string {
  let d = `M-10 800V${oneDecimal(base)}`;
  let x = -10;
  let y = base;
  while (x < 1210) {
    const nextX = x + period * between(random, 0.7, 1.3);
    const nextY = base - random() * amplitude;
    d += `Q${oneDecimal((x + nextX) / 2)} ${oneDecimal(Math.min(y, nextY) - amplitude * 0.6)} ${oneDecimal(nextX)} ${oneDecimal(nextY)}`;
    x = nextX;
    y = nextY;
  }
  return `${d}V800Z`;
}

function drawDesert(doc: SvgDocument, random: Random, horizonY: number, groundY: number): boolean {
  paintSky(
    doc,
    [
      [0, '#6fa9d6'],
      [0.6, '#b9d7e6'],
      [1, '#f3e7cd'],
    ],
    horizonY,
  );
  const sunX = between(random, 150, 1050);
  const glow = doc.radialGradient([
    [0, '#fffbe8', 0.9],
    [1, '#fff3c4', 0],
  ]);
  doc.add(
    ellipse(sunX, horizonY * 0.3, 220, 220, glow),
    circle(sunX, horizonY * 0.3, 30, '#fffbea'),
  );
  const pyramidX = between(random, 150, 1050);
  doc.add(path(dunes(random, horizonY, 28, 260), '#e6cb98'));
  doc.add(
    path(
      `M${oneDecimal(pyramidX - 70)} ${horizonY - 4}L${oneDecimal(pyramidX)} ${horizonY - 66}L${oneDecimal(pyramidX + 70)} ${horizonY - 4}ZM${oneDecimal(pyramidX + 60)} ${horizonY - 4}L${oneDecimal(pyramidX + 110)} ${horizonY - 46}L${oneDecimal(pyramidX + 160)} ${horizonY - 4}Z`,
      '#d2ae78',
    ),
    path(
      `M${oneDecimal(pyramidX)} ${horizonY - 66}L${oneDecimal(pyramidX + 70)} ${horizonY - 4}H${oneDecimal(pyramidX + 14)}Z`,
      '#bf9862',
    ),
  );
  doc.add(path(dunes(random, horizonY + 16, 26, 320), '#deb982'));
  doc.add(path(dunes(random, horizonY + 44, 24, 400), '#d6ab6e'));
  const road = doc.linearGradient(
    [
      [0, '#625a52'],
      [1, '#3f3a35'],
    ],
    0,
    groundY - 46,
    0,
    groundY + 80,
    true,
  );
  doc.add(
    rect(0, groundY - 46, 1200, 126, road),
    rect(0, groundY - 46, 1200, 4, '#efe3c9', 0, 0.7),
  );
  doc.add(rect(0, groundY + 76, 1200, 4, '#efe3c9', 0, 0.7));
  let dashes = '';
  for (let x = -40 + random() * 80; x < 1200; x += 150)
    dashes += `M${oneDecimal(x)} ${groundY + 40}h80v6h-80Z`;
  doc.add(path(dashes, '#f3d277', 0.85));
  return false;
}

function drawShowroom(
  doc: SvgDocument,
  random: Random,
  horizonY: number,
  groundY: number,
): boolean {
  const wall = doc.linearGradient(
    [
      [0, '#23272e'],
      [1, '#3b414b'],
    ],
    0,
    0,
    0,
    horizonY,
    true,
  );
  doc.add(rect(0, 0, 1200, horizonY + 1, wall));
  let seams = '';
  const step = pick(random, [120, 150, 200]);
  for (let x = step / 2; x < 1200 && horizonY > 260; x += step)
    seams += `M${oneDecimal(x)} 150V${horizonY}`;
  if (seams) doc.add(line(seams, '#ffffff', 2, 0.05));
  const glow = doc.linearGradient(
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
  const floor = doc.linearGradient(
    [
      [0, '#4d535e'],
      [1, '#1d2026'],
    ],
    0,
    horizonY,
    0,
    800,
    true,
  );
  doc.add(rect(0, horizonY, 1200, 800 - horizonY, floor));
  let grid = '';
  for (let i = -4; i <= 4; i++) grid += `M600 ${horizonY}L${600 + i * 320} 800`;
  for (let t = 1; t <= 5; t++)
    grid += `M0 ${oneDecimal(horizonY + (800 - horizonY) * (t / 5) ** 2)}H1200`;
  doc.add(line(grid, '#ffffff', 1.5, 0.06));
  doc.add(rect(0, horizonY, 1200, 3, '#5d6470'));
  const sheen = doc.radialGradient([
    [0, '#ffffff', 0.22],
    [1, '#ffffff', 0],
  ]);
  doc.add(ellipse(600, groundY + 10, 560, 90, sheen));
  return true;
}

// ---------------------------------------------------------------------------------------------
// Shared car parts

function glassFill(doc: SvgDocument, look: Look): string {
  return doc.shared('glass', () =>
    doc.linearGradient(
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

/** A wheel at the origin with the given tyre radius, in local units. */
function wheelArt(doc: SvgDocument, look: Look, tyreRadius: number): string {
  const rim = doc.shared('rim', () =>
    doc.linearGradient(
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
  const rimRadius = tyreRadius * 0.66;
  // ten spokes are drawn as five openings split by a thin twin spoke
  const twin = look.spokes === 10;
  const openings = twin ? 5 : look.spokes;
  const innerRadius = rimRadius * 0.3;
  const outerRadius = rimRadius * 0.86;
  const halfSector = Math.PI / openings;
  const innerHalfAngle = halfSector * 0.42;
  const outerHalfAngle = halfSector * 0.7;
  const polar = (radius: number, angle: number): string =>
    svgPoint([radius * Math.cos(angle), radius * Math.sin(angle)]);
  let d = '';
  let twinSpokes = '';
  for (let i = 0; i < openings; i++) {
    const openingAngle = -Math.PI / 2 + (i + 0.5) * 2 * halfSector;
    const controlRadius = outerRadius / Math.cos(outerHalfAngle);
    d += `M${polar(innerRadius, openingAngle - innerHalfAngle)}L${polar(outerRadius, openingAngle - outerHalfAngle)}Q${polar(controlRadius, openingAngle)} ${polar(outerRadius, openingAngle + outerHalfAngle)}L${polar(innerRadius, openingAngle + innerHalfAngle)}Z`;
    twinSpokes += `M${polar(innerRadius * 1.2, openingAngle)}L${polar(outerRadius * 1.02, openingAngle)}`;
  }
  return [
    circle(0, 0, tyreRadius, '#18191c'),
    ring(0, 0, tyreRadius * 0.84, '#2b2d31', tyreRadius * 0.05),
    circle(0, 0, rimRadius, rim),
    path(d, '#24272c'),
    twin ? line(twinSpokes, look.rimFace, rimRadius * 0.1) : '',
    ring(0, 0, rimRadius * 0.97, look.rimShade, rimRadius * 0.05),
    circle(0, 0, innerRadius * 0.62, look.rimShade),
    circle(0, 0, innerRadius * 0.3, look.rimFace),
    line(
      `M${svgPoint([-tyreRadius * 0.8, -tyreRadius * 0.45])}A${oneDecimal(tyreRadius * 0.92)} ${oneDecimal(tyreRadius * 0.92)} 0 0 1 ${svgPoint([-tyreRadius * 0.1, -tyreRadius * 0.91])}`,
      '#ffffff',
      tyreRadius * 0.05,
      0.1,
    ),
  ].join('');
}

interface Flank {
  /** Maps car side coordinates (x along the car, h above the ground) to the picture. */
  toPicture: ToPicture;
  /** Picture pixels per car unit, roughly. */
  scale: number;
}

/** Side glass, pillars, doors, lights, crease: everything drawn on the flank of the body. */
function flankDetails(
  doc: SvgDocument,
  spec: CarSpec,
  look: Look,
  color: string,
  flank: Flank,
): void {
  const { toPicture, scale } = flank;
  doc.add(
    path(rounded(mapRoundedPoints(toPicture, spec.sideWindows, scale)), glassFill(doc, look)),
  );
  const windowRearBottom = cyclicAt(spec.sideWindows, 0);
  const windowRearTop = cyclicAt(spec.sideWindows, 1);
  const windowFrontTop = cyclicAt(spec.sideWindows, 2);
  const windowFrontBottom = cyclicAt(spec.sideWindows, 3);
  // points on the lower and upper window edges, so pillars and glare stay inside the glass
  const lowerEdge = (t: number): Point => lerp(windowRearBottom, windowFrontBottom, t);
  const upperEdge = (t: number): Point => lerp(windowRearTop, windowFrontTop, t);
  const lowerEdgeAt = (x: number): Point =>
    lowerEdge((x - windowRearBottom[0]) / (windowFrontBottom[0] - windowRearBottom[0] || 1));
  const upperEdgeAt = (x: number): Point =>
    upperEdge((x - windowRearTop[0]) / (windowFrontTop[0] - windowRearTop[0] || 1));
  let pillarShapes = '';
  for (const pillar of spec.pillars) {
    pillarShapes += polygon(
      mapPoints(toPicture, [
        lowerEdgeAt(pillar - 8),
        lowerEdgeAt(pillar + 8),
        upperEdgeAt(pillar + 4),
        upperEdgeAt(pillar - 12),
      ]),
    );
  }
  if (pillarShapes) doc.add(path(pillarShapes, '#121419'));
  doc.add(
    path(
      polygon(
        mapPoints(toPicture, [lowerEdge(0.3), upperEdge(0.42), upperEdge(0.56), lowerEdge(0.42)]),
      ),
      '#ffffff',
      0.09,
    ),
  );
  // window trim
  doc.add(
    line(
      `M${svgPoint(toPicture(windowRearBottom[0], windowRearBottom[1] - 3))}L${svgPoint(toPicture(windowFrontBottom[0], windowFrontBottom[1] - 3))}`,
      '#0d0f12',
      3 * scale,
      0.5,
    ),
  );
  const dark = tone(color, -0.45);
  // door cuts
  let doorCuts = '';
  spec.doors.forEach((x, i) => {
    const cutTop = i === spec.doors.length - 1 ? spec.beltHeight + 4 : spec.beltHeight - 4;
    doorCuts += `M${svgPoint(toPicture(x, cutTop))}L${svgPoint(toPicture(x + 6, spec.groundClearance + 14))}`;
  });
  if (spec.doors.length > 0) {
    const first = cyclicAt(spec.doors, 0);
    const last = cyclicAt(spec.doors, -1);
    doorCuts += `M${svgPoint(toPicture(first + 6, spec.groundClearance + 14))}L${svgPoint(toPicture(last + 6, spec.groundClearance + 14))}`;
  }
  doc.add(line(doorCuts, dark, 2.2 * scale, 0.55));
  // handles
  let handles = '';
  for (let i = 0; i < spec.doors.length - 1; i++) {
    const x = cyclicAt(spec.doors, i) + 26;
    handles += `M${svgPoint(toPicture(x, spec.beltHeight - 30))}L${svgPoint(toPicture(x + 32, spec.beltHeight - 30))}`;
  }
  doc.add(line(handles, tone(color, -0.3), 8 * scale));
  // shoulder crease from tail to head lamp
  const rearCorner = profilePoint(spec, 2);
  const { hood, top: bumperTop } = nose(spec);
  const creaseHeight = Math.min(spec.beltHeight - 30, hood[1] - 12);
  const crease = `M${svgPoint(toPicture(rearCorner[0] + 40, Math.min(rearCorner[1], spec.beltHeight) - 22))}L${svgPoint(toPicture(hood[0] - 70, creaseHeight))}`;
  doc.add(line(crease, '#ffffff', 2.5 * scale, 0.28));
  doc.add(
    line(
      `M${svgPoint(toPicture(rearCorner[0] + 40, Math.min(rearCorner[1], spec.beltHeight) - 25))}L${svgPoint(toPicture(hood[0] - 70, creaseHeight - 3))}`,
      '#000000',
      2 * scale,
      0.12,
    ),
  );
  // rocker, arch lips and bumper trims
  const cladded = spec.cladding === true;
  const sillRear = spec.rearAxle + archRadius(spec) + 4;
  const sillFront = spec.frontAxle - archRadius(spec) - 4;
  const trim = cladded ? '#2b2d31' : '#1c1d21';
  doc.add(
    line(
      `M${svgPoint(toPicture(sillRear, spec.groundClearance + 7))}L${svgPoint(toPicture(sillFront, spec.groundClearance + 7))}`,
      cladded ? trim : '#000000',
      14 * scale,
      cladded ? 1 : 0.25,
    ),
  );
  let archLips = '';
  for (const axle of [spec.rearAxle, spec.frontAxle]) {
    archLips += `M${archPoints(spec, axle, 12, cladded ? 5 : 1)
      .map((point) => svgPoint(toPicture(point[0], point[1])))
      .join('L')}`;
  }
  doc.add(
    line(
      archLips,
      cladded ? trim : tone(color, -0.35),
      (cladded ? 11 : 3) * scale,
      cladded ? 1 : 0.7,
    ),
  );
  const rearBottom = profilePoint(spec, 0);
  const { bottom: bumperBottom } = nose(spec);
  doc.add(
    line(
      `M${svgPoint(toPicture(spec.frontAxle + archRadius(spec) + 8, spec.groundClearance + 5))}L${svgPoint(toPicture(bumperBottom[0] - 3, bumperBottom[1] + 4))}M${svgPoint(toPicture(spec.rearAxle - archRadius(spec) - 8, spec.groundClearance + 5))}L${svgPoint(toPicture(rearBottom[0] + 3, rearBottom[1] + 4))}`,
      trim,
      9 * scale,
      0.9,
    ),
  );
  // head lamp
  const lampFront = lerp(hood, bumperTop, 0.6);
  const lamp = doc.shared('lamp', () =>
    doc.linearGradient(
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
        mapRoundedPoints(
          toPicture,
          [
            [hood[0] - 66, hood[1] - 5, 6],
            [lampFront[0] - 3, lampFront[1], 6],
            [lampFront[0] - 10, lampFront[1] - 16, 6],
            [hood[0] - 58, hood[1] - 22, 6],
          ],
          scale,
        ),
      ),
      lamp,
      undefined,
      ` stroke="${tone(color, -0.5)}" stroke-width="${oneDecimal(2 * scale)}"`,
    ),
  );
  // tail lamp
  const red = doc.shared('red', () =>
    doc.linearGradient(
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
  const tailLamp: RoundedPoint[] =
    spec.tailLamps === 'wrap'
      ? [
          [rearCorner[0] + 1, rearCorner[1] - 6, 5],
          [rearCorner[0] + 56, rearCorner[1] - 2, 5],
          [rearCorner[0] + 50, rearCorner[1] - 22, 5],
          [rearCorner[0] + 2, rearCorner[1] - 30, 5],
        ]
      : [
          [2, spec.beltHeight - 30, 4],
          [16, spec.beltHeight - 30, 4],
          [16, spec.beltHeight - 120, 4],
          [2, spec.beltHeight - 120, 4],
        ];
  doc.add(path(rounded(mapRoundedPoints(toPicture, tailLamp, scale)), red));
}

function mirrorShape(spec: CarSpec): RoundedPoint[] {
  const windowFrontBottom = cyclicAt(spec.sideWindows, 3);
  const x = windowFrontBottom[0] - 4;
  const h = spec.beltHeight;
  return [
    [x - 40, h + 4, 8],
    [x - 4, h + 2, 6],
    [x - 8, h + 30, 10],
    [x - 40, h + 26, 10],
  ];
}

/** Extras on top of the flank for open and bed bodies (side view). */
function bodyExtras(
  doc: SvgDocument,
  spec: CarSpec,
  look: Look,
  color: string,
  toPicture: ToPicture,
  scale: number,
): void {
  if (spec.openTop) {
    const seat = tone(look.seat, -0.15);
    const atBelt = (points: readonly RoundedPoint[]): string =>
      rounded(
        mapRoundedPoints(
          toPicture,
          points.map(([x, rise, radius]): RoundedPoint => [x, spec.beltHeight + rise, radius]),
          scale,
        ),
      );
    doc.add(
      path(
        atBelt([
          [300, -2, 6],
          [316, 44, 12],
          [352, 46, 12],
          [350, -2, 6],
        ]),
        seat,
      ),
      path(
        atBelt([
          [150, -1, 10],
          [176, 16, 14],
          [262, 18, 14],
          [286, -1, 10],
        ]),
        '#1c1d21',
      ),
      line(
        `M${svgPoint(toPicture(398, spec.beltHeight + 2))}L${svgPoint(toPicture(420, spec.beltHeight + 34))}`,
        '#1c1d21',
        8 * scale,
      ),
    );
  }
  if (spec.pickupBed) {
    const rail: RoundedPoint[] = [
      [2, 216, 2],
      [318, 216, 2],
      [318, 206, 0],
      [2, 206, 0],
    ];
    doc.add(path(rounded(mapRoundedPoints(toPicture, rail, scale)), '#1b1c20', 0.85));
    doc.add(
      line(
        `M${svgPoint(toPicture(326, 206))}L${svgPoint(toPicture(326, spec.groundClearance + 14))}M${svgPoint(toPicture(14, 200))}L${svgPoint(toPicture(14, 70))}`,
        tone(color, -0.45),
        2.2 * scale,
        0.55,
      ),
    );
  }
}

function bodyGradient(doc: SvgDocument, color: string, top: number, bottom: number): string {
  return doc.linearGradient(
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

function shadowFill(doc: SvgDocument): string {
  return doc.shared('shadow', () =>
    doc.radialGradient([
      [0, '#000000', 0.5],
      [0.6, '#000000', 0.22],
      [1, '#000000', 0],
    ]),
  );
}

// ---------------------------------------------------------------------------------------------
// Side view

function sideView(doc: SvgDocument, spec: CarSpec, look: Look, color: string): void {
  const groundY = 612;
  const left = 600 - spec.length / 2;
  const toPicture: ToPicture = (x, h) => [left + x, groundY - h];
  const reflect = drawScene(doc, look, 430, groundY);
  const outline = sideOutline(spec, toPicture);
  doc.add(ellipse(600, groundY + 4, spec.length * 0.6, 30, shadowFill(doc)));
  if (reflect) {
    const fade = doc.linearGradient(
      [
        [0, color, 0.35],
        [1, color, 0],
      ],
      0,
      groundY,
      0,
      groundY - spec.roofHeight * 0.7,
      true,
    );
    const dark = doc.linearGradient(
      [
        [0, '#000000', 0.5],
        [1, '#000000', 0],
      ],
      0,
      groundY,
      0,
      groundY - spec.wheelRadius * 1.1,
      true,
    );
    doc.add(
      group(
        ` transform="matrix(1 0 0 -1 0 ${2 * groundY})"`,
        path(rounded(mapRoundedPoints(toPicture, profileCorners(spec), 1)), fade),
        circle(left + spec.rearAxle, groundY - spec.wheelRadius, archRadius(spec), dark),
        circle(left + spec.frontAxle, groundY - spec.wheelRadius, archRadius(spec), dark),
      ),
    );
  }
  doc.add(ellipse(600, groundY + 2, spec.length * 0.44, 10, '#000000', 0.28));
  for (const axle of [spec.rearAxle, spec.frontAxle]) {
    doc.add(path(polygon(mapPoints(toPicture, archPoints(spec, axle))), '#121317'));
  }
  doc.add(
    path(
      outline,
      bodyGradient(doc, color, groundY - spec.roofHeight, groundY - spec.groundClearance),
    ),
  );
  bodyExtras(doc, spec, look, color, toPicture, 1);
  flankDetails(doc, spec, look, color, { toPicture, scale: 1 });
  doc.add(path(rounded(mapRoundedPoints(toPicture, mirrorShape(spec), 1)), tone(color, -0.1)));
  for (const axle of [spec.rearAxle, spec.frontAxle]) {
    doc.add(ellipse(left + axle, groundY + 2, spec.wheelRadius * 1.05, 7, '#000000', 0.45));
    doc.add(
      group(
        ` transform="translate(${oneDecimal(left + axle)} ${oneDecimal(groundY - spec.wheelRadius)})"`,
        wheelArt(doc, look, spec.wheelRadius),
      ),
    );
  }
}

function sideOutline(spec: CarSpec, toPicture: ToPicture): string {
  const radius = archRadius(spec);
  const upper = rounded(mapRoundedPoints(toPicture, profileCorners(spec), 1), false);
  const sill = spec.groundClearance;
  let d = upper;
  for (const axle of [spec.frontAxle, spec.rearAxle]) {
    const halfChord = Math.sqrt(Math.max(0, radius * radius - (spec.wheelRadius - sill) ** 2));
    d += `L${svgPoint(toPicture(axle + halfChord, sill))}A${oneDecimal(radius)} ${oneDecimal(radius)} 0 1 0 ${svgPoint(toPicture(axle - halfChord, sill))}`;
  }
  return `${d}Z`;
}

// ---------------------------------------------------------------------------------------------
// Front and rear views

interface FaceFrame {
  toPicture: ToPicture;
  scale: number;
  spec: CarSpec;
  /** The face is bent (seen in perspective): split tall edges so shapes follow it. */
  bent?: boolean;
}

/** Adds points along edges that climb more than `step`, so projected shapes follow curves. */
function densify(points: readonly RoundedPoint[], step: number): RoundedPoint[] {
  const dense: RoundedPoint[] = [];
  points.forEach((point, i) => {
    dense.push(point);
    const next = cyclicAt(points, i + 1);
    const inserted = Math.floor(Math.abs(next[1] - point[1]) / step);
    for (let j = 1; j <= inserted; j++) {
      const t = j / (inserted + 1);
      dense.push([point[0] + (next[0] - point[0]) * t, point[1] + (next[1] - point[1]) * t, 0]);
    }
  });
  return dense;
}

function faceHeights(spec: CarSpec): { hood: number; faceHeight: number } {
  const hood = nose(spec).hood[1];
  return { hood, faceHeight: hood - spec.groundClearance };
}

/** Grille, lamps, intakes and plate of the front, in face coordinates (u across, h up). */
function frontDetails(doc: SvgDocument, look: Look, color: string, frame: FaceFrame): void {
  const { toPicture, scale, spec } = frame;
  const halfWidth = spec.width / 2;
  const { hood, faceHeight } = faceHeights(spec);
  const clearance = spec.groundClearance;
  const bend = (points: readonly RoundedPoint[]): readonly RoundedPoint[] =>
    frame.bent ? densify(points, 16) : points;
  const mirroredShape = (half: readonly RoundedPoint[]): string =>
    rounded(mapRoundedPoints(toPicture, bend(mirrored(half)), scale));
  const bothSides = (half: readonly RoundedPoint[]): string =>
    rounded(mapRoundedPoints(toPicture, bend(half), scale)) +
    rounded(
      mapRoundedPoints(
        toPicture,
        bend(half.map((point): RoundedPoint => [-point[0], point[1], point[2]])),
        scale,
      ),
    );
  const grilleFill = doc.shared('grille', () =>
    doc.linearGradient(
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
    doc.linearGradient(
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
  const bold = spec.frontStyle !== 'sleek';
  // lower intake with the plate over it
  doc.add(
    path(
      mirroredShape([
        [0, clearance + faceHeight * 0.5, 0],
        [halfWidth * 0.62, clearance + faceHeight * 0.48, 14],
        [halfWidth * 0.56, clearance + faceHeight * 0.1, 14],
        [0, clearance + faceHeight * 0.08, 0],
      ]),
      grilleFill,
    ),
  );
  // upper grille
  const grilleTop = hood - faceHeight * (bold ? 0.05 : 0.1);
  const grilleBottom = clearance + faceHeight * (bold ? 0.52 : 0.58);
  const grilleWidth = bold ? 0.54 : 0.38;
  const grille: RoundedPoint[] = [
    [0, grilleTop, 0],
    [halfWidth * grilleWidth, grilleTop, bold ? 10 : 14],
    [halfWidth * (grilleWidth - 0.06), grilleBottom, 12],
    [0, grilleBottom, 0],
  ];
  doc.add(
    path(
      mirroredShape(grille),
      grilleFill,
      undefined,
      ` stroke="#c9ced4" stroke-width="${oneDecimal(3 * scale)}"`,
    ),
  );
  let slats = '';
  const rows = bold ? 3 : 4;
  for (let i = 1; i <= rows; i++) {
    const h = grilleBottom + ((grilleTop - grilleBottom) * i) / (rows + 1);
    slats += `M${svgPoint(toPicture(-halfWidth * (grilleWidth - 0.08), h))}L${svgPoint(toPicture(halfWidth * (grilleWidth - 0.08), h))}`;
  }
  doc.add(line(slats, bold ? '#c9ced4' : '#4a4f57', (bold ? 5 : 3) * scale, bold ? 0.9 : 1));
  // head lamps
  const lampInner = bold ? halfWidth * 0.6 : halfWidth * 0.46;
  const lamps: RoundedPoint[] = [
    [lampInner, hood - faceHeight * 0.07, 6],
    [halfWidth * 0.93, hood - faceHeight * 0.04, 10],
    [halfWidth * 0.97, hood - faceHeight * 0.22, 8],
    [lampInner + halfWidth * 0.06, hood - faceHeight * (bold ? 0.3 : 0.27), 6],
  ];
  doc.add(
    path(
      bothSides(lamps),
      lamp,
      undefined,
      ` stroke="${tone(color, -0.5)}" stroke-width="${oneDecimal(2.5 * scale)}"`,
    ),
  );
  const rightDaytimeLight = `M${svgPoint(toPicture(lampInner + halfWidth * 0.04, hood - faceHeight * 0.09))}L${svgPoint(toPicture(halfWidth * 0.9, hood - faceHeight * 0.065))}`;
  const leftDaytimeLight = `M${svgPoint(toPicture(-lampInner - halfWidth * 0.04, hood - faceHeight * 0.09))}L${svgPoint(toPicture(-halfWidth * 0.9, hood - faceHeight * 0.065))}`;
  doc.add(line(rightDaytimeLight + leftDaytimeLight, '#ffffff', 3.5 * scale));
  for (const side of scale > 1.3 ? [1, -1] : []) {
    const u = side * halfWidth * 0.77;
    const h = hood - faceHeight * 0.16;
    doc.add(
      group(
        ` transform="${localFrame(toPicture, u, h)}"`,
        circle(0, 0, faceHeight * 0.055, '#dfe8f0'),
        circle(0, 0, faceHeight * 0.03, '#8ea4b8'),
      ),
    );
  }
  // side intakes with fog lamps
  const fog: RoundedPoint[] = [
    [halfWidth * 0.68, clearance + faceHeight * 0.4, 8],
    [halfWidth * 0.9, clearance + faceHeight * 0.42, 8],
    [halfWidth * 0.88, clearance + faceHeight * 0.14, 8],
    [halfWidth * 0.68, clearance + faceHeight * 0.14, 8],
  ];
  doc.add(path(bothSides(fog), grilleFill));
  for (const side of [1, -1]) {
    doc.add(
      group(
        ` transform="${localFrame(toPicture, side * halfWidth * 0.79, clearance + faceHeight * 0.27)}"`,
        circle(0, 0, faceHeight * 0.045, '#f2f5f8'),
      ),
    );
  }
  if (spec.frontStyle === 'bold') {
    doc.add(
      path(
        mirroredShape([
          [0, clearance + faceHeight * 0.1, 0],
          [halfWidth * 0.36, clearance + faceHeight * 0.1, 6],
          [halfWidth * 0.3, clearance - 2, 6],
          [0, clearance - 2, 0],
        ]),
        '#c3c8ce',
      ),
    );
  }
  plate(doc, frame, clearance + faceHeight * 0.2, faceHeight);
}

function plate(doc: SvgDocument, frame: FaceFrame, bottom: number, faceHeight: number): void {
  const { toPicture, scale, spec } = frame;
  const halfWidth = spec.width * 0.19;
  const height = Math.min(faceHeight * 0.2, halfWidth * 0.48);
  const box = (left: number, right: number, low: number, high: number, radius: number): string =>
    rounded(
      mapRoundedPoints(
        toPicture,
        [
          [left, high, radius],
          [right, high, radius],
          [right, low, radius],
          [left, low, radius],
        ],
        scale,
      ),
    );
  doc.add(
    path(
      box(-halfWidth, halfWidth, bottom, bottom + height, 4),
      '#f3f5f6',
      undefined,
      ` stroke="#5d6167" stroke-width="${oneDecimal(2 * scale)}"`,
    ),
  );
  doc.add(
    path(
      box(-halfWidth + 2, halfWidth - 2, bottom + height * 0.7, bottom + height - 2, 2),
      '#4d8fd0',
    ),
  );
}

/** Body, greenhouse, tyres and mirrors seen from the front or the rear. */
function faceView(doc: SvgDocument, spec: CarSpec, look: Look, color: string, rear: boolean): void {
  const groundY = 650;
  const scale = Math.min(640 / spec.width, 470 / spec.roofHeight);
  const toPicture: ToPicture = (u, h) => [600 + u * scale, groundY - h * scale];
  const frame: FaceFrame = { toPicture, scale, spec };
  const reflect = drawScene(doc, look, 470, groundY);
  const halfWidth = spec.width / 2;
  const clearance = spec.groundClearance;
  const { hood } = faceHeights(spec);
  const deckHeight = rear ? Math.min(profilePoint(spec, 2)[1], spec.beltHeight) : hood;
  const belt = spec.beltHeight;
  const roof = spec.roofHeight;
  const open = spec.openTop === true;
  const mirroredShape = (half: readonly RoundedPoint[]): string =>
    rounded(mapRoundedPoints(toPicture, mirrored(half), scale));
  const mirrorHalf = (half: readonly RoundedPoint[]): RoundedPoint[] =>
    half.map((point): RoundedPoint => [-point[0], point[1], point[2]]);
  doc.add(ellipse(600, groundY + 2, halfWidth * scale * 1.3, 34, shadowFill(doc)));
  const boxy = spec.frontStyle === 'box';
  const lower: RoundedPoint[] = [
    [0, belt + 2, 0],
    [halfWidth * (boxy ? 0.95 : 0.86), belt, boxy ? 20 : 36],
    [halfWidth, deckHeight - 16, 30],
    [halfWidth, clearance + 46, 20],
    [halfWidth * 0.95, clearance, 12],
    [0, clearance, 0],
  ];
  const lowerBody = mirroredShape(lower);
  const bodyFill = doc.linearGradient(
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
  const shade = doc.linearGradient(
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
    const fade = doc.linearGradient(
      [
        [0, color, 0.3],
        [1, color, 0],
      ],
      0,
      groundY,
      0,
      groundY - 200,
      true,
    );
    doc.add(group(` transform="matrix(1 0 0 -1 0 ${2 * groundY})"`, path(lowerBody, fade)));
  }
  // underbody and tyres
  const under = toPicture(-halfWidth * 0.9, clearance + 14);
  doc.add(
    rect(
      under[0],
      under[1],
      halfWidth * 1.8 * scale,
      (clearance + 14) * scale,
      '#16171a',
      8 * scale,
    ),
  );
  const tyre = doc.shared('tyreFace', () =>
    doc.linearGradient(
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
    const u = side * halfWidth * 0.77;
    const tyreTopLeft = toPicture(u - halfWidth * 0.14, clearance + spec.wheelRadius * 0.9);
    doc.add(
      rect(
        tyreTopLeft[0],
        tyreTopLeft[1],
        halfWidth * 0.28 * scale,
        (clearance + spec.wheelRadius * 0.9) * scale,
        tyre,
        10 * scale,
      ),
    );
    doc.add(ellipse(toPicture(u, 0)[0], groundY + 2, halfWidth * 0.2 * scale, 8, '#000000', 0.5));
  }
  // cabin
  const glassTop = rear ? roof - (roof - belt) * 0.16 : roof - (roof - belt) * 0.12;
  const glassBottom =
    rear && !spec.notchback ? Math.max(belt, profilePoint(spec, 2)[1]) + 10 : belt + 10;
  const glassTopWidth =
    spec.pickupBed && rear ? 0.5 : spec.frontStyle === 'box' ? 0.72 : rear ? 0.56 : 0.6;
  const glassHalf: RoundedPoint[] = open
    ? [
        [0, roof - 8, 0],
        [halfWidth * 0.64, roof - 12, 6],
        [halfWidth * 0.77, belt + 6, 6],
        [0, belt + 6, 0],
      ]
    : [
        [0, glassTop, 0],
        [halfWidth * glassTopWidth, glassTop - 4, 16],
        [halfWidth * (glassTopWidth + 0.16), glassBottom, 8],
        [0, glassBottom, 0],
      ];
  if (open) {
    // the windshield frame, then the seats in front of (rear) or behind (front) it
    const windshieldFrame = mirroredShape(glassHalf);
    const headrests = (): void => {
      for (const side of [1, -1]) {
        const u = side * halfWidth * 0.42;
        const head: RoundedPoint[] = [
          [u - 32, belt - 4, 8],
          [u - 28, belt + 50, 16],
          [u + 28, belt + 50, 16],
          [u + 32, belt - 4, 8],
        ];
        doc.add(
          path(
            rounded(mapRoundedPoints(toPicture, head, scale)),
            rear ? tone(look.seat, -0.2) : '#202226',
          ),
        );
      }
    };
    if (!rear) headrests();
    doc.add(
      path(windshieldFrame, glassFill(doc, look), rear ? 0.35 : 0.6),
      path(
        windshieldFrame,
        'none',
        undefined,
        ` stroke="${tone(color, rear ? -0.35 : -0.1)}" stroke-width="${oneDecimal(7 * scale)}"`,
      ),
    );
    if (rear) headrests();
  } else {
    const cabin = mirroredShape(
      spec.pickupBed && rear
        ? [
            [0, roof, 0],
            [halfWidth * 0.6, roof - 2, 30],
            [halfWidth * 0.76, belt + 4, 10],
            [halfWidth * 0.78, belt - 8, 0],
            [0, belt - 8, 0],
          ]
        : spec.frontStyle === 'box'
          ? [
              [0, roof, 0],
              [halfWidth * 0.88, roof - 2, 30],
              [halfWidth * 0.95, belt + 4, 10],
              [halfWidth * 0.96, belt - 8, 0],
              [0, belt - 8, 0],
            ]
          : [
              [0, roof, 0],
              [halfWidth * 0.64, roof - 2, 34],
              [halfWidth * 0.85, belt + 4, 10],
              [halfWidth * 0.86, belt - 8, 0],
              [0, belt - 8, 0],
            ],
    );
    doc.add(path(cabin, bodyFill), path(cabin, shade));
    doc.add(path(mirroredShape(glassHalf), glassFill(doc, look)));
    doc.add(
      path(
        polygon(
          mapPoints(toPicture, [
            [-halfWidth * 0.3, glassTop - 2],
            [-halfWidth * 0.1, glassTop - 2],
            [-halfWidth * 0.34, glassBottom + 2],
            [-halfWidth * 0.54, glassBottom + 2],
          ]),
        ),
        '#ffffff',
        0.08,
      ),
    );
  }
  doc.add(path(lowerBody, bodyFill), path(lowerBody, shade));
  // hood or deck surface
  const deck: RoundedPoint[] = [
    [0, belt, 0],
    [halfWidth * 0.84, belt - 2, 24],
    [halfWidth * 0.95, deckHeight - 4, 12],
    [0, deckHeight + 4, 0],
  ];
  doc.add(path(mirroredShape(deck), tone(color, 0.12), 0.8));
  doc.add(
    line(
      `M${svgPoint(toPicture(-halfWidth * 0.93, deckHeight - 4))}Q${svgPoint(toPicture(0, deckHeight + 8))} ${svgPoint(toPicture(halfWidth * 0.93, deckHeight - 4))}`,
      tone(color, -0.4),
      2 * scale,
      0.5,
    ),
  );
  // mirrors on the doors
  const mirror: RoundedPoint[] = [
    [halfWidth * 0.8, belt - 2, 6],
    [halfWidth * 1.08, belt + 6, 8],
    [halfWidth * 1.1, belt + 30, 10],
    [halfWidth * 0.84, belt + 26, 6],
  ];
  const cap: RoundedPoint[] = [
    [halfWidth * 0.84, belt + 2, 4],
    [halfWidth * 1.08, belt + 8, 6],
    [halfWidth * 1.09, belt + 14, 4],
    [halfWidth * 0.84, belt + 8, 4],
  ];
  doc.add(
    path(
      rounded(mapRoundedPoints(toPicture, mirror, scale)) +
        rounded(mapRoundedPoints(toPicture, mirrorHalf(mirror), scale)),
      tone(color, -0.06),
    ),
    path(
      rounded(mapRoundedPoints(toPicture, cap, scale)) +
        rounded(mapRoundedPoints(toPicture, mirrorHalf(cap), scale)),
      '#1b1c20',
      0.8,
    ),
  );
  if (rear) rearDetails(doc, look, color, frame);
  else frontDetails(doc, look, color, frame);
}

function rearDetails(doc: SvgDocument, look: Look, color: string, frame: FaceFrame): void {
  const { toPicture, scale, spec } = frame;
  const halfWidth = spec.width / 2;
  const clearance = spec.groundClearance;
  const red = doc.shared('red', () =>
    doc.linearGradient(
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
  const bothSides = (half: readonly RoundedPoint[]): string =>
    rounded(mapRoundedPoints(toPicture, half, scale)) +
    rounded(
      mapRoundedPoints(
        toPicture,
        half.map((point): RoundedPoint => [-point[0], point[1], point[2]]),
        scale,
      ),
    );
  const deckHeight = Math.min(profilePoint(spec, 2)[1], spec.beltHeight);
  const faceHeight = deckHeight - clearance;
  if (spec.tailLamps === 'tall') {
    const lamps: RoundedPoint[] = [
      [halfWidth * 0.84, deckHeight - 6, 6],
      [halfWidth * 0.98, deckHeight - 6, 6],
      [halfWidth * 0.98, deckHeight - faceHeight * 0.55, 6],
      [halfWidth * 0.84, deckHeight - faceHeight * 0.55, 6],
    ];
    doc.add(path(bothSides(lamps), red));
  } else {
    const lamps: RoundedPoint[] = [
      [halfWidth * 0.5, deckHeight - faceHeight * 0.08, 6],
      [halfWidth * 0.97, deckHeight - faceHeight * 0.06, 10],
      [halfWidth * 0.98, deckHeight - faceHeight * 0.34, 8],
      [halfWidth * 0.58, deckHeight - faceHeight * 0.3, 6],
    ];
    doc.add(
      path(
        bothSides(lamps),
        red,
        undefined,
        ` stroke="${tone(color, -0.5)}" stroke-width="${oneDecimal(2 * scale)}"`,
      ),
    );
    if (look.lightBar) {
      doc.add(
        line(
          `M${svgPoint(toPicture(-halfWidth * 0.5, deckHeight - faceHeight * 0.15))}L${svgPoint(toPicture(halfWidth * 0.5, deckHeight - faceHeight * 0.15))}`,
          '#e0323a',
          5 * scale,
        ),
      );
    }
    doc.add(
      line(
        `M${svgPoint(toPicture(-halfWidth * 0.9, deckHeight - faceHeight * 0.14))}L${svgPoint(toPicture(-halfWidth * 0.62, deckHeight - faceHeight * 0.16))}M${svgPoint(toPicture(halfWidth * 0.9, deckHeight - faceHeight * 0.14))}L${svgPoint(toPicture(halfWidth * 0.62, deckHeight - faceHeight * 0.16))}`,
        '#ffd0cc',
        3 * scale,
        0.9,
      ),
    );
  }
  // third brake light
  if (!spec.openTop) {
    const brakeLightHeight = spec.roofHeight - (spec.roofHeight - spec.beltHeight) * 0.1;
    doc.add(
      line(
        `M${svgPoint(toPicture(-halfWidth * 0.18, brakeLightHeight))}L${svgPoint(toPicture(halfWidth * 0.18, brakeLightHeight))}`,
        '#d8262f',
        4 * scale,
      ),
    );
  }
  if (spec.pickupBed || spec.frontStyle === 'box') {
    const handleHeight = deckHeight - faceHeight * 0.3;
    doc.add(
      line(
        spec.pickupBed
          ? `M${svgPoint(toPicture(-halfWidth * 0.8, deckHeight - 8))}L${svgPoint(toPicture(halfWidth * 0.8, deckHeight - 8))}`
          : `M${svgPoint(toPicture(0, spec.beltHeight + (spec.roofHeight - spec.beltHeight) * 0.9))}L${svgPoint(toPicture(0, clearance + faceHeight * 0.3))}`,
        tone(color, -0.45),
        2.5 * scale,
        0.6,
      ),
      path(
        rounded(
          mapRoundedPoints(
            toPicture,
            [
              [-halfWidth * 0.14, handleHeight + 8, 4],
              [halfWidth * 0.14, handleHeight + 8, 4],
              [halfWidth * 0.14, handleHeight - 8, 4],
              [-halfWidth * 0.14, handleHeight - 8, 4],
            ],
            scale,
          ),
        ),
        '#1d1f23',
        0.85,
      ),
    );
  }
  doc.add(
    line(
      `M${svgPoint(toPicture(-halfWidth * 0.97, clearance + faceHeight * 0.36))}Q${svgPoint(toPicture(0, clearance + faceHeight * 0.33))} ${svgPoint(toPicture(halfWidth * 0.97, clearance + faceHeight * 0.36))}`,
      tone(color, -0.45),
      2 * scale,
      0.45,
    ),
  );
  // bumper diffuser and exhausts
  const diffuser: RoundedPoint[] = [
    [0, clearance + faceHeight * 0.2, 0],
    [halfWidth * 0.8, clearance + faceHeight * 0.2, 14],
    [halfWidth * 0.74, clearance - 2, 10],
    [0, clearance - 2, 0],
  ];
  doc.add(path(rounded(mapRoundedPoints(toPicture, mirrored(diffuser), scale)), '#1c1e22'));
  doc.add(
    line(
      `M${svgPoint(toPicture(-halfWidth * 0.86, clearance + faceHeight * 0.26))}L${svgPoint(toPicture(-halfWidth * 0.72, clearance + faceHeight * 0.26))}M${svgPoint(toPicture(halfWidth * 0.86, clearance + faceHeight * 0.26))}L${svgPoint(toPicture(halfWidth * 0.72, clearance + faceHeight * 0.26))}`,
      '#b31b24',
      4 * scale,
    ),
  );
  for (const side of spec.pickupBed || spec.frontStyle === 'box' ? [-1] : [1, -1]) {
    doc.add(
      group(
        ` transform="${localFrame(toPicture, side * halfWidth * 0.55, clearance + faceHeight * 0.08)}"`,
        ellipse(0, 0, 16, 9, '#d3d7dc'),
        ellipse(0, 0, 12, 6, '#222428'),
      ),
    );
  }
  plate(doc, frame, clearance + faceHeight * (spec.notchback ? 0.42 : 0.3), faceHeight);
}

// ---------------------------------------------------------------------------------------------
// Three-quarter view: the side outline extruded across the width and seen in perspective

interface Camera {
  project: (x: number, h: number, z: number) => Point;
  horizon: number;
  scale: number;
}

function camera(spec: CarSpec): Camera {
  const yaw = 0.6;
  const cos = Math.cos(yaw);
  const sin = Math.sin(yaw);
  const length = spec.length;
  const halfWidth = spec.width / 2;
  const distance = length * 2.4;
  const cameraHeight = spec.roofHeight + 60;
  // shorter cars are framed a little smaller, so a hatchback does not look like a wagon
  const scale = (920 * Math.sqrt(length / 900)) / (length * cos + spec.width * sin);
  const focalLength = scale * distance;
  const depth = (x: number, z: number): number => distance - ((x - length / 2) * sin + z * cos);
  const projectUncentred = (x: number, h: number, z: number): Point => {
    const pointDepth = depth(x, z);
    return [
      (focalLength * ((x - length / 2) * cos - z * sin)) / pointDepth,
      (-focalLength * (h - cameraHeight)) / pointDepth,
    ];
  };
  let minX = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const x of [0, length]) {
    for (const z of [halfWidth, -halfWidth]) {
      for (const h of [0, spec.roofHeight]) {
        const point = projectUncentred(x, h, z);
        minX = Math.min(minX, point[0]);
        maxX = Math.max(maxX, point[0]);
        maxY = Math.max(maxY, point[1]);
      }
    }
  }
  const shiftX = 600 - (minX + maxX) / 2;
  const shiftY = 652 - maxY;
  return {
    project: (x, h, z) => {
      const point = projectUncentred(x, h, z);
      return [point[0] + shiftX, point[1] + shiftY];
    },
    horizon: shiftY,
    scale,
  };
}

function threeQuarterView(doc: SvgDocument, spec: CarSpec, look: Look, color: string): void {
  const viewpoint = camera(spec);
  const { project, scale } = viewpoint;
  const halfWidth = spec.width / 2;
  const sideOffsetAt = (h: number): number =>
    h <= spec.beltHeight
      ? halfWidth
      : halfWidth *
        (1 - (0.14 * (h - spec.beltHeight)) / Math.max(1, spec.roofHeight - spec.beltHeight));
  const centre = project(spec.length / 2, 0, 0);
  const reflect = drawScene(doc, look, viewpoint.horizon, centre[1]);
  // shadow
  const footprint = [
    project(-16, 0, halfWidth + 24),
    project(spec.length + 20, 0, halfWidth + 24),
    project(spec.length + 20, 0, -halfWidth - 24),
    project(-16, 0, -halfWidth - 24),
  ];
  doc.add(ellipse(centre[0], centre[1], spec.length * scale * 0.66, 80 * scale, shadowFill(doc)));
  doc.add(
    path(
      rounded(footprint.map((corner): RoundedPoint => [corner[0], corner[1], 60])),
      '#000000',
      0.2,
    ),
  );
  // the side outline, flattened
  const outline = flattenProfile(spec);
  const projectNear = (point: Point): Point => project(point[0], point[1], sideOffsetAt(point[1]));
  if (reflect) {
    const fade = doc.linearGradient(
      [
        [0, color, 0.2],
        [1, color, 0],
      ],
      0,
      centre[1],
      0,
      centre[1] + spec.roofHeight * scale * 0.7,
      true,
    );
    // the mirrored flank without wheel arches: wheels barely show in a soft reflection
    const mirroredDown: ToPicture = (x, h) => project(x, -h, sideOffsetAt(h));
    doc.add(path(rounded(mapRoundedPoints(mirroredDown, profileCorners(spec), scale)), fade));
  }
  // far wheels
  for (const axle of [spec.rearAxle, spec.frontAxle]) {
    doc.add(
      group(
        ` transform="${localFrame((x, h) => project(x, h, -halfWidth + 16), axle, spec.wheelRadius)}"`,
        circle(0, 0, spec.wheelRadius, '#141518'),
      ),
    );
  }
  // upper surfaces
  const lightDirection: Point = [0.42, 0.91];
  // Front-facing strips of the extruded outline barely overlap, so they are merged by shade.
  const stripsByShade = new Map<string, string>();
  const insets: string[] = [];
  for (let i = 0; i < outline.length - 1; i++) {
    const edgeStart = cyclicAt(outline, i);
    const edgeEnd = cyclicAt(outline, i + 1);
    const startOffset = sideOffsetAt(edgeStart.point[1]);
    const endOffset = sideOffsetAt(edgeEnd.point[1]);
    const strip = [
      project(edgeStart.point[0], edgeStart.point[1], startOffset),
      project(edgeEnd.point[0], edgeEnd.point[1], endOffset),
      project(edgeEnd.point[0], edgeEnd.point[1], -endOffset),
      project(edgeStart.point[0], edgeStart.point[1], -startOffset),
    ];
    let area = 0;
    strip.forEach((corner, j) => {
      const nextCorner = cyclicAt(strip, j + 1);
      area += corner[0] * nextCorner[1] - nextCorner[0] * corner[1];
    });
    if (area >= -0.5) continue;
    const dx = edgeEnd.point[0] - edgeStart.point[0];
    const dh = edgeEnd.point[1] - edgeStart.point[1];
    const edgeLength = Math.hypot(dx, dh) || 1;
    const facing = (-dh / edgeLength) * lightDirection[0] + (dx / edgeLength) * lightDirection[1];
    const fill = tone(color, Math.round(clamp(-0.3 + 0.45 * facing, -0.4, 0.2) * 12) / 12);
    stripsByShade.set(fill, (stripsByShade.get(fill) ?? '') + polygon(strip));
    if (edgeStart.edge) {
      const inset = (t: number, sideScale: number): Point => {
        const point = lerp(edgeStart.point, edgeEnd.point, t);
        return project(point[0], point[1], sideOffsetAt(point[1]) * sideScale);
      };
      insets.push(
        path(
          polygon([inset(0.04, 0.84), inset(0.96, 0.84), inset(0.96, -0.84), inset(0.04, -0.84)]),
          edgeStart.edge === 'glass'
            ? glassFill(doc, look)
            : edgeStart.edge === 'bed'
              ? '#1d1e22'
              : tone(look.seat, -0.35),
        ),
      );
      if (edgeStart.edge === 'glass') {
        insets.push(
          path(
            polygon([inset(0.1, 0.1), inset(0.9, 0.3), inset(0.9, 0.05), inset(0.1, -0.15)]),
            '#ffffff',
            0.1,
          ),
        );
      }
    }
  }
  for (const [fill, d] of stripsByShade) {
    doc.add(path(d, fill, undefined, ` stroke="${fill}"`));
  }
  doc.add(...insets);
  if (spec.openTop) {
    for (const side of [1, -1]) {
      const z = side * halfWidth * 0.45;
      const head = [
        project(318, spec.beltHeight, z + 30),
        project(318, spec.beltHeight + 48, z + 26),
        project(318, spec.beltHeight + 48, z - 26),
        project(318, spec.beltHeight, z - 30),
      ];
      doc.add(
        path(
          rounded(head.map((corner): RoundedPoint => [corner[0], corner[1], 12 * scale])),
          tone(look.seat, -0.1),
        ),
      );
    }
  }
  // near side
  const nearSide = flankOutline(spec, nearSideOf(project, sideOffsetAt), scale);
  const bodyTop = project(spec.length / 2, spec.roofHeight, halfWidth)[1];
  const bodyBottom = project(spec.length / 2, spec.groundClearance, halfWidth)[1];
  doc.add(path(nearSide, bodyGradient(doc, color, bodyTop, bodyBottom)));
  const toPicture: ToPicture = (x, h) => project(x, h, sideOffsetAt(h) + 0.5);
  if (spec.pickupBed) {
    doc.add(
      line(
        `M${svgPoint(toPicture(326, 206))}L${svgPoint(toPicture(326, spec.groundClearance + 14))}`,
        tone(color, -0.45),
        2.2 * scale,
        0.55,
      ),
    );
  }
  flankDetails(doc, spec, look, color, { toPicture, scale });
  // front details on the nose
  const noseOutline = outline.filter(
    (outlinePoint) =>
      outlinePoint.point[0] > spec.length - 90 && outlinePoint.point[1] < nose(spec).hood[1] + 2,
  );
  const noseX = (h: number): number => {
    for (let i = 0; i < noseOutline.length - 1; i++) {
      const upper = cyclicAt(noseOutline, i).point;
      const lower = cyclicAt(noseOutline, i + 1).point;
      if ((h <= upper[1] && h >= lower[1]) || (h >= upper[1] && h <= lower[1])) {
        const t = upper[1] === lower[1] ? 0 : (h - upper[1]) / (lower[1] - upper[1]);
        return upper[0] + (lower[0] - upper[0]) * t;
      }
    }
    return spec.length;
  };
  frontDetails(doc, look, color, {
    toPicture: (u, h) => project(noseX(h) + 0.5, h, -u),
    scale,
    spec,
    bent: true,
  });
  // mirror
  doc.add(
    path(
      rounded(mapRoundedPoints((x, h) => project(x, h, halfWidth + 26), mirrorShape(spec), scale)),
      tone(color, -0.05),
    ),
  );
  // wells and near wheels
  for (const axle of [spec.rearAxle, spec.frontAxle]) {
    doc.add(path(polygon(archPoints(spec, axle, 10).map(projectNear)), '#121317'));
    const wheelFoot = project(axle, 0, halfWidth - 30);
    doc.add(
      ellipse(
        wheelFoot[0],
        wheelFoot[1],
        spec.wheelRadius * scale * 0.9,
        spec.wheelRadius * scale * 0.2,
        '#000000',
        0.45,
      ),
    );
    doc.add(
      group(
        ` transform="${localFrame((x, h) => project(x, h, halfWidth - 44), axle, spec.wheelRadius)}"`,
        circle(0, 0, spec.wheelRadius, '#101113'),
      ),
      group(
        ` transform="${localFrame((x, h) => project(x, h, halfWidth - 12), axle, spec.wheelRadius)}"`,
        wheelArt(doc, look, spec.wheelRadius),
      ),
    );
  }
}

const nearSideOf =
  (project: Camera['project'], sideOffsetAt: (h: number) => number): ToPicture =>
  (x, h) =>
    project(x, h, sideOffsetAt(h));

/** The side outline (body with wheel arches) under any mapping, arches as polylines. */
function flankOutline(spec: CarSpec, toPicture: ToPicture, scale: number): string {
  let d = rounded(mapRoundedPoints(toPicture, profileCorners(spec), scale), false);
  for (const axle of [spec.frontAxle, spec.rearAxle]) {
    d += `L${archPoints(spec, axle, 8)
      .map((point) => svgPoint(toPicture(point[0], point[1])))
      .join('L')}`;
  }
  return `${d}Z`;
}

/** A point of the side outline, with what the surface after it shows from above. */
interface OutlinePoint {
  point: Point;
  edge?: EdgeKind;
}

/** The side outline with its rounded corners replaced by a few straight steps. */
function flattenProfile(spec: CarSpec): OutlinePoint[] {
  const points: OutlinePoint[] = [];
  const profile = spec.profile;
  profile.forEach((corner, i) => {
    if (i === 0 || i === profile.length - 1) {
      points.push({ point: [corner[0], corner[1]], edge: corner[3] });
      return;
    }
    const [entry, exit] = cornerCut(
      cyclicAt(profile, i - 1),
      [corner[0], corner[1], corner[2]],
      cyclicAt(profile, i + 1),
    );
    const steps = corner[2] > 40 ? 4 : corner[2] > 20 ? 3 : 2;
    for (let step = 0; step <= steps; step++) {
      const t = step / steps;
      const point: Point = [
        (1 - t) * (1 - t) * entry[0] + 2 * (1 - t) * t * corner[0] + t * t * exit[0],
        (1 - t) * (1 - t) * entry[1] + 2 * (1 - t) * t * corner[1] + t * t * exit[1],
      ];
      points.push(step === steps ? { point, edge: corner[3] } : { point });
    }
  });
  return points;
}

// ---------------------------------------------------------------------------------------------
// Cabin views

const outdoorPalettes: Record<SceneKind, Palette> = {
  studio: { skyTop: '#86b9df', skyLow: '#e4ecef', skyline: '#a9b5bf', ground: '#b7b1a5' },
  showroom: { skyTop: '#94c2e2', skyLow: '#f2e8d4', skyline: '#d8bd8c', ground: '#d3b27c' },
  dusk: palettes.dusk,
  desert: palettes.desert,
};

/** The world seen through the windscreen, for the cabin views. */
function outsideView(doc: SvgDocument, look: Look, horizon: number): void {
  const palette = outdoorPalettes[look.scene];
  paintSky(
    doc,
    [
      [0, palette.skyTop],
      [1, palette.skyLow],
    ],
    horizon,
  );
  const random = seededRandom(look.sceneSeed + 5);
  const cityscape = look.scene === 'dusk' || look.scene === 'studio';
  let skylinePath = `M0 ${horizon}`;
  if (cityscape) {
    for (let x = 0; x < 1200; x += 30 + Math.floor(random() * 40)) {
      skylinePath += `V${wholeNumber(horizon - 14 - random() * 50)}H${x + 30}`;
    }
    skylinePath += `V${horizon}H0Z`;
  } else {
    skylinePath = dunes(random, horizon, 22, 300);
  }
  doc.add(path(skylinePath, palette.skyline, 0.85));
  doc.add(rect(0, horizon, 1200, 800 - horizon, palette.ground));
  doc.add(
    path(`M585 ${horizon}H615L980 800H220Z`, look.scene === 'dusk' ? '#2d2934' : '#5a5652', 0.9),
  );
  doc.add(line(`M600 ${horizon + 6}V800`, '#f1e5c8', 5, 0.7, ' stroke-dasharray="24 34"'));
}

function interiorView(doc: SvgDocument, look: Look): void {
  outsideView(doc, look, 330);
  const lining = doc.linearGradient(
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
  const dash = doc.linearGradient(
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
  const door = doc.linearGradient(
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
  const seatFill = doc.linearGradient(
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

function vignette(doc: SvgDocument): void {
  const shade = doc.radialGradient(
    [
      [0.55, '#000000', 0],
      [1, '#000000', 0.45],
    ],
    0.5,
    0.5,
    0.75,
  );
  doc.add(rect(0, 0, 1200, 800, shade));
}

function gauge(cx: number, cy: number, r: number, value: number, accent: string): string {
  const start = Math.PI * 0.75;
  const sweep = Math.PI * 1.5;
  let ticks = '';
  for (let i = 0; i <= 20; i++) {
    const angle = start + (sweep * i) / 20;
    const tickStart = i % 5 === 0 ? r * 0.78 : r * 0.86;
    ticks += `M${svgPoint([cx + Math.cos(angle) * tickStart, cy + Math.sin(angle) * tickStart])}L${svgPoint([cx + Math.cos(angle) * r * 0.94, cy + Math.sin(angle) * r * 0.94])}`;
  }
  const end = start + sweep * value;
  const arc = `M${svgPoint([cx + Math.cos(start) * r, cy + Math.sin(start) * r])}A${oneDecimal(r)} ${oneDecimal(r)} 0 ${sweep * value > Math.PI ? 1 : 0} 1 ${svgPoint([cx + Math.cos(end) * r, cy + Math.sin(end) * r])}`;
  return [
    circle(cx, cy, r * 1.08, '#0b0d11'),
    line(ticks, '#c9d3de', 2.5, 0.8),
    line(arc, accent, 6),
    line(
      `M${cx} ${cy}L${svgPoint([cx + Math.cos(end) * r * 0.8, cy + Math.sin(end) * r * 0.8])}`,
      '#ff5a4f',
      4,
    ),
    circle(cx, cy, r * 0.14, '#2a2e35'),
  ].join('');
}

function dashboardView(doc: SvgDocument, look: Look): void {
  outsideView(doc, look, 160);
  const dash = doc.linearGradient(
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
  const screen = doc.linearGradient(
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
  const random = seededRandom(look.sceneSeed + 9);
  doc.add(gauge(350, 395, 92, between(random, 0.3, 0.6), look.accent));
  doc.add(gauge(650, 395, 92, between(random, 0.15, 0.4), look.accent));
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
  const rim = doc.linearGradient(
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

function wheelView(doc: SvgDocument, look: Look, color: string): void {
  const palette = palettes[look.scene];
  const cx = 600;
  const cy = 426;
  const tyreRadius = 272;
  const ground = cy + tyreRadius;
  const sill = ground - 124;
  const wellRadius = tyreRadius + 46;
  const wellHalfWidth = Math.sqrt(wellRadius * wellRadius - (sill - cy) ** 2);
  doc.add(rect(0, 0, 1200, 800, palette.ground));
  const under = doc.linearGradient(
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
  doc.add(ellipse(cx, ground, tyreRadius * 1.3, 26, shadowFill(doc)));
  const well = doc.linearGradient(
    [
      [0, '#303136'],
      [1, '#0d0e10'],
    ],
    0,
    cy - wellRadius,
    0,
    sill,
    true,
  );
  doc.add(
    path(
      `M${oneDecimal(cx - wellHalfWidth)} ${sill}A${wellRadius} ${wellRadius} 0 1 1 ${oneDecimal(cx + wellHalfWidth)} ${sill}Z`,
      well,
    ),
  );
  const body = doc.linearGradient(
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
    path(
      `M0 0H1200V${sill}H${oneDecimal(cx + wellHalfWidth)}A${wellRadius} ${wellRadius} 0 1 0 ${oneDecimal(cx - wellHalfWidth)} ${sill}H0Z`,
      body,
    ),
  );
  doc.add(line('M0 132Q600 104 1200 132', '#ffffff', 4, 0.3));
  doc.add(line('M0 138Q600 110 1200 138', '#000000', 3, 0.1));
  doc.add(
    line(
      `M${oneDecimal(cx - wellHalfWidth - 12)} ${sill}A${wellRadius + 12} ${wellRadius + 12} 0 1 1 ${oneDecimal(cx + wellHalfWidth + 12)} ${sill}`,
      '#ffffff',
      4,
      0.2,
    ),
  );
  // tyre
  const tyre = doc.radialGradient([
    [0.7, '#25272b'],
    [0.92, '#1a1b1e'],
    [1, '#0c0c0e'],
  ]);
  doc.add(
    circle(cx, cy, tyreRadius, tyre),
    ring(cx, cy, tyreRadius - 1.5, '#3a3c41', 3),
    ring(cx, cy, tyreRadius * 0.86, '#2f3136', 6),
    ring(cx, cy, tyreRadius * 0.78, '#0f1012', 10),
  );
  const rimRadius = tyreRadius * 0.68;
  doc.add(circle(cx, cy, rimRadius, '#16171a'));
  // brake disc and caliper
  const disc = doc.radialGradient([
    [0.35, '#6b7077'],
    [0.4, '#8e949b'],
    [1, '#5e6369'],
  ]);
  doc.add(circle(cx, cy, rimRadius * 0.82, disc), ring(cx, cy, rimRadius * 0.52, '#4d5157', 8));
  let holes = '';
  for (let i = 0; i < 18; i++) {
    const angle = (i / 18) * Math.PI * 2;
    for (const radius of [rimRadius * 0.62, rimRadius * 0.72]) {
      const holeX = cx + Math.cos(angle + radius / 900) * radius;
      const holeY = cy + Math.sin(angle + radius / 900) * radius;
      holes += `M${oneDecimal(holeX - 4)} ${oneDecimal(holeY)}a4 4 0 1 0 8 0a4 4 0 1 0-8 0`;
    }
  }
  doc.add(path(holes, '#3b3f44'));
  const caliperMiddle = -0.55;
  const caliperStart = caliperMiddle - 0.42;
  const caliperEnd = caliperMiddle + 0.42;
  const caliperPoint = (radius: number, angle: number): string =>
    svgPoint([cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius]);
  doc.add(
    path(
      `M${caliperPoint(rimRadius * 0.56, caliperStart)}A${oneDecimal(rimRadius * 0.56)} ${oneDecimal(rimRadius * 0.56)} 0 0 1 ${caliperPoint(rimRadius * 0.56, caliperEnd)}L${caliperPoint(rimRadius * 0.9, caliperEnd - 0.04)}A${oneDecimal(rimRadius * 0.9)} ${oneDecimal(rimRadius * 0.9)} 0 0 0 ${caliperPoint(rimRadius * 0.9, caliperStart + 0.04)}Z`,
      look.caliper,
      undefined,
      ` stroke="${tone(look.caliper, -0.35)}" stroke-width="6" stroke-linejoin="round"`,
    ),
  );
  doc.add(
    line(
      `M${caliperPoint(rimRadius * 0.8, caliperStart + 0.15)}A${oneDecimal(rimRadius * 0.8)} ${oneDecimal(rimRadius * 0.8)} 0 0 1 ${caliperPoint(rimRadius * 0.8, caliperEnd - 0.15)}`,
      '#ffffff',
      8,
      0.25,
    ),
  );
  // spokes
  const rimFill = doc.linearGradient(
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
  const spoke = `M${oneDecimal(cx - 20)} ${oneDecimal(cy - rimRadius * 0.24)}L${oneDecimal(cx - (look.spokes === 10 ? 40 : 30))} ${oneDecimal(cy - rimRadius * 0.97)}H${oneDecimal(cx + (look.spokes === 10 ? 40 : 30))}L${oneDecimal(cx + 20)} ${oneDecimal(cy - rimRadius * 0.24)}Z`;
  const spokes: string[] = [];
  for (let i = 0; i < count; i++) {
    const angle = (360 / count) * i + 18;
    spokes.push(
      `<path d="${spoke}" fill="${rimFill}" transform="rotate(${oneDecimal(angle)} ${cx} ${cy})"/>`,
    );
    spokes.push(
      `<path d="M${cx} ${oneDecimal(cy - rimRadius * 0.32)}V${oneDecimal(cy - rimRadius * 0.9)}" stroke="#fff" stroke-opacity=".22" stroke-width="5" transform="rotate(${oneDecimal(angle - 3)} ${cx} ${cy})"/>`,
    );
    if (look.spokes === 10) {
      spokes.push(
        `<path d="M${cx} ${oneDecimal(cy - rimRadius * 0.3)}V${oneDecimal(cy - rimRadius * 0.95)}" stroke="#2a2c30" stroke-width="7" transform="rotate(${oneDecimal(angle)} ${cx} ${cy})"/>`,
      );
    }
  }
  doc.add(group(` stroke="${look.rimShade}" stroke-width="3"`, ...spokes));
  doc.add(
    ring(cx, cy, rimRadius * 0.98, rimFill, 22),
    ring(cx, cy, rimRadius * 1.04, '#0c0d0f', 6, 0.6),
  );
  doc.add(
    circle(cx, cy, rimRadius * 0.28, rimFill),
    ring(cx, cy, rimRadius * 0.28, look.rimShade, 4),
  );
  for (let i = 0; i < 5; i++) {
    const angle = (i / 5) * Math.PI * 2 - Math.PI / 2;
    doc.add(
      circle(
        cx + Math.cos(angle) * rimRadius * 0.18,
        cy + Math.sin(angle) * rimRadius * 0.18,
        8,
        '#6f757c',
      ),
    );
  }
  doc.add(
    circle(cx, cy, rimRadius * 0.1, '#2a2c30'),
    circle(cx - 3, cy - 3, rimRadius * 0.04, '#ffffff', 0.3),
  );
  doc.add(
    line(
      `M${cx - tyreRadius * 0.8} ${cy - tyreRadius * 0.45}A${tyreRadius * 0.92} ${tyreRadius * 0.92} 0 0 1 ${cx - tyreRadius * 0.1} ${cy - tyreRadius * 0.91}`,
      '#ffffff',
      10,
      0.06,
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Engine bay

function engineView(doc: SvgDocument, look: Look, color: string): void {
  doc.add(rect(0, 0, 1200, 800, '#18191c'));
  // the raised hood, seen from below
  const hood = doc.linearGradient(
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
  const bay = doc.radialGradient(
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
  const leftWing = doc.linearGradient(
    [
      [0, tone(color, 0.22)],
      [1, tone(color, -0.2)],
    ],
    0,
    0,
    1,
    0,
  );
  const rightWing = doc.linearGradient(
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
    path('M0 150H94L110 196L48 704L0 744Z', leftWing),
    path('M1200 150H1106L1090 196L1152 704L1200 744Z', rightWing),
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
  const cover = doc.linearGradient(
    [
      [0, '#55595f'],
      [1, '#202327'],
    ],
    0,
    0,
    0,
    1,
  );
  const coverOutline = rounded([
    [424, 312, 40],
    [776, 312, 40],
    [828, 596, 36],
    [372, 596, 36],
  ]);
  doc.add(
    path(coverOutline, '#0c0d0f', 0.6, ' transform="translate(0 10)"'),
    path(coverOutline, cover),
  );
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
  const lens = doc.linearGradient(
    [
      [0, '#f4f7fa'],
      [1, '#a9b8c6'],
    ],
    0,
    0,
    0,
    1,
  );
  const lampOutlines = 'M70 648L262 636L244 702H56ZM1130 648L938 636L956 702H1144Z';
  doc.add(path(lampOutlines, lens, undefined, ' stroke="#0c0d0f" stroke-width="4"'));
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
  const doc = new SvgDocument(prefix);
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
  const random = seededRandom(seed * 31 + hashText(options.name));
  const baseColor = resolveColor(options.color, '#0f766e');
  const doc = new SvgDocument(
    `q${(hashText(`${seed}:${options.name}`) % 46656).toString(36)}`,
    256,
    256,
  );
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
  const emblem = cyclicAt(emblems, seed);
  const shapeKind = cyclicAt(shapes, seed + Math.floor(seed / emblems.length));
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
              [0, 1, 2, 3, 4, 5].map((i): RoundedPoint => {
                const angle = (Math.PI / 3) * i - Math.PI / 2;
                return [128 + Math.cos(angle) * 116, 128 + Math.sin(angle) * 116, 22];
              }),
            )
          : 'M128 12A116 116 0 1 1 127.9 12Z';
  const fill = doc.linearGradient(
    [
      [0, tone(baseColor, 0.22)],
      [1, tone(baseColor, -0.28)],
    ],
    0,
    0,
    0,
    1,
  );
  const light = luma(baseColor) > 0.7;
  const ink = light ? tone(baseColor, -0.65) : '#ffffff';
  const soft = light ? tone(baseColor, -0.4) : tone(baseColor, 0.55);
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
  if (random() < 0.5) {
    doc.add(
      path(
        outline,
        'none',
        undefined,
        ` stroke="${ink}" stroke-opacity=".25" stroke-width="2.5" transform="translate(128 128) scale(.8) translate(-128 -128)"`,
      ),
    );
  }
  doc.add(
    group(` clip-path="${doc.clipPath(outline)}"`, ellipse(128, 30, 150, 84, '#ffffff', 0.1)),
  );
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
        const featherLength = 110 - i * 16;
        d += rounded([
          [70, y, 6],
          [70 + featherLength, y - 16 + i * 2, 7],
          [70 + featherLength - 8, y + 10, 5],
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
      const star: Point[] = [];
      for (let i = 0; i < 10; i++) {
        const angle = -Math.PI / 2 + (Math.PI / 5) * i;
        const radius = i % 2 === 0 ? 62 : 26;
        star.push([128 + Math.cos(angle) * radius, 132 + Math.sin(angle) * radius]);
      }
      doc.add(
        `<ellipse cx="128" cy="136" rx="88" ry="28" fill="none" stroke="${soft}" stroke-width="7" transform="rotate(-18 128 136)"/>`,
        path(polygon(star), ink),
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
