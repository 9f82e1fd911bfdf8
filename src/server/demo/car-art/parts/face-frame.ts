import { nose } from '../bodies/body-outline';
import type { CarSpec } from '../bodies/body-styles';
import { cyclicAt, type RoundedPoint, type ToPicture } from '../drawing/geometry';

export interface FaceFrame {
  toPicture: ToPicture;
  scale: number;
  spec: CarSpec;
  /** The face is bent (seen in perspective): split tall edges so shapes follow it. */
  bent?: boolean;
}

/** Adds points along edges that climb more than `step`, so projected shapes follow curves. */
export function densify(points: readonly RoundedPoint[], step: number): RoundedPoint[] {
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

export function faceHeights(spec: CarSpec): { hood: number; faceHeight: number } {
  const hood = nose(spec).hood[1];
  return { hood, faceHeight: hood - spec.groundClearance };
}
