import { cyclicAt, type Point, type RoundedPoint } from '../drawing/geometry';
import { clamp } from '../drawing/numbers';
import type { CarSpec, ProfilePoint } from './body-styles';

export const profileCorners = (spec: CarSpec): RoundedPoint[] =>
  spec.profile.map((point): RoundedPoint => [point[0], point[1], point[2]]);

export const profilePoint = (spec: CarSpec, index: number): ProfilePoint =>
  cyclicAt(spec.profile, index);

/** Hood front, bumper top and bumper bottom: the last three outline points. */
export function nose(spec: CarSpec): {
  hood: ProfilePoint;
  top: ProfilePoint;
  bottom: ProfilePoint;
} {
  const count = spec.profile.length;
  return {
    hood: profilePoint(spec, count - 3),
    top: profilePoint(spec, count - 2),
    bottom: profilePoint(spec, count - 1),
  };
}

export const archRadius = (spec: CarSpec): number => spec.wheelRadius * 1.13 + 2;

/** The arch over a wheel as points from the front side to the rear side, at sill height. */
export function archPoints(spec: CarSpec, axle: number, steps = 12, grow = 0): Point[] {
  const radius = archRadius(spec) + grow;
  const startAngle = Math.asin(clamp((spec.groundClearance - spec.wheelRadius) / radius, -1, 1));
  const points: Point[] = [];
  for (let step = 0; step <= steps; step++) {
    const angle = startAngle + ((Math.PI - 2 * startAngle) * step) / steps;
    points.push([axle + radius * Math.cos(angle), spec.wheelRadius + radius * Math.sin(angle)]);
  }
  return points;
}
