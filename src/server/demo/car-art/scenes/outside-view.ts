import { wholeNumber } from '../drawing/numbers';
import { seededRandom } from '../drawing/random';
import { line, path, rect } from '../drawing/shapes';
import type { SvgDocument } from '../drawing/svg-document';
import type { Look, SceneKind } from '../look';
import { dunes } from './desert';
import { type Palette, palettes } from './palettes';
import { paintSky } from './sky';

const outdoorPalettes: Record<SceneKind, Palette> = {
  studio: { skyTop: '#86b9df', skyLow: '#e4ecef', skyline: '#a9b5bf', ground: '#b7b1a5' },
  showroom: { skyTop: '#94c2e2', skyLow: '#f2e8d4', skyline: '#d8bd8c', ground: '#d3b27c' },
  dusk: palettes.dusk,
  desert: palettes.desert,
};

/** The world seen through the windscreen, for the cabin views. */
export function outsideView(doc: SvgDocument, look: Look, horizon: number): void {
  const palette = outdoorPalettes[look.scene];
  paintSky(
    doc,
    [
      [0, palette.skyTop],
      [1, palette.skyLow],
    ],
    horizon,
  );
  const random = seededRandom(look.sceneSeed + 5);
  const cityscape = look.scene === 'dusk' || look.scene === 'studio';
  let skylinePath = `M0 ${horizon}`;
  if (cityscape) {
    for (let x = 0; x < 1200; x += 30 + Math.floor(random() * 40)) {
      skylinePath += `V${wholeNumber(horizon - 14 - random() * 50)}H${x + 30}`;
    }
    skylinePath += `V${horizon}H0Z`;
  } else {
    skylinePath = dunes(random, horizon, 22, 300);
  }
  doc.add(path(skylinePath, palette.skyline, 0.85));
  doc.add(rect(0, horizon, 1200, 800 - horizon, palette.ground));
  doc.add(
    path(`M585 ${horizon}H615L980 800H220Z`, look.scene === 'dusk' ? '#2d2934' : '#5a5652', 0.9),
  );
  doc.add(line(`M600 ${horizon + 6}V800`, '#f1e5c8', 5, 0.7, ' stroke-dasharray="24 34"'));
}
