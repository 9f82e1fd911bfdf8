import { svgPoint } from '../drawing/geometry';
import { oneDecimal } from '../drawing/numbers';
import { between, seededRandom } from '../drawing/random';
import { circle, line, path, rect, ring } from '../drawing/shapes';
import type { SvgDocument } from '../drawing/svg-document';
import type { Look } from '../look';
import { outsideView } from '../scenes/outside-view';
import { vignette } from './vignette';

function gauge(cx: number, cy: number, r: number, value: number, accent: string): string {
  const start = Math.PI * 0.75;
  const sweep = Math.PI * 1.5;
  let ticks = '';
  for (let i = 0; i <= 20; i++) {
    const angle = start + (sweep * i) / 20;
    const tickStart = i % 5 === 0 ? r * 0.78 : r * 0.86;
    ticks += `M${svgPoint([cx + Math.cos(angle) * tickStart, cy + Math.sin(angle) * tickStart])}L${svgPoint([cx + Math.cos(angle) * r * 0.94, cy + Math.sin(angle) * r * 0.94])}`;
  }
  const end = start + sweep * value;
  const arc = `M${svgPoint([cx + Math.cos(start) * r, cy + Math.sin(start) * r])}A${oneDecimal(r)} ${oneDecimal(r)} 0 ${sweep * value > Math.PI ? 1 : 0} 1 ${svgPoint([cx + Math.cos(end) * r, cy + Math.sin(end) * r])}`;
  return [
    circle(cx, cy, r * 1.08, '#0b0d11'),
    line(ticks, '#c9d3de', 2.5, 0.8),
    line(arc, accent, 6),
    line(
      `M${cx} ${cy}L${svgPoint([cx + Math.cos(end) * r * 0.8, cy + Math.sin(end) * r * 0.8])}`,
      '#ff5a4f',
      4,
    ),
    circle(cx, cy, r * 0.14, '#2a2e35'),
  ].join('');
}

export function dashboardView(doc: SvgDocument, look: Look): void {
  outsideView(doc, look, 160);
  const dash = doc.linearGradient(
    [
      [0, '#34363c'],
      [0.3, '#222327'],
      [1, '#121315'],
    ],
    0,
    0,
    0,
    1,
  );
  doc.add(path('M0 260Q300 200 600 200T1200 250V800H0Z', dash));
  doc.add(line('M0 290Q600 210 1200 280', look.accent, 4, 0.8));
  doc.add(path('M170 330Q180 250 260 246H740Q820 250 830 330Z', '#16171a'));
  const screen = doc.linearGradient(
    [
      [0, '#16202c'],
      [1, '#07090c'],
    ],
    0,
    0,
    0,
    1,
  );
  doc.add(rect(200, 280, 600, 230, screen, 24));
  const random = seededRandom(look.sceneSeed + 9);
  doc.add(gauge(350, 395, 92, between(random, 0.3, 0.6), look.accent));
  doc.add(gauge(650, 395, 92, between(random, 0.15, 0.4), look.accent));
  doc.add(rect(455, 330, 90, 12, '#2a3644', 6), rect(455, 352, 60, 12, look.accent, 6, 0.8));
  doc.add(rect(455, 374, 90, 12, '#2a3644', 6), rect(470, 430, 60, 40, '#1a2330', 8));
  // centre screen with a map
  doc.add(rect(880, 280, 300, 220, '#0b0c0f', 20), rect(892, 292, 276, 196, '#e6ebe8', 12));
  doc.add(
    line(
      'M900 350Q980 330 1050 380T1160 360M930 300L980 480M1060 296L1100 480M892 430H1168',
      '#c5ccc9',
      8,
    ),
    line('M940 470L975 400Q1000 350 1050 380L1120 330', look.accent, 7),
    circle(1120, 330, 11, '#ffffff', undefined, ` stroke="${look.accent}" stroke-width="5"`),
    rect(892, 452, 276, 36, '#ffffff', 0, 0.8),
    rect(906, 462, 80, 16, '#9aa3ab', 8),
  );
  // vents
  for (const x of [40, 880]) {
    doc.add(rect(x, 560, x === 40 ? 110 : 290, 70, '#0d0e10', 18));
    doc.add(
      line(
        `M${x + 14} 580h${x === 40 ? 82 : 262}M${x + 14} 596h${x === 40 ? 82 : 262}M${x + 14} 612h${x === 40 ? 82 : 262}`,
        '#2c2e33',
        5,
      ),
    );
  }
  // steering wheel
  const rim = doc.linearGradient(
    [
      [0, '#3a3c42'],
      [1, '#0e0f11'],
    ],
    0,
    0,
    0,
    1,
  );
  doc.add(ring(500, 800, 330, '#141518', 56), ring(500, 800, 330, rim, 40));
  doc.add(path('M220 700Q500 600 780 700L700 800H300Z', '#1b1c20'));
  doc.add(rect(400, 600, 200, 140, '#232429', 44), circle(500, 670, 26, '#3a3d43'));
  for (const [x, y] of [
    [330, 690],
    [360, 670],
    [640, 670],
    [670, 690],
  ] as const) {
    doc.add(circle(x, y, 11, '#3f4248'));
  }
  doc.add(
    circle(1100, 700, 40, '#1a1b1e'),
    ring(1100, 700, 30, look.accent, 4),
    circle(1100, 700, 18, '#2c2e33'),
  );
  vignette(doc);
}
