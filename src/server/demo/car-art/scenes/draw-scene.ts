import { seededRandom } from '../drawing/random';
import type { SvgDocument } from '../drawing/svg-document';
import type { Look } from '../look';
import { drawDesert } from './desert';
import { drawDusk } from './dusk';
import { drawShowroom } from './showroom';
import { drawStudio } from './studio';

/** Draws the background; returns whether the floor reflects the car. */
export function drawScene(
  doc: SvgDocument,
  look: Look,
  horizonY: number,
  groundY: number,
): boolean {
  const random = seededRandom(look.sceneSeed);
  const wholeHorizonY = Math.round(horizonY);
  const wholeGroundY = Math.round(groundY);
  switch (look.scene) {
    case 'studio':
      return drawStudio(doc, look, random, wholeHorizonY, wholeGroundY);
    case 'dusk':
      return drawDusk(doc, random, wholeHorizonY, wholeGroundY);
    case 'desert':
      return drawDesert(doc, random, wholeHorizonY, wholeGroundY);
    case 'showroom':
      return drawShowroom(doc, random, wholeHorizonY, wholeGroundY);
  }
}
