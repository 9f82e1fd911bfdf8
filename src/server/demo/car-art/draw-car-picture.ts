import { specOf } from './bodies/body-styles';
import { resolveColor } from './car-colors';
import { hashText, normalSeed } from './drawing/random';
import { SvgDocument } from './drawing/svg-document';
import { lookOf } from './look';
import { dashboardView } from './views/dashboard-view';
import { engineView } from './views/engine-view';
import { faceView } from './views/face-view';
import { interiorView } from './views/interior-view';
import { sideView } from './views/side-view';
import { threeQuarterView } from './views/three-quarter-view';
import { wheelView } from './views/wheel-view';

/*
 * Demo picture art: flat-design SVG illustrations of cars (eight views) and dealer logos, drawn
 * from a few parameters with no I/O and no external packages. The same options always give the
 * same document, and every document holds only shapes, gradients and opacity (no text, no links,
 * no scripts), so it renders the same everywhere.
 *
 * A car picture is a view (views/) of a body style (bodies/) made of shared parts (parts/) in a
 * scene (scenes/), all in the car's look (look.ts); drawing/ knows nothing of cars. The logos
 * (draw-dealer-logo.ts) need only drawing/ and the colour names (car-colors.ts).
 */

export const pictureViews = [
  'side',
  'front',
  'rear',
  'threeQuarter',
  'interior',
  'dashboard',
  'wheel',
  'engine',
] as const;

export type PictureView = (typeof pictureViews)[number];

export function drawCarPicture(options: {
  bodyStyle: string;
  color: string;
  view: PictureView;
  seed: number;
}): string {
  const seed = normalSeed(options.seed);
  const spec = specOf(options.bodyStyle);
  const color = resolveColor(options.color, '#b8bdc3');
  const look = lookOf(seed, color);
  const prefix = `k${(hashText(`${seed}:${options.bodyStyle}:${options.view}`) % 46656).toString(36)}`;
  const doc = new SvgDocument(prefix);
  switch (options.view) {
    case 'side':
      sideView(doc, spec, look, color);
      break;
    case 'front':
      faceView(doc, spec, look, color, false);
      break;
    case 'rear':
      faceView(doc, spec, look, color, true);
      break;
    case 'interior':
      interiorView(doc, look);
      break;
    case 'dashboard':
      dashboardView(doc, look);
      break;
    case 'wheel':
      wheelView(doc, look, color);
      break;
    case 'engine':
      engineView(doc, look, color);
      break;
    case 'threeQuarter':
    default:
      threeQuarterView(doc, spec, look, color);
  }
  return doc.toString();
}
