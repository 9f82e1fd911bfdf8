import { resolveColor } from './car-colors';
import { luma, tone } from './drawing/colors';
import { cyclicAt, type Point, polygon, rounded, type RoundedPoint } from './drawing/geometry';
import { hashText, normalSeed, seededRandom } from './drawing/random';
import { circle, ellipse, group, line, path, ring } from './drawing/shapes';
import { SvgDocument } from './drawing/svg-document';

type Emblem = 'car' | 'wing' | 'road' | 'star' | 'wheel' | 'pyramid' | 'chevrons';

export function drawDealerLogo(options: { name: string; color: string; seed: number }): string {
  const seed = normalSeed(options.seed);
  const random = seededRandom(seed * 31 + hashText(options.name));
  const baseColor = resolveColor(options.color, '#0f766e');
  const doc = new SvgDocument(
    `q${(hashText(`${seed}:${options.name}`) % 46656).toString(36)}`,
    256,
    256,
  );
  const emblems: readonly Emblem[] = [
    'car',
    'wing',
    'road',
    'star',
    'wheel',
    'pyramid',
    'chevrons',
  ];
  const shapes = ['shield', 'badge', 'circle', 'hex'] as const;
  // consecutive seeds walk through every emblem and shape; the name only varies the trim
  const emblem = cyclicAt(emblems, seed);
  const shapeKind = cyclicAt(shapes, seed + Math.floor(seed / emblems.length));
  const outline =
    shapeKind === 'shield'
      ? 'M128 12L224 42V118C224 182 184 222 128 246C72 222 32 182 32 118V42Z'
      : shapeKind === 'badge'
        ? rounded([
            [20, 20, 52],
            [236, 20, 52],
            [236, 236, 52],
            [20, 236, 52],
          ])
        : shapeKind === 'hex'
          ? rounded(
              [0, 1, 2, 3, 4, 5].map((i): RoundedPoint => {
                const angle = (Math.PI / 3) * i - Math.PI / 2;
                return [128 + Math.cos(angle) * 116, 128 + Math.sin(angle) * 116, 22];
              }),
            )
          : 'M128 12A116 116 0 1 1 127.9 12Z';
  const fill = doc.linearGradient(
    [
      [0, tone(baseColor, 0.22)],
      [1, tone(baseColor, -0.28)],
    ],
    0,
    0,
    0,
    1,
  );
  const light = luma(baseColor) > 0.7;
  const ink = light ? tone(baseColor, -0.65) : '#ffffff';
  const soft = light ? tone(baseColor, -0.4) : tone(baseColor, 0.55);
  doc.add(path(outline, '#000000', 0.18, ' transform="translate(0 5)"'));
  doc.add(path(outline, fill));
  doc.add(
    path(
      outline,
      'none',
      undefined,
      ` stroke="${ink}" stroke-opacity=".55" stroke-width="5" transform="translate(128 128) scale(.86) translate(-128 -128)"`,
    ),
  );
  if (random() < 0.5) {
    doc.add(
      path(
        outline,
        'none',
        undefined,
        ` stroke="${ink}" stroke-opacity=".25" stroke-width="2.5" transform="translate(128 128) scale(.8) translate(-128 -128)"`,
      ),
    );
  }
  doc.add(
    group(` clip-path="${doc.clipPath(outline)}"`, ellipse(128, 30, 150, 84, '#ffffff', 0.1)),
  );
  switch (emblem) {
    case 'car':
      doc.add(
        path(
          rounded([
            [52, 160, 8],
            [56, 134, 12],
            [96, 124, 18],
            [122, 100, 22],
            [164, 100, 22],
            [190, 124, 14],
            [206, 132, 10],
            [206, 160, 8],
          ]),
          ink,
        ),
        path(
          rounded([
            [126, 108, 6],
            [158, 108, 6],
            [176, 123, 4],
            [112, 123, 4],
          ]),
          fill,
        ),
        circle(92, 160, 20, fill),
        circle(92, 160, 13, ink),
        circle(170, 160, 20, fill),
        circle(170, 160, 13, ink),
        line('M60 190H196', soft, 6),
      );
      break;
    case 'wing': {
      let d = '';
      for (let i = 0; i < 5; i++) {
        const y = 92 + i * 18;
        const featherLength = 110 - i * 16;
        d += rounded([
          [70, y, 6],
          [70 + featherLength, y - 16 + i * 2, 7],
          [70 + featherLength - 8, y + 10, 5],
          [70, y + 12, 6],
        ]);
      }
      doc.add(path(d, ink), circle(70, 128, 24, soft), circle(70, 128, 12, ink));
      break;
    }
    case 'road':
      doc.add(
        path('M82 104A46 46 0 0 1 174 104Z', soft),
        line('M58 106H198', ink, 6),
        path('M86 196L123 106H133L170 196Z', ink),
        path('M126 116h4v14h-4ZM125 142h6v18h-6ZM123 172h10v22h-10Z', fill),
      );
      break;
    case 'star': {
      const star: Point[] = [];
      for (let i = 0; i < 10; i++) {
        const angle = -Math.PI / 2 + (Math.PI / 5) * i;
        const radius = i % 2 === 0 ? 62 : 26;
        star.push([128 + Math.cos(angle) * radius, 132 + Math.sin(angle) * radius]);
      }
      doc.add(
        `<ellipse cx="128" cy="136" rx="88" ry="28" fill="none" stroke="${soft}" stroke-width="7" transform="rotate(-18 128 136)"/>`,
        path(polygon(star), ink),
      );
      break;
    }
    case 'wheel':
      doc.add(
        ring(128, 128, 64, ink, 16),
        path(
          'M66 122Q128 104 190 122L188 140Q150 132 140 150L134 190H122L116 150Q106 132 68 140Z',
          ink,
        ),
        circle(128, 136, 16, fill),
        circle(128, 136, 8, soft),
      );
      break;
    case 'pyramid':
      doc.add(
        circle(164, 90, 17, soft),
        path('M62 180L118 94L174 180Z', ink),
        path('M118 94L174 180H128Z', soft, 0.45),
        path('M148 180L176 138L204 180Z', soft),
        line('M56 188H200', ink, 6),
      );
      break;
    case 'chevrons':
      doc.add(
        line('M76 120L128 74L180 120', soft, 20),
        line('M76 160L128 114L180 160', ink, 20),
        line('M76 200L128 154L180 200', ink, 20, 0.75),
      );
      break;
  }
  return doc.toString();
}
