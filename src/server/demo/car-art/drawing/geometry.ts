import { oneDecimal, threeDecimals, wholeNumber } from './numbers';

export type Point = readonly [number, number, ...unknown[]];

export type RoundedPoint = readonly [number, number, number];

/** Maps a point of a drawing's own frame (along, up) to picture pixels. */
export type ToPicture = (along: number, up: number) => Point;

export const svgPoint = (point: Point): string =>
  `${wholeNumber(point[0])} ${wholeNumber(point[1])}`;

export const polygon = (points: readonly Point[]): string => `M${points.map(svgPoint).join('L')}Z`;

export const lerp = (a: Point, b: Point, t: number): Point => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
];

export function cornerCut(previous: Point, corner: RoundedPoint, next: Point): [Point, Point] {
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

export function cyclicAt<T>(items: readonly T[], index: number): T {
  const item = items[((index % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error('empty list');
  return item;
}

/** A path through points whose corners are rounded by their third number. */
export function rounded(points: readonly RoundedPoint[], closed = true): string {
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

export const mapPoints = (toPicture: ToPicture, points: readonly Point[]): Point[] =>
  points.map((point) => toPicture(point[0], point[1]));

export const mapRoundedPoints = (
  toPicture: ToPicture,
  points: readonly RoundedPoint[],
  scale: number,
): RoundedPoint[] =>
  points.map((point) => {
    const mapped = toPicture(point[0], point[1]);
    return [mapped[0], mapped[1], point[2] * scale];
  });

/** Left-right mirror of a right half given from the top centre clockwise to the bottom centre. */
export function mirrored(half: readonly RoundedPoint[]): RoundedPoint[] {
  const otherHalf = half
    .slice(1, -1)
    .reverse()
    .map((point): RoundedPoint => [-point[0], point[1], point[2]]);
  return [...half, ...otherHalf];
}

/** A local affine frame of a mapping, so circles can be drawn in place. */
export function localFrame(toPicture: ToPicture, along: number, up: number): string {
  const origin = toPicture(along, up);
  const unitAlong = toPicture(along + 1, up);
  const unitUp = toPicture(along, up - 1);
  return `matrix(${threeDecimals(unitAlong[0] - origin[0])} ${threeDecimals(unitAlong[1] - origin[1])} ${threeDecimals(unitUp[0] - origin[0])} ${threeDecimals(unitUp[1] - origin[1])} ${oneDecimal(origin[0])} ${oneDecimal(origin[1])})`;
}
