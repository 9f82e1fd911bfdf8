import type { ComponentType } from 'react';
import type { CarTools } from '../cars/car-tools';

/**
 * The buyer's tools the layout shows on every page: favourites and compare, features the app
 * hands in (components/ imports no feature, decision 115).
 */
export interface BuyerTools {
  /** The link to /favourites with the count: in the header's bar, and in the phone's menu. */
  FavouritesLink: ComponentType<{ place: 'bar' | 'menu' }>;
  /** Mounted once, after the footer: the compare tray and the favourites' upkeep. */
  PageTools: ComponentType;
  /** The heart and the compare toggle of every car card and row. */
  car: CarTools;
}
