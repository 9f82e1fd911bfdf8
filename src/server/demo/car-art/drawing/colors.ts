import { clamp } from './numbers';

type Rgb = readonly [number, number, number];

export function parseColor(value: string): Rgb | undefined {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match?.[1]) return undefined;
  let digits = match[1];
  if (digits.length === 3) digits = [...digits].map((digit) => digit + digit).join('');
  const packed = parseInt(digits, 16);
  return [(packed >> 16) & 255, (packed >> 8) & 255, packed & 255];
}

const rgbOf = (hex: string): Rgb => parseColor(hex) ?? [128, 128, 128];

export function hexOf(rgb: Rgb): string {
  return `#${rgb
    .map((channel) =>
      Math.round(clamp(channel, 0, 255))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function mix(from: string, to: string, t: number): string {
  const start = rgbOf(from);
  const end = rgbOf(to);
  return hexOf([
    start[0] + (end[0] - start[0]) * t,
    start[1] + (end[1] - start[1]) * t,
    start[2] + (end[2] - start[2]) * t,
  ]);
}

/** Lightens (amount > 0) or darkens (amount < 0) a colour. */
export const tone = (color: string, amount: number): string =>
  amount >= 0 ? mix(color, '#ffffff', amount) : mix(color, '#000000', -amount);

export function luma(color: string): number {
  const [r, g, b] = rgbOf(color);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export function saturation(color: string): number {
  const [r, g, b] = rgbOf(color);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  return max === 0 ? 0 : (max - min) / max;
}
