import { profilePoint } from '../bodies/body-outline';
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
import { ellipse, group, line, path } from '../drawing/shapes';
import type { SvgDocument } from '../drawing/svg-document';
import type { Look } from '../look';
import type { FaceFrame } from './face-frame';
import { plate } from './plate';

export function rearDetails(doc: SvgDocument, look: Look, color: string, frame: FaceFrame): void {
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
