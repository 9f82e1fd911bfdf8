/** A reference entry: a stable internal key and its display name in each language. */
export interface Named<K extends string = string> {
  readonly key: K;
  readonly en: string;
  readonly ar: string;
}

export const languages = ['en', 'ar'] as const;
export type Language = (typeof languages)[number];

export interface Make extends Named {
  readonly models: readonly Named[];
}

export interface Extra extends Named {
  /** 1 to 60, as numbered in the listing form. */
  readonly number: number;
  readonly group: ExtraGroupKey;
}

export const extraGroupKeys = [
  'safetySecurity',
  'lightingVisibility',
  'exteriorWheels',
  'infotainment',
  'comfortInterior',
  'emergencyUtility',
  'performance',
  'parking',
] as const;
export type ExtraGroupKey = (typeof extraGroupKeys)[number];
