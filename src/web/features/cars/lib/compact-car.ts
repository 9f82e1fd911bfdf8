/**
 * The classes that make a car card or row a compact row on phones (decision 121): picture at
 * the start, 128 px wide and as tall as the text; title, city, price, year and mileage beside
 * it; four cars to a 390 × 800 screen. From `sm` up each view keeps its own layout.
 */
export const compactCar = {
  article:
    'group relative flex overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-slate-200/70 transition-shadow hover:shadow-card-hover',
  /** The showcase: a narrow picture, and a smaller condition badge in its corner. */
  showcase:
    'w-32 shrink-0 max-sm:[&>span]:start-1.5 max-sm:[&>span]:top-1.5 max-sm:[&>span]:px-2 max-sm:[&>span]:text-[0.7rem]',
  picture: 'max-sm:aspect-auto max-sm:h-full max-sm:min-h-24',
  /** Year and mileage only: fuel and transmission do not fit, the car's page has them. */
  facts: 'max-sm:[&>*:nth-child(n+3)]:hidden',
  /** The picture's `sizes` on phones. */
  phoneSizes: '128px',
};
