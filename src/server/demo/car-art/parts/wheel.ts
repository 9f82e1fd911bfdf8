import { svgPoint } from '../drawing/geometry';
import { oneDecimal } from '../drawing/numbers';
import { circle, line, path, ring } from '../drawing/shapes';
import type { SvgDocument } from '../drawing/svg-document';
import type { Look } from '../look';

/** A wheel at the origin with the given tyre radius, in local units. */
export function wheelArt(doc: SvgDocument, look: Look, tyreRadius: number): string {
  const rim = doc.shared('rim', () =>
    doc.linearGradient(
      [
        [0, look.rimFace],
        [1, look.rimShade],
      ],
      0.2,
      0,
      0.8,
      1,
    ),
  );
  const rimRadius = tyreRadius * 0.66;
  // ten spokes are drawn as five openings split by a thin twin spoke
  const twin = look.spokes === 10;
  const openings = twin ? 5 : look.spokes;
  const innerRadius = rimRadius * 0.3;
  const outerRadius = rimRadius * 0.86;
  const halfSector = Math.PI / openings;
  const innerHalfAngle = halfSector * 0.42;
  const outerHalfAngle = halfSector * 0.7;
  const polar = (radius: number, angle: number): string =>
    svgPoint([radius * Math.cos(angle), radius * Math.sin(angle)]);
  let d = '';
  let twinSpokes = '';
  for (let i = 0; i < openings; i++) {
    const openingAngle = -Math.PI / 2 + (i + 0.5) * 2 * halfSector;
    const controlRadius = outerRadius / Math.cos(outerHalfAngle);
    d += `M${polar(innerRadius, openingAngle - innerHalfAngle)}L${polar(outerRadius, openingAngle - outerHalfAngle)}Q${polar(controlRadius, openingAngle)} ${polar(outerRadius, openingAngle + outerHalfAngle)}L${polar(innerRadius, openingAngle + innerHalfAngle)}Z`;
    twinSpokes += `M${polar(innerRadius * 1.2, openingAngle)}L${polar(outerRadius * 1.02, openingAngle)}`;
  }
  return [
    circle(0, 0, tyreRadius, '#18191c'),
    ring(0, 0, tyreRadius * 0.84, '#2b2d31', tyreRadius * 0.05),
    circle(0, 0, rimRadius, rim),
    path(d, '#24272c'),
    twin ? line(twinSpokes, look.rimFace, rimRadius * 0.1) : '',
    ring(0, 0, rimRadius * 0.97, look.rimShade, rimRadius * 0.05),
    circle(0, 0, innerRadius * 0.62, look.rimShade),
    circle(0, 0, innerRadius * 0.3, look.rimFace),
    line(
      `M${svgPoint([-tyreRadius * 0.8, -tyreRadius * 0.45])}A${oneDecimal(tyreRadius * 0.92)} ${oneDecimal(tyreRadius * 0.92)} 0 0 1 ${svgPoint([-tyreRadius * 0.1, -tyreRadius * 0.91])}`,
      '#ffffff',
      tyreRadius * 0.05,
      0.1,
    ),
  ].join('');
}
