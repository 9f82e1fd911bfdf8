import { tone } from '../drawing/colors';
import {
  localFrame,
  mapRoundedPoints,
  mirrored,
  rounded,
  type RoundedPoint,
  svgPoint,
} from '../drawing/geometry';
import { oneDecimal } from '../drawing/numbers';
import { circle, group, line, path } from '../drawing/shapes';
import type { SvgDocument } from '../drawing/svg-document';
import type { Look } from '../look';
import { densify, type FaceFrame, faceHeights } from './face-frame';
import { plate } from './plate';

/** Grille, lamps, intakes and plate of the front, in face coordinates (u across, h up). */
export function frontDetails(doc: SvgDocument, look: Look, color: string, frame: FaceFrame): void {
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
