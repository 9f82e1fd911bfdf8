import { luma, saturation, tone } from './drawing/colors';
import { pick, seededRandom } from './drawing/random';

export type SceneKind = 'studio' | 'dusk' | 'desert' | 'showroom';

/** The look of one car: chosen once per seed, shared by all its views. */
export interface Look {
  scene: SceneKind;
  sceneSeed: number;
  spokes: number;
  rimFace: string;
  rimShade: string;
  caliper: string;
  seat: string;
  lightBar: boolean;
  accent: string;
  color: string;
}

export function lookOf(seed: number, color: string): Look {
  const random = seededRandom(seed * 7919 + 17);
  const scene = pick<SceneKind>(random, ['studio', 'dusk', 'desert', 'showroom']);
  const rim = pick(random, [
    ['#e9ecef', '#99a0a8'],
    ['#dfe3e7', '#8a9199'],
    ['#8e949c', '#4b5158'],
    ['#40444a', '#1d1f23'],
  ] as const);
  const accent =
    saturation(color) > 0.35 && luma(color) > 0.15
      ? tone(color, 0.15)
      : pick(random, ['#49a8ff', '#3fd0c9', '#ffb347']);
  const sceneSeed = Math.floor(random() * 1e9);
  // A draw once used for a style variant nobody reads; kept so every seed keeps its look.
  random();
  return {
    scene,
    sceneSeed,
    spokes: pick(random, [5, 5, 6, 10]),
    rimFace: rim[0],
    rimShade: rim[1],
    caliper: pick(random, ['#c8232c', '#e0ad1f', '#3a3d42', '#5a6068']),
    seat: pick(random, ['#2b2c30', '#2b2c30', '#cdb592', '#8a5536', '#5b2b2e']),
    lightBar: random() < 0.5,
    accent,
    color,
  };
}
