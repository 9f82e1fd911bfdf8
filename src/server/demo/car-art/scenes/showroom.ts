import { oneDecimal } from '../drawing/numbers';
import { pick, type Random } from '../drawing/random';
import { ellipse, line, rect } from '../drawing/shapes';
import type { SvgDocument } from '../drawing/svg-document';

export function drawShowroom(
  doc: SvgDocument,
  random: Random,
  horizonY: number,
  groundY: number,
): boolean {
  const wall = doc.linearGradient(
    [
      [0, '#23272e'],
      [1, '#3b414b'],
    ],
    0,
    0,
    0,
    horizonY,
    true,
  );
  doc.add(rect(0, 0, 1200, horizonY + 1, wall));
  let seams = '';
  const step = pick(random, [120, 150, 200]);
  for (let x = step / 2; x < 1200 && horizonY > 260; x += step)
    seams += `M${oneDecimal(x)} 150V${horizonY}`;
  if (seams) doc.add(line(seams, '#ffffff', 2, 0.05));
  const glow = doc.linearGradient(
    [
      [0, '#ffffff', 0],
      [0.5, '#ffffff', 0.28],
      [1, '#ffffff', 0],
    ],
    0,
    0,
    0,
    1,
  );
  [
    [40, 1100],
    [92, 880],
    [132, 700],
  ].forEach(([y = 0, w = 0]) => {
    doc.add(rect(600 - w / 2, y - 16, w, 38, glow), rect(600 - w / 2, y, w, 6, '#f4f7fb', 3));
  });
  const floor = doc.linearGradient(
    [
      [0, '#4d535e'],
      [1, '#1d2026'],
    ],
    0,
    horizonY,
    0,
    800,
    true,
  );
  doc.add(rect(0, horizonY, 1200, 800 - horizonY, floor));
  let grid = '';
  for (let i = -4; i <= 4; i++) grid += `M600 ${horizonY}L${600 + i * 320} 800`;
  for (let t = 1; t <= 5; t++)
    grid += `M0 ${oneDecimal(horizonY + (800 - horizonY) * (t / 5) ** 2)}H1200`;
  doc.add(line(grid, '#ffffff', 1.5, 0.06));
  doc.add(rect(0, horizonY, 1200, 3, '#5d6470'));
  const sheen = doc.radialGradient([
    [0, '#ffffff', 0.22],
    [1, '#ffffff', 0],
  ]);
  doc.add(ellipse(600, groundY + 10, 560, 90, sheen));
  return true;
}
