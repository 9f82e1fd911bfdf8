import { oneDecimal } from '../drawing/numbers';
import { between, type Random } from '../drawing/random';
import { circle, ellipse, line, path, rect } from '../drawing/shapes';
import type { SvgDocument } from '../drawing/svg-document';
import { paintSky } from './sky';

export function drawDusk(
  doc: SvgDocument,
  random: Random,
  horizonY: number,
  groundY: number,
): boolean {
  paintSky(
    doc,
    [
      [0, '#26315a'],
      [0.45, '#5a4c7d'],
      [0.8, '#cf7f76'],
      [1, '#f3b47c'],
    ],
    horizonY,
  );
  const sunX = between(random, 200, 1000);
  const glow = doc.radialGradient([
    [0, '#ffd9a0', 0.85],
    [1, '#ffb27a', 0],
  ]);
  doc.add(ellipse(sunX, horizonY - 30, 300, 170, glow), circle(sunX, horizonY - 46, 32, '#ffe6b8'));
  // Giza on the horizon
  const pyramidX = sunX < 600 ? between(random, 760, 1050) : between(random, 120, 400);
  doc.add(
    path(
      `M${oneDecimal(pyramidX - 110)} ${horizonY}L${oneDecimal(pyramidX)} ${horizonY - 92}L${oneDecimal(pyramidX + 110)} ${horizonY}ZM${oneDecimal(pyramidX + 70)} ${horizonY}L${oneDecimal(pyramidX + 150)} ${horizonY - 62}L${oneDecimal(pyramidX + 230)} ${horizonY}Z`,
      '#a07a8f',
      0.55,
    ),
  );
  // far and near skyline
  const skylineLayer = (
    baseHeight: number,
    extraHeight: number,
    fill: string,
    withLandmarks: boolean,
  ): string => {
    let d = '';
    let x = -10;
    while (x < 1210) {
      const w = between(random, 46, 110);
      const h = baseHeight + random() * extraHeight;
      d += `M${oneDecimal(x)} ${horizonY}V${oneDecimal(horizonY - h)}H${oneDecimal(x + w)}V${horizonY}Z`;
      const feature = random();
      if (withLandmarks && feature < 0.16) {
        const domeRadius = w * 0.36;
        const domeX = x + w / 2;
        d += `M${oneDecimal(domeX - domeRadius)} ${oneDecimal(horizonY - h)}A${oneDecimal(domeRadius)} ${oneDecimal(domeRadius)} 0 0 1 ${oneDecimal(domeX + domeRadius)} ${oneDecimal(horizonY - h)}Z`;
      } else if (withLandmarks && feature < 0.28) {
        const minaretX = x + w - 6;
        const minaretTop = horizonY - h - between(random, 40, 80);
        d += `M${oneDecimal(minaretX)} ${oneDecimal(horizonY - h)}V${oneDecimal(minaretTop)}h-3v-4h10v4h-3L${oneDecimal(minaretX + 2)} ${oneDecimal(minaretTop - 16)}L${oneDecimal(minaretX)} ${oneDecimal(minaretTop)}`;
        d += `V${oneDecimal(horizonY - h)}h4V${oneDecimal(minaretTop)}Z`;
      }
      x += w + (random() < 0.3 ? between(random, 4, 20) : 0);
    }
    return path(d, fill);
  };
  doc.add(skylineLayer(40, 90, '#5b4a70', false));
  // Cairo Tower, shortened when the horizon is high in the picture
  const towerX = between(random, 0.15, 0.85) * 1200;
  const towerScale = Math.min(1, (horizonY - 24) / 268);
  const towerY = (height: number): string => oneDecimal(horizonY - height * towerScale);
  doc.add(
    path(
      `M${oneDecimal(towerX - 9)} ${horizonY}L${oneDecimal(towerX - 5)} ${towerY(210)}L${oneDecimal(towerX - 13)} ${towerY(224)}L${oneDecimal(towerX - 15)} ${towerY(236)}H${oneDecimal(towerX + 15)}L${oneDecimal(towerX + 13)} ${towerY(224)}L${oneDecimal(towerX + 5)} ${towerY(210)}L${oneDecimal(towerX + 9)} ${horizonY}Z`,
      '#4a3c62',
    ),
    line(`M${oneDecimal(towerX)} ${towerY(236)}V${towerY(268)}`, '#4a3c62', 3),
  );
  doc.add(skylineLayer(18, 70, '#3a304d', true));
  let windows = '';
  for (let i = 0; i < 14; i++) {
    const windowX = random() * 1200;
    const windowY = horizonY - 8 - random() * 60;
    windows += `M${oneDecimal(windowX)} ${oneDecimal(windowY)}h4v5h-4Z`;
  }
  doc.add(path(windows, '#ffcf80', 0.7));
  const ground = doc.linearGradient(
    [
      [0, '#4b4358'],
      [1, '#25212c'],
    ],
    0,
    horizonY,
    0,
    800,
    true,
  );
  doc.add(rect(0, horizonY, 1200, 800 - horizonY, ground), rect(0, horizonY, 1200, 16, '#675d74'));
  doc.add(rect(0, horizonY + 16, 1200, 3, '#827690'));
  // street lamps
  for (const lampX of horizonY > 300
    ? [between(random, 60, 260), between(random, 940, 1140)]
    : []) {
    doc.add(
      line(`M${oneDecimal(lampX)} ${horizonY + 8}V${horizonY - 150}q0 -14 14 -14h26`, '#2c2538', 5),
      ellipse(lampX + 42, horizonY - 162, 14, 5, '#ffe2a8'),
      ellipse(lampX + 42, horizonY - 150, 60, 40, glow, 0.5),
    );
  }
  let dashes = '';
  for (let x = -40 + random() * 80; x < 1200; x += 170)
    dashes += `M${oneDecimal(x)} ${groundY + 88}h90v7h-90Z`;
  doc.add(path(dashes, '#d8cbb8', 0.35));
  return false;
}
