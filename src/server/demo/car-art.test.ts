import { createHash } from 'node:crypto';
import { describe, it, expect } from 'vitest';
import { carColors } from './car-art/car-colors';
import { drawCarPicture, pictureViews } from './car-art/draw-car-picture';
import { drawDealerLogo } from './car-art/draw-dealer-logo';

const bodyStyles = [
  'sedan',
  'hatchback',
  'suv',
  'crossover',
  'coupe',
  'convertible',
  'pickup',
  'van',
  'minivan',
  'stationWagon',
] as const;

const maxBytes = 12 * 1024;

/** Checks that every opened element is closed in order; returns the first problem found. */
function tagProblem(svg: string): string | undefined {
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z]+)\b[^>]*?(\/?)>/g)) {
    const [tag, closing, name = '', selfClosing] = match;
    if (selfClosing) continue;
    if (!closing) {
      stack.push(name);
      continue;
    }
    const open = stack.pop();
    if (open !== name) return `${tag} closes <${open ?? 'nothing'}>`;
  }
  return stack.length ? `unclosed <${stack.join('>, <')}>` : undefined;
}

function expectSafeSvg(svg: string, width: number, height: number): void {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
  expect(svg).toContain(`width="${width}" height="${height}"`);
  expect(tagProblem(svg)).toBeUndefined();
  expect(svg).not.toMatch(/<text|<script|<image|<foreignObject|<style|href=/i);
  expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/http|javascript:/i);
  // every url(#id) points at a gradient or clip defined in the same document
  const ids = new Set([...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]));
  for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids.has(ref)).toBe(true);
  expect(svg).not.toMatch(/NaN|undefined|Infinity/);
}

describe('drawCarPicture', () => {
  for (const bodyStyle of bodyStyles) {
    describe(bodyStyle, () => {
      for (const view of pictureViews) {
        it(`draws a safe, small ${view} picture`, () => {
          for (const seed of [0, 1, 2, 3, 17]) {
            const color = carColors[seed % carColors.length]?.hex ?? '#888888';
            const svg = drawCarPicture({ bodyStyle, color, view, seed });
            expectSafeSvg(svg, 1200, 800);
            expect(svg.length).toBeLessThan(maxBytes);
          }
        });
      }
    });
  }

  // Draws some 5,000 pictures: about 2 s on a quiet machine, more beside other test files.
  it('stays under the size limit for many seeds and colours', () => {
    let largest = 0;
    for (let seed = 0; seed < 60; seed++) {
      for (const bodyStyle of bodyStyles) {
        for (const view of pictureViews) {
          const color = carColors[(seed * 7 + view.length) % carColors.length]?.hex ?? '#888888';
          largest = Math.max(largest, drawCarPicture({ bodyStyle, color, view, seed }).length);
        }
      }
    }
    expect(largest).toBeLessThan(maxBytes);
  }, 30_000);

  it('is deterministic for the same options', () => {
    for (const view of pictureViews) {
      const options = { bodyStyle: 'suv', color: '#203b63', view, seed: 42 };
      expect(drawCarPicture(options)).toBe(drawCarPicture({ ...options }));
    }
  });

  it('varies the scene with the seed', () => {
    const scenes = new Set(
      Array.from({ length: 12 }, (_, seed) =>
        drawCarPicture({ bodyStyle: 'sedan', color: '#b5232c', view: 'side', seed }),
      ),
    );
    expect(scenes.size).toBeGreaterThan(6);
  });

  it('draws a different side silhouette for every body style', () => {
    const pictures = bodyStyles.map((bodyStyle) =>
      drawCarPicture({ bodyStyle, color: '#b8bdc3', view: 'side', seed: 5 }),
    );
    expect(new Set(pictures).size).toBe(bodyStyles.length);
    // the body outline itself differs, not only the ids
    const outlines = pictures.map((svg) => svg.replace(/ id="[^"]+"|url\(#[^)]+\)/g, ''));
    expect(new Set(outlines).size).toBe(bodyStyles.length);
  });

  it('falls back to a sedan for an unknown body style and copes with odd input', () => {
    const sedan = drawCarPicture({ bodyStyle: 'sedan', color: '#b5232c', view: 'side', seed: 3 });
    const unknown = drawCarPicture({
      bodyStyle: 'hovercraft',
      color: '#b5232c',
      view: 'side',
      seed: 3,
    });
    const strip = (svg: string) => svg.replace(/ id="[^"]+"|url\(#[^)]+\)/g, '');
    expect(strip(unknown)).toBe(strip(sedan));
    for (const svg of [
      drawCarPicture({ bodyStyle: 'constructor', color: 'not a colour', view: 'front', seed: -4 }),
      drawCarPicture({ bodyStyle: 'van', color: '"><script>', view: 'rear', seed: Number.NaN }),
      drawCarPicture({ bodyStyle: 'coupe', color: 'red', view: 'threeQuarter', seed: 1e12 }),
    ]) {
      expectSafeSvg(svg, 1200, 800);
    }
  });

  it('uses the car colour in the exterior views', () => {
    for (const view of ['side', 'front', 'rear', 'threeQuarter'] as const) {
      const svg = drawCarPicture({ bodyStyle: 'hatchback', color: '#d9772b', view, seed: 8 });
      expect(svg).toContain('#d9772b');
    }
  });
});

describe('drawDealerLogo', () => {
  it('draws safe, deterministic 256x256 logos', () => {
    const logos = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const options = { name: `Dealer ${seed}`, color: '#0f766e', seed };
      const svg = drawDealerLogo(options);
      expectSafeSvg(svg, 256, 256);
      expect(svg.length).toBeLessThan(4 * 1024);
      expect(drawDealerLogo({ ...options })).toBe(svg);
      logos.add(svg.replace(/ id="[^"]+"|url\(#[^)]+\)/g, ''));
    }
    expect(logos.size).toBeGreaterThan(10);
  });

  it('copes with a light colour and an invalid one', () => {
    expectSafeSvg(drawDealerLogo({ name: 'Nour', color: '#f5f5f4', seed: 1 }), 256, 256);
    expectSafeSvg(
      drawDealerLogo({ name: 'Nour', color: 'javascript:alert(1)', seed: 2 }),
      256,
      256,
    );
  });
});

// Moving the drawing code around must not change a byte of what it draws: a digest of the
// pictures and logos of fixed options. Change the digest only with art changed on purpose.
describe('the art of fixed options', () => {
  it('is the art these options always gave', () => {
    const digest = createHash('sha256');
    for (const bodyStyle of [...bodyStyles, 'hovercraft']) {
      for (const view of pictureViews) {
        for (const seed of [0, 1, 2, 3, 17, 4_000_000_000]) {
          const paint = carColors[(seed + view.length) % carColors.length];
          const color = (seed % 2 ? paint?.hex : paint?.key) ?? 'silver';
          digest.update(drawCarPicture({ bodyStyle, color, view, seed }));
        }
      }
    }
    for (let seed = 0; seed < 20; seed++) {
      digest.update(drawDealerLogo({ name: `Dealer ${seed} نور`, color: '#0f766e', seed }));
    }
    expect(digest.digest('hex')).toBe(
      'df1515398026de6964c786d3b5e9e6ee8232efc90dd324405e6eb099751dfb3f',
    );
  });
});

describe('carColors', () => {
  it('lists about a dozen distinct paint colours as hex', () => {
    expect(carColors.length).toBeGreaterThanOrEqual(10);
    expect(new Set(carColors.map((color) => color.key)).size).toBe(carColors.length);
    for (const color of carColors) expect(color.hex).toMatch(/^#[0-9a-f]{6}$/);
  });
});
