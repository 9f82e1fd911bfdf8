import { rect } from '../drawing/shapes';
import type { Stop, SvgDocument } from '../drawing/svg-document';

export const paintSky = (doc: SvgDocument, stops: readonly Stop[], horizonY: number): void =>
  doc.add(rect(0, 0, 1200, horizonY + 1, doc.linearGradient(stops, 0, 0, 0, horizonY, true)));
