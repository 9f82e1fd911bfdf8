import { archPoints, archRadius, profileCorners } from '../bodies/body-outline';
import type { CarSpec } from '../bodies/body-styles';
import { tone } from '../drawing/colors';
import {
  mapPoints,
  mapRoundedPoints,
  polygon,
  rounded,
  svgPoint,
  type ToPicture,
} from '../drawing/geometry';
import { oneDecimal } from '../drawing/numbers';
import { circle, ellipse, group, path } from '../drawing/shapes';
import type { SvgDocument } from '../drawing/svg-document';
import type { Look } from '../look';
import { bodyExtras } from '../parts/body-extras';
import { bodyGradient, shadowFill } from '../parts/fills';
import { flankDetails } from '../parts/flank';
import { mirrorShape } from '../parts/mirror';
import { wheelArt } from '../parts/wheel';
import { drawScene } from '../scenes/draw-scene';

export function sideView(doc: SvgDocument, spec: CarSpec, look: Look, color: string): void {
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
