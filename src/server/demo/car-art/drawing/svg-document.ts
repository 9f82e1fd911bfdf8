import { oneDecimal, threeDecimals, twoDecimals } from './numbers';

export type Stop = readonly [offset: number, color: string, opacity?: number];

export class SvgDocument {
  private readonly defs: string[] = [];
  private readonly parts: string[] = [];
  private readonly sharedValues = new Map<string, string>();
  private idCount = 0;

  constructor(
    private readonly prefix: string,
    private readonly width = 1200,
    private readonly height = 800,
  ) {}

  add(...items: string[]): void {
    this.parts.push(...items);
  }

  private newId(): string {
    return `${this.prefix}${(this.idCount++).toString(36)}`;
  }

  private stopElements(stops: readonly Stop[]): string {
    return stops
      .map(
        ([offset, color, opacity]) =>
          `<stop offset="${threeDecimals(offset)}" stop-color="${color}"${opacity === undefined || opacity === 1 ? '' : ` stop-opacity="${twoDecimals(opacity)}"`}/>`,
      )
      .join('');
  }

  linearGradient(
    stops: readonly Stop[],
    x1 = 0,
    y1 = 0,
    x2 = 0,
    y2 = 1,
    userSpace = false,
  ): string {
    const id = this.newId();
    // attributes equal to their defaults are left out (x2 defaults to 100%)
    const attribute = (name: string, value: number, omittedValue: number | undefined): string =>
      value === omittedValue
        ? ''
        : ` ${name}="${userSpace ? oneDecimal(value) : threeDecimals(value)}"`;
    const coords =
      attribute('x1', x1, 0) +
      attribute('y1', y1, 0) +
      attribute('x2', x2, userSpace ? undefined : 1) +
      attribute('y2', y2, 0);
    this.defs.push(
      `<linearGradient id="${id}"${coords}${userSpace ? ' gradientUnits="userSpaceOnUse"' : ''}>${this.stopElements(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radialGradient(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.newId();
    const attrs =
      cx === 0.5 && cy === 0.5 && r === 0.5
        ? ''
        : ` cx="${threeDecimals(cx)}" cy="${threeDecimals(cy)}" r="${threeDecimals(r)}"`;
    this.defs.push(
      `<radialGradient id="${id}"${attrs}>${this.stopElements(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  clipPath(d: string): string {
    const id = this.newId();
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }

  shared(key: string, create: () => string): string {
    const known = this.sharedValues.get(key);
    if (known) return known;
    const made = create();
    this.sharedValues.set(key, made);
    return made;
  }

  toString(): string {
    const w = this.width;
    const h = this.height;
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${defs}<g stroke-linecap="round" stroke-linejoin="round">${this.parts.join('')}</g></svg>`;
    // #aabbcc -> #abc (ids start with a letter past f, so they never match)
    return svg.replace(/#([0-9a-f])\1([0-9a-f])\2([0-9a-f])\3(?![0-9a-f])/g, '#$1$2$3');
  }
}
