import { oneDecimal, twoDecimals } from './numbers';

const opacityAttribute = (opacity: number | undefined): string =>
  opacity === undefined || opacity >= 1 ? '' : ` opacity="${twoDecimals(opacity)}"`;

export const path = (d: string, fill: string, opacity?: number, attributes = ''): string =>
  `<path d="${d}" fill="${fill}"${opacityAttribute(opacity)}${attributes}/>`;

export const line = (
  d: string,
  color: string,
  width: number,
  opacity?: number,
  attributes = '',
): string =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${oneDecimal(width)}"${opacityAttribute(opacity)}${attributes}/>`;

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  rx = 0,
  opacity?: number,
): string =>
  `<rect x="${oneDecimal(x)}" y="${oneDecimal(y)}" width="${oneDecimal(w)}" height="${oneDecimal(h)}"${rx ? ` rx="${oneDecimal(rx)}"` : ''} fill="${fill}"${opacityAttribute(opacity)}/>`;

export const circle = (
  x: number,
  y: number,
  r: number,
  fill: string,
  opacity?: number,
  attributes = '',
): string =>
  `<circle cx="${oneDecimal(x)}" cy="${oneDecimal(y)}" r="${oneDecimal(r)}" fill="${fill}"${opacityAttribute(opacity)}${attributes}/>`;

export const ellipse = (
  x: number,
  y: number,
  rx: number,
  ry: number,
  fill: string,
  opacity?: number,
): string =>
  `<ellipse cx="${oneDecimal(x)}" cy="${oneDecimal(y)}" rx="${oneDecimal(rx)}" ry="${oneDecimal(ry)}" fill="${fill}"${opacityAttribute(opacity)}/>`;

export const ring = (
  x: number,
  y: number,
  r: number,
  color: string,
  width: number,
  opacity?: number,
): string =>
  `<circle cx="${oneDecimal(x)}" cy="${oneDecimal(y)}" r="${oneDecimal(r)}" fill="none" stroke="${color}" stroke-width="${oneDecimal(width)}"${opacityAttribute(opacity)}/>`;

export const group = (attrs: string, ...items: string[]): string =>
  `<g${attrs}>${items.join('')}</g>`;
