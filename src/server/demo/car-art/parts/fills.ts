import { mix, tone } from '../drawing/colors';
import type { SvgDocument } from '../drawing/svg-document';
import type { Look } from '../look';
import { palettes } from '../scenes/palettes';

export function glassFill(doc: SvgDocument, look: Look): string {
  return doc.shared('glass', () =>
    doc.linearGradient(
      [
        [0, mix(palettes[look.scene].skyTop, '#1a2330', 0.55)],
        [0.55, '#1b2431'],
        [1, '#0f141b'],
      ],
      0,
      0,
      0.3,
      1,
    ),
  );
}

export function bodyGradient(doc: SvgDocument, color: string, top: number, bottom: number): string {
  return doc.linearGradient(
    [
      [0, tone(color, 0.3)],
      [0.38, tone(color, 0.12)],
      [0.52, color],
      [0.8, tone(color, -0.14)],
      [1, tone(color, -0.34)],
    ],
    0,
    top,
    0,
    bottom,
    true,
  );
}

export function shadowFill(doc: SvgDocument): string {
  return doc.shared('shadow', () =>
    doc.radialGradient([
      [0, '#000000', 0.5],
      [0.6, '#000000', 0.22],
      [1, '#000000', 0],
    ]),
  );
}
