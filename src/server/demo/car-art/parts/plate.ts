import { mapRoundedPoints, rounded } from '../drawing/geometry';
import { oneDecimal } from '../drawing/numbers';
import { path } from '../drawing/shapes';
import type { SvgDocument } from '../drawing/svg-document';
import type { FaceFrame } from './face-frame';

export function plate(
  doc: SvgDocument,
  frame: FaceFrame,
  bottom: number,
  faceHeight: number,
): void {
  const { toPicture, scale, spec } = frame;
  const halfWidth = spec.width * 0.19;
  const height = Math.min(faceHeight * 0.2, halfWidth * 0.48);
  const box = (left: number, right: number, low: number, high: number, radius: number): string =>
    rounded(
      mapRoundedPoints(
        toPicture,
        [
          [left, high, radius],
          [right, high, radius],
          [right, low, radius],
          [left, low, radius],
        ],
        scale,
      ),
    );
  doc.add(
    path(
      box(-halfWidth, halfWidth, bottom, bottom + height, 4),
      '#f3f5f6',
      undefined,
      ` stroke="#5d6167" stroke-width="${oneDecimal(2 * scale)}"`,
    ),
  );
  doc.add(
    path(
      box(-halfWidth + 2, halfWidth - 2, bottom + height * 0.7, bottom + height - 2, 2),
      '#4d8fd0',
    ),
  );
}
