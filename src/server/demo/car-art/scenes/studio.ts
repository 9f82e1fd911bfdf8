import { luma } from '../drawing/colors';
import { pick, type Random } from '../drawing/random';
import { ellipse, rect } from '../drawing/shapes';
import type { SvgDocument } from '../drawing/svg-document';
import type { Look } from '../look';

export function drawStudio(
  doc: SvgDocument,
  look: Look,
  random: Random,
  horizonY: number,
  groundY: number,
): boolean {
  const light = luma(look.color) > 0.72;
  const tones = light
    ? pick(random, [
        ['#c9d0d8', '#aeb7c1', '#b9c1ca', '#9aa4ae'],
        ['#d3cabe', '#b9ad9e', '#c4b9ab', '#a5998a'],
      ] as const)
    : pick(random, [
        ['#eef1f4', '#d6dce2', '#e1e6eb', '#c3cbd3'],
        ['#f1ece5', '#ddd3c7', '#e8e1d8', '#cbbfb1'],
        ['#e6edf2', '#c9d6e0', '#d8e2e9', '#b5c4d0'],
      ] as const);
  const backdrop = doc.linearGradient(
    [
      [0, tones[0]],
      [horizonY / 800, tones[1]],
      [Math.min(0.99, (horizonY + 40) / 800), tones[2]],
      [1, tones[3]],
    ],
    0,
    0,
    0,
    1,
  );
  doc.add(rect(0, 0, 1200, 800, backdrop));
  const glow = doc.radialGradient([
    [0, '#ffffff', 0.75],
    [1, '#ffffff', 0],
  ]);
  doc.add(
    ellipse(600, horizonY - 60, 600, 330, glow),
    ellipse(600, groundY + 20, 640, 120, glow, 0.6),
  );
  return true;
}
