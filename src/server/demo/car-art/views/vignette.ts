import { rect } from '../drawing/shapes';
import type { SvgDocument } from '../drawing/svg-document';

export function vignette(doc: SvgDocument): void {
  const shade = doc.radialGradient(
    [
      [0.55, '#000000', 0],
      [1, '#000000', 0.45],
    ],
    0.5,
    0.5,
    0.75,
  );
  doc.add(rect(0, 0, 1200, 800, shade));
}
