import { oneDecimal } from '../drawing/numbers';
import { between, type Random } from '../drawing/random';
import { circle, ellipse, path, rect } from '../drawing/shapes';
import type { SvgDocument } from '../drawing/svg-document';
import { paintSky } from './sky';

export function dunes(random: Random, base: number, amplitude: number, period: number): string {
  let d = `M-10 800V${oneDecimal(base)}`;
  let x = -10;
  let y = base;
  while (x < 1210) {
    const nextX = x + period * between(random, 0.7, 1.3);
    const nextY = base - random() * amplitude;
    d += `Q${oneDecimal((x + nextX) / 2)} ${oneDecimal(Math.min(y, nextY) - amplitude * 0.6)} ${oneDecimal(nextX)} ${oneDecimal(nextY)}`;
    x = nextX;
    y = nextY;
  }
  return `${d}V800Z`;
}

export function drawDesert(
  doc: SvgDocument,
  random: Random,
  horizonY: number,
  groundY: number,
): boolean {
  paintSky(
    doc,
    [
      [0, '#6fa9d6'],
      [0.6, '#b9d7e6'],
      [1, '#f3e7cd'],
    ],
    horizonY,
  );
  const sunX = between(random, 150, 1050);
  const glow = doc.radialGradient([
    [0, '#fffbe8', 0.9],
    [1, '#fff3c4', 0],
  ]);
  doc.add(
    ellipse(sunX, horizonY * 0.3, 220, 220, glow),
    circle(sunX, horizonY * 0.3, 30, '#fffbea'),
  );
  const pyramidX = between(random, 150, 1050);
  doc.add(path(dunes(random, horizonY, 28, 260), '#e6cb98'));
  doc.add(
    path(
      `M${oneDecimal(pyramidX - 70)} ${horizonY - 4}L${oneDecimal(pyramidX)} ${horizonY - 66}L${oneDecimal(pyramidX + 70)} ${horizonY - 4}ZM${oneDecimal(pyramidX + 60)} ${horizonY - 4}L${oneDecimal(pyramidX + 110)} ${horizonY - 46}L${oneDecimal(pyramidX + 160)} ${horizonY - 4}Z`,
      '#d2ae78',
    ),
    path(
      `M${oneDecimal(pyramidX)} ${horizonY - 66}L${oneDecimal(pyramidX + 70)} ${horizonY - 4}H${oneDecimal(pyramidX + 14)}Z`,
      '#bf9862',
    ),
  );
  doc.add(path(dunes(random, horizonY + 16, 26, 320), '#deb982'));
  doc.add(path(dunes(random, horizonY + 44, 24, 400), '#d6ab6e'));
  const road = doc.linearGradient(
    [
      [0, '#625a52'],
      [1, '#3f3a35'],
    ],
    0,
    groundY - 46,
    0,
    groundY + 80,
    true,
  );
  doc.add(
    rect(0, groundY - 46, 1200, 126, road),
    rect(0, groundY - 46, 1200, 4, '#efe3c9', 0, 0.7),
  );
  doc.add(rect(0, groundY + 76, 1200, 4, '#efe3c9', 0, 0.7));
  let dashes = '';
  for (let x = -40 + random() * 80; x < 1200; x += 150)
    dashes += `M${oneDecimal(x)} ${groundY + 40}h80v6h-80Z`;
  doc.add(path(dashes, '#f3d277', 0.85));
  return false;
}
