import { tone } from '../drawing/colors';
import { svgPoint } from '../drawing/geometry';
import { oneDecimal } from '../drawing/numbers';
import { circle, ellipse, group, line, path, rect, ring } from '../drawing/shapes';
import type { SvgDocument } from '../drawing/svg-document';
import type { Look } from '../look';
import { shadowFill } from '../parts/fills';
import { palettes } from '../scenes/palettes';

export function wheelView(doc: SvgDocument, look: Look, color: string): void {
  const palette = palettes[look.scene];
  const cx = 600;
  const cy = 426;
  const tyreRadius = 272;
  const ground = cy + tyreRadius;
  const sill = ground - 124;
  const wellRadius = tyreRadius + 46;
  const wellHalfWidth = Math.sqrt(wellRadius * wellRadius - (sill - cy) ** 2);
  doc.add(rect(0, 0, 1200, 800, palette.ground));
  const under = doc.linearGradient(
    [
      [0, '#000000', 0.6],
      [0.45, '#000000', 0.25],
      [1, '#000000', 0],
    ],
    0,
    sill,
    0,
    800,
    true,
  );
  doc.add(rect(0, sill, 1200, 800 - sill, under));
  doc.add(ellipse(cx, ground, tyreRadius * 1.3, 26, shadowFill(doc)));
  const well = doc.linearGradient(
    [
      [0, '#303136'],
      [1, '#0d0e10'],
    ],
    0,
    cy - wellRadius,
    0,
    sill,
    true,
  );
  doc.add(
    path(
      `M${oneDecimal(cx - wellHalfWidth)} ${sill}A${wellRadius} ${wellRadius} 0 1 1 ${oneDecimal(cx + wellHalfWidth)} ${sill}Z`,
      well,
    ),
  );
  const body = doc.linearGradient(
    [
      [0, tone(color, 0.3)],
      [0.5, color],
      [0.86, tone(color, -0.25)],
      [0.88, tone(color, -0.4)],
      [1, tone(color, -0.3)],
    ],
    0,
    0,
    0,
    1,
  );
  doc.add(
    path(
      `M0 0H1200V${sill}H${oneDecimal(cx + wellHalfWidth)}A${wellRadius} ${wellRadius} 0 1 0 ${oneDecimal(cx - wellHalfWidth)} ${sill}H0Z`,
      body,
    ),
  );
  doc.add(line('M0 132Q600 104 1200 132', '#ffffff', 4, 0.3));
  doc.add(line('M0 138Q600 110 1200 138', '#000000', 3, 0.1));
  doc.add(
    line(
      `M${oneDecimal(cx - wellHalfWidth - 12)} ${sill}A${wellRadius + 12} ${wellRadius + 12} 0 1 1 ${oneDecimal(cx + wellHalfWidth + 12)} ${sill}`,
      '#ffffff',
      4,
      0.2,
    ),
  );
  // tyre
  const tyre = doc.radialGradient([
    [0.7, '#25272b'],
    [0.92, '#1a1b1e'],
    [1, '#0c0c0e'],
  ]);
  doc.add(
    circle(cx, cy, tyreRadius, tyre),
    ring(cx, cy, tyreRadius - 1.5, '#3a3c41', 3),
    ring(cx, cy, tyreRadius * 0.86, '#2f3136', 6),
    ring(cx, cy, tyreRadius * 0.78, '#0f1012', 10),
  );
  const rimRadius = tyreRadius * 0.68;
  doc.add(circle(cx, cy, rimRadius, '#16171a'));
  // brake disc and caliper
  const disc = doc.radialGradient([
    [0.35, '#6b7077'],
    [0.4, '#8e949b'],
    [1, '#5e6369'],
  ]);
  doc.add(circle(cx, cy, rimRadius * 0.82, disc), ring(cx, cy, rimRadius * 0.52, '#4d5157', 8));
  let holes = '';
  for (let i = 0; i < 18; i++) {
    const angle = (i / 18) * Math.PI * 2;
    for (const radius of [rimRadius * 0.62, rimRadius * 0.72]) {
      const holeX = cx + Math.cos(angle + radius / 900) * radius;
      const holeY = cy + Math.sin(angle + radius / 900) * radius;
      holes += `M${oneDecimal(holeX - 4)} ${oneDecimal(holeY)}a4 4 0 1 0 8 0a4 4 0 1 0-8 0`;
    }
  }
  doc.add(path(holes, '#3b3f44'));
  const caliperMiddle = -0.55;
  const caliperStart = caliperMiddle - 0.42;
  const caliperEnd = caliperMiddle + 0.42;
  const caliperPoint = (radius: number, angle: number): string =>
    svgPoint([cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius]);
  doc.add(
    path(
      `M${caliperPoint(rimRadius * 0.56, caliperStart)}A${oneDecimal(rimRadius * 0.56)} ${oneDecimal(rimRadius * 0.56)} 0 0 1 ${caliperPoint(rimRadius * 0.56, caliperEnd)}L${caliperPoint(rimRadius * 0.9, caliperEnd - 0.04)}A${oneDecimal(rimRadius * 0.9)} ${oneDecimal(rimRadius * 0.9)} 0 0 0 ${caliperPoint(rimRadius * 0.9, caliperStart + 0.04)}Z`,
      look.caliper,
      undefined,
      ` stroke="${tone(look.caliper, -0.35)}" stroke-width="6" stroke-linejoin="round"`,
    ),
  );
  doc.add(
    line(
      `M${caliperPoint(rimRadius * 0.8, caliperStart + 0.15)}A${oneDecimal(rimRadius * 0.8)} ${oneDecimal(rimRadius * 0.8)} 0 0 1 ${caliperPoint(rimRadius * 0.8, caliperEnd - 0.15)}`,
      '#ffffff',
      8,
      0.25,
    ),
  );
  // spokes
  const rimFill = doc.linearGradient(
    [
      [0, look.rimFace],
      [1, look.rimShade],
    ],
    0,
    0,
    1,
    1,
  );
  const count = look.spokes === 10 ? 5 : look.spokes;
  const spoke = `M${oneDecimal(cx - 20)} ${oneDecimal(cy - rimRadius * 0.24)}L${oneDecimal(cx - (look.spokes === 10 ? 40 : 30))} ${oneDecimal(cy - rimRadius * 0.97)}H${oneDecimal(cx + (look.spokes === 10 ? 40 : 30))}L${oneDecimal(cx + 20)} ${oneDecimal(cy - rimRadius * 0.24)}Z`;
  const spokes: string[] = [];
  for (let i = 0; i < count; i++) {
    const angle = (360 / count) * i + 18;
    spokes.push(
      `<path d="${spoke}" fill="${rimFill}" transform="rotate(${oneDecimal(angle)} ${cx} ${cy})"/>`,
    );
    spokes.push(
      `<path d="M${cx} ${oneDecimal(cy - rimRadius * 0.32)}V${oneDecimal(cy - rimRadius * 0.9)}" stroke="#fff" stroke-opacity=".22" stroke-width="5" transform="rotate(${oneDecimal(angle - 3)} ${cx} ${cy})"/>`,
    );
    if (look.spokes === 10) {
      spokes.push(
        `<path d="M${cx} ${oneDecimal(cy - rimRadius * 0.3)}V${oneDecimal(cy - rimRadius * 0.95)}" stroke="#2a2c30" stroke-width="7" transform="rotate(${oneDecimal(angle)} ${cx} ${cy})"/>`,
      );
    }
  }
  doc.add(group(` stroke="${look.rimShade}" stroke-width="3"`, ...spokes));
  doc.add(
    ring(cx, cy, rimRadius * 0.98, rimFill, 22),
    ring(cx, cy, rimRadius * 1.04, '#0c0d0f', 6, 0.6),
  );
  doc.add(
    circle(cx, cy, rimRadius * 0.28, rimFill),
    ring(cx, cy, rimRadius * 0.28, look.rimShade, 4),
  );
  for (let i = 0; i < 5; i++) {
    const angle = (i / 5) * Math.PI * 2 - Math.PI / 2;
    doc.add(
      circle(
        cx + Math.cos(angle) * rimRadius * 0.18,
        cy + Math.sin(angle) * rimRadius * 0.18,
        8,
        '#6f757c',
      ),
    );
  }
  doc.add(
    circle(cx, cy, rimRadius * 0.1, '#2a2c30'),
    circle(cx - 3, cy - 3, rimRadius * 0.04, '#ffffff', 0.3),
  );
  doc.add(
    line(
      `M${cx - tyreRadius * 0.8} ${cy - tyreRadius * 0.45}A${tyreRadius * 0.92} ${tyreRadius * 0.92} 0 0 1 ${cx - tyreRadius * 0.1} ${cy - tyreRadius * 0.91}`,
      '#ffffff',
      10,
      0.06,
    ),
  );
}
