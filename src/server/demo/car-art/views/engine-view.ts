import { tone } from '../drawing/colors';
import { rounded } from '../drawing/geometry';
import { circle, line, path, rect, ring } from '../drawing/shapes';
import type { SvgDocument } from '../drawing/svg-document';
import type { Look } from '../look';
import { vignette } from './vignette';

export function engineView(doc: SvgDocument, look: Look, color: string): void {
  doc.add(rect(0, 0, 1200, 800, '#18191c'));
  // the raised hood, seen from below
  const hood = doc.linearGradient(
    [
      [0, tone(color, -0.15)],
      [1, tone(color, -0.45)],
    ],
    0,
    0,
    0,
    1,
  );
  doc.add(path('M30 0H1170L1112 144H88Z', hood), path('M150 14H1050L1012 122H188Z', '#2b2c30'));
  doc.add(
    line(
      'M240 30L226 108M360 30L352 108M480 30V108M720 30V108M840 30L848 108M960 30L974 108',
      '#35363b',
      10,
    ),
  );
  doc.add(rect(570, 114, 60, 22, '#8d939b', 6));
  // cowl with wipers
  doc.add(path('M88 144H1112L1092 196H108Z', '#111214'));
  doc.add(line('M200 170H1000', '#24262a', 10, 1, ' stroke-dasharray="22 12"'));
  doc.add(line('M300 184L560 158M700 184L960 158', '#0a0a0b', 8));
  // bay
  const bay = doc.radialGradient(
    [
      [0, '#2c2e33'],
      [1, '#141518'],
    ],
    0.5,
    0.55,
    0.6,
  );
  doc.add(path('M108 196H1092L1152 704H48Z', bay));
  // wings
  const leftWing = doc.linearGradient(
    [
      [0, tone(color, 0.22)],
      [1, tone(color, -0.2)],
    ],
    0,
    0,
    1,
    0,
  );
  const rightWing = doc.linearGradient(
    [
      [0, tone(color, -0.2)],
      [1, tone(color, 0.22)],
    ],
    0,
    0,
    1,
    0,
  );
  doc.add(
    path('M0 150H94L110 196L48 704L0 744Z', leftWing),
    path('M1200 150H1106L1090 196L1152 704L1200 744Z', rightWing),
  );
  doc.add(line('M104 200L46 700M1096 200L1154 700', '#ffffff', 3, 0.25));
  // strut towers and brace
  for (const x of [232, 968]) {
    doc.add(circle(x, 270, 52, '#2b2d32'), circle(x, 270, 28, '#3d4046'));
    doc.add(
      circle(x - 20, 258, 5, '#9aa0a7'),
      circle(x + 20, 258, 5, '#9aa0a7'),
      circle(x, 292, 5, '#9aa0a7'),
    );
  }
  doc.add(
    line('M232 270H968', '#0f1012', 24),
    line('M232 266H968', '#a3a9b0', 14),
    line('M240 262H960', '#ffffff', 3, 0.4),
  );
  doc.add(circle(232, 270, 16, '#8d939b'), circle(968, 270, 16, '#8d939b'));
  // engine cover
  const cover = doc.linearGradient(
    [
      [0, '#55595f'],
      [1, '#202327'],
    ],
    0,
    0,
    0,
    1,
  );
  const coverOutline = rounded([
    [424, 312, 40],
    [776, 312, 40],
    [828, 596, 36],
    [372, 596, 36],
  ]);
  doc.add(
    path(coverOutline, '#0c0d0f', 0.6, ' transform="translate(0 10)"'),
    path(coverOutline, cover),
  );
  for (let i = 0; i < 4; i++) {
    const y = 348 + i * 44;
    const inset = 40 - i * 6;
    doc.add(
      rect(440 - inset / 2 + 24, y, 320 + inset, 24, '#2a2d32', 12),
      rect(444 - inset / 2 + 24, y + 2, 312 + inset, 6, '#ffffff', 3, 0.12),
    );
  }
  doc.add(
    rect(520, 530, 160, 44, tone(look.accent, -0.25), 14),
    rect(530, 538, 140, 28, '#c3c8ce', 9),
  );
  doc.add(circle(430, 560, 20, '#e0ad1f'), ring(430, 560, 12, '#a47b0c', 4));
  doc.add(path('M790 540h24v40q0 10-12 10t-12-10Z', '#f08c1e'));
  // battery
  doc.add(rect(112, 340, 210, 146, '#141517', 12), rect(120, 346, 194, 48, '#2a2c31', 10));
  doc.add(rect(134, 354, 40, 30, '#c8232c', 7), rect(260, 354, 40, 30, '#3b3d42', 7));
  doc.add(line('M116 430H318', '#26282c', 12));
  // coolant and brake fluid
  doc.add(
    rect(140, 506, 160, 108, '#e6e1d7', 24, 0.92),
    rect(140, 562, 160, 52, '#e987a8', 24, 0.55),
  );
  doc.add(circle(220, 506, 24, '#1c1d20'), ring(220, 506, 14, '#2c2e33', 5));
  doc.add(rect(330, 204, 74, 44, '#ddd8cc', 10), circle(367, 206, 16, '#e0ad1f'));
  // air box, intake and fuse box
  doc.add(rect(862, 330, 206, 176, '#1f2125', 22), rect(876, 344, 178, 148, '#2c2e33', 16));
  doc.add(rect(866, 380, 14, 26, '#55595f', 4), rect(866, 444, 14, 26, '#55595f', 4));
  doc.add(
    line('M868 412C830 412 820 384 792 376', '#121315', 46),
    line('M868 412C830 412 820 384 794 377', '#34363b', 38, 1, ' stroke-dasharray="5 9"'),
  );
  doc.add(line('M968 506Q968 600 930 690', '#121315', 40));
  doc.add(rect(700, 202, 140, 48, '#1a1b1e', 12), rect(708, 208, 124, 18, '#2a2c31', 8));
  doc.add(circle(1010, 586, 24, '#2d7fd3'), ring(1010, 586, 12, '#1d5da0', 5));
  // hoses and wiring
  doc.add(
    line('M560 604Q560 664 616 692', '#101113', 26),
    line('M690 604Q706 660 752 692', '#101113', 22),
  );
  doc.add(line('M322 372Q420 318 520 316', '#0c0d0e', 7));
  // radiator support, lamps and bumper
  doc.add(path('M48 692H1152L1166 740H34Z', '#0f1012'), rect(565, 700, 70, 26, '#4a4d53', 6));
  const lens = doc.linearGradient(
    [
      [0, '#f4f7fa'],
      [1, '#a9b8c6'],
    ],
    0,
    0,
    0,
    1,
  );
  const lampOutlines = 'M70 648L262 636L244 702H56ZM1130 648L938 636L956 702H1144Z';
  doc.add(path(lampOutlines, lens, undefined, ' stroke="#0c0d0f" stroke-width="4"'));
  doc.add(circle(150, 670, 22, '#8a9bab'), circle(1050, 670, 22, '#8a9bab'));
  doc.add(circle(144, 664, 8, '#ffffff', 0.8), circle(1044, 664, 8, '#ffffff', 0.8));
  doc.add(path('M0 740Q600 708 1200 740V800H0Z', tone(color, -0.05)));
  doc.add(path('M0 740Q600 708 1200 740V756Q600 728 0 756Z', tone(color, 0.3)));
  vignette(doc);
}
