import type { CarSpec } from '../bodies/body-styles';
import { cyclicAt, type RoundedPoint } from '../drawing/geometry';

export function mirrorShape(spec: CarSpec): RoundedPoint[] {
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
