import type { CarSpec } from '../bodies/body-styles';
import { tone } from '../drawing/colors';
import {
  mapRoundedPoints,
  rounded,
  type RoundedPoint,
  svgPoint,
  type ToPicture,
} from '../drawing/geometry';
import { line, path } from '../drawing/shapes';
import type { SvgDocument } from '../drawing/svg-document';
import type { Look } from '../look';

/** Extras on top of the flank for open and bed bodies (side view). */
export function bodyExtras(
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
