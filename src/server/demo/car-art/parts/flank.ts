import { archPoints, archRadius, nose, profilePoint } from '../bodies/body-outline';
import type { CarSpec } from '../bodies/body-styles';
import { tone } from '../drawing/colors';
import {
  cyclicAt,
  lerp,
  mapPoints,
  mapRoundedPoints,
  type Point,
  polygon,
  rounded,
  type RoundedPoint,
  svgPoint,
  type ToPicture,
} from '../drawing/geometry';
import { oneDecimal } from '../drawing/numbers';
import { line, path } from '../drawing/shapes';
import type { SvgDocument } from '../drawing/svg-document';
import type { Look } from '../look';
import { glassFill } from './fills';

interface Flank {
  /** Maps car side coordinates (x along the car, h above the ground) to the picture. */
  toPicture: ToPicture;
  /** Picture pixels per car unit, roughly. */
  scale: number;
}

/** Side glass, pillars, doors, lights, crease: everything drawn on the flank of the body. */
export function flankDetails(
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
