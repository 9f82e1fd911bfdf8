import { tone } from '../drawing/colors';
import { circle, ellipse, line, path, rect } from '../drawing/shapes';
import type { SvgDocument } from '../drawing/svg-document';
import type { Look } from '../look';
import { outsideView } from '../scenes/outside-view';
import { vignette } from './vignette';

export function interiorView(doc: SvgDocument, look: Look): void {
  outsideView(doc, look, 330);
  const lining = doc.linearGradient(
    [
      [0, '#d6d0c6'],
      [1, '#aca699'],
    ],
    0,
    0,
    0,
    1,
  );
  const pillar = '#a39d92';
  // windscreen glare, roof lining, pillars and visors
  doc.add(path('M360 110H520L330 400H170Z', '#ffffff', 0.06));
  doc.add(path('M0 0H1200V150Q1080 96 900 88Q600 78 300 88Q120 96 0 150Z', lining));
  doc.add(
    path('M196 92L252 90L356 356L298 364Z', pillar),
    path('M1004 92L948 90L844 356L902 364Z', pillar),
  );
  doc.add(
    path('M0 146Q30 130 64 124L92 800H0Z', pillar),
    path('M1200 146Q1170 130 1136 124L1108 800H1200Z', pillar),
  );
  doc.add(rect(268, 88, 196, 56, '#c2bbb0', 14), rect(736, 88, 196, 56, '#c2bbb0', 14));
  doc.add(rect(592, 60, 16, 44, '#2a2b2f'), rect(520, 96, 160, 44, '#1b1c20', 14));
  doc.add(rect(530, 104, 140, 28, '#6d7f92', 9), rect(530, 104, 70, 28, '#ffffff', 9, 0.12));
  // dashboard
  const dash = doc.linearGradient(
    [
      [0, '#3d3f45'],
      [0.3, '#26272b'],
      [1, '#141518'],
    ],
    0,
    0,
    0,
    1,
  );
  doc.add(path('M0 470Q40 372 270 356Q600 336 930 356Q1160 372 1200 470V640H0Z', dash));
  doc.add(line('M50 440Q110 372 300 362Q600 346 900 362Q1090 372 1150 440', '#ffffff', 3, 0.08));
  doc.add(line('M40 470Q600 396 1160 470', look.accent, 4, 0.85));
  // cluster hood, screen, vents
  doc.add(path('M236 378Q244 340 300 338H470Q520 340 528 380Z', '#17181b'));
  doc.add(
    rect(274, 352, 224, 32, '#0f1216', 10),
    line('M304 368h50M394 368h80', look.accent, 5, 0.8),
  );
  doc.add(rect(516, 282, 208, 124, '#0d0f13', 16), rect(526, 292, 188, 104, '#22364a', 9));
  doc.add(line('M544 378Q590 312 640 344T704 310', look.accent, 5), circle(640, 344, 7, '#ffffff'));
  doc.add(rect(150, 402, 82, 30, '#0c0d0f', 10), rect(968, 402, 82, 30, '#0c0d0f', 10));
  doc.add(rect(552, 424, 44, 22, '#0c0d0f', 8), rect(604, 424, 44, 22, '#0c0d0f', 8));
  // doors
  doc.add(rect(0, 630, 1200, 170, '#18191c'));
  const door = doc.linearGradient(
    [
      [0, '#303137'],
      [1, '#16171a'],
    ],
    0,
    0,
    0,
    1,
  );
  doc.add(
    path('M0 452L246 432L262 500L150 800H0Z', door),
    path('M1200 452L954 432L938 500L1050 800H1200Z', door),
  );
  doc.add(line('M16 486L236 466M1184 486L964 466', look.accent, 3, 0.7));
  // steering wheel
  doc.add(
    '<ellipse cx="380" cy="488" rx="128" ry="116" fill="none" stroke="#121316" stroke-width="26"/>',
    path('M262 498Q380 458 498 498L468 540Q380 520 292 540Z', '#1b1c1f'),
    rect(336, 458, 88, 68, '#232428', 20),
    circle(380, 488, 13, '#8a8f96'),
  );
  // centre console
  doc.add(path('M500 640L540 490H660L700 640L720 800H480Z', '#1c1d21'));
  doc.add(rect(575, 540, 50, 70, '#2b2d31', 16), circle(600, 550, 18, '#3b3d42'));
  doc.add(ellipse(560, 680, 24, 16, '#0d0e10'), ellipse(640, 680, 24, 16, '#0d0e10'));
  // front seats
  const seat = look.seat;
  const seatFill = doc.linearGradient(
    [
      [0, tone(seat, 0.14)],
      [1, tone(seat, -0.32)],
    ],
    0,
    0,
    0,
    1,
  );
  for (const cx of [330, 870]) {
    doc.add(
      path(
        `M${cx - 172} 800L${cx - 152} 610Q${cx - 142} 565 ${cx - 92} 560H${cx + 92}Q${cx + 142} 565 ${cx + 152} 610L${cx + 172} 800Z`,
        seatFill,
      ),
      path(`M${cx - 100} 800L${cx - 90} 606H${cx + 90}L${cx + 100} 800Z`, tone(seat, 0.06)),
      line(
        `M${cx - 84} 630H${cx + 84}M${cx - 88} 700H${cx + 88}`,
        tone(seat, -0.35),
        3,
        0.6,
        ' stroke-dasharray="6 6"',
      ),
      rect(cx - 30, 500, 10, 70, '#a2a6ab'),
      rect(cx + 20, 500, 10, 70, '#a2a6ab'),
      rect(cx - 80, 428, 160, 90, seatFill, 34),
      rect(cx - 64, 436, 128, 14, '#ffffff', 7, 0.08),
    );
  }
  vignette(doc);
}
