import { hexOf, parseColor } from './drawing/colors';

export const carColors: readonly { key: string; hex: string }[] = [
  { key: 'whitePearl', hex: '#eeece6' },
  { key: 'silver', hex: '#b8bdc3' },
  { key: 'black', hex: '#222428' },
  { key: 'grey', hex: '#6c7179' },
  { key: 'darkBlue', hex: '#203b63' },
  { key: 'red', hex: '#b5232c' },
  { key: 'burgundy', hex: '#6d1f30' },
  { key: 'beige', hex: '#cdbb98' },
  { key: 'darkGreen', hex: '#2e4a3b' },
  { key: 'bronze', hex: '#8e6a45' },
  { key: 'skyBlue', hex: '#7fb2d4' },
  { key: 'orange', hex: '#d9772b' },
];

export function resolveColor(value: string, fallback: string): string {
  const named = carColors.find((carColor) => carColor.key === value);
  if (named) return named.hex;
  const rgb = parseColor(value);
  return rgb ? hexOf(rgb) : fallback;
}
