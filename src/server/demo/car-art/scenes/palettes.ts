import type { SceneKind } from '../look';

export interface Palette {
  skyTop: string;
  skyLow: string;
  skyline: string;
  ground: string;
}

export const palettes: Record<SceneKind, Palette> = {
  studio: { skyTop: '#e9ecef', skyLow: '#cfd5dc', skyline: '#bcc3cb', ground: '#d5dae0' },
  dusk: { skyTop: '#2a3560', skyLow: '#f0ae78', skyline: '#4a3d60', ground: '#3a3444' },
  desert: { skyTop: '#7eb5dc', skyLow: '#f1e5cb', skyline: '#dcb77e', ground: '#dcb57a' },
  showroom: { skyTop: '#30353e', skyLow: '#474d58', skyline: '#262a31', ground: '#3a3f48' },
};
