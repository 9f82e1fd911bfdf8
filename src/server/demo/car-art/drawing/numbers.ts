export const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, value));

function formatNumber(value: number, scale: number): string {
  const roundedValue = Math.round(value * scale) / scale;
  if (roundedValue === 0) return '0';
  const text = String(roundedValue);
  if (text.startsWith('0.')) return text.slice(1);
  if (text.startsWith('-0.')) return `-${text.slice(2)}`;
  return text;
}

/** One decimal for small numbers, whole pixels for large ones. */
export const oneDecimal = (value: number): string =>
  formatNumber(value, Math.abs(value) >= 100 ? 1 : 10);

export const twoDecimals = (value: number): string => formatNumber(value, 100);

export const threeDecimals = (value: number): string => formatNumber(value, 1000);

export const wholeNumber = (value: number): string => formatNumber(value, 1);
