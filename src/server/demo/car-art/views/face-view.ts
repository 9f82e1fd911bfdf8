import { profilePoint } from '../bodies/body-outline';
import type { CarSpec } from '../bodies/body-styles';
import { tone } from '../drawing/colors';
import {
  mapPoints,
  mapRoundedPoints,
  mirrored,
  polygon,
  rounded,
  type RoundedPoint,
  svgPoint,
  type ToPicture,
} from '../drawing/geometry';
import { oneDecimal } from '../drawing/numbers';
import { ellipse, group, line, path, rect } from '../drawing/shapes';
import type { SvgDocument } from '../drawing/svg-document';
import type { Look } from '../look';
import { type FaceFrame, faceHeights } from '../parts/face-frame';
import { glassFill, shadowFill } from '../parts/fills';
import { frontDetails } from '../parts/front-face';
import { rearDetails } from '../parts/rear-face';
import { drawScene } from '../scenes/draw-scene';

/** Body, greenhouse, tyres and mirrors seen from the front or the rear. */
export function faceView(
  doc: SvgDocument,
  spec: CarSpec,
  look: Look,
  color: string,
  rear: boolean,
): void {
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
