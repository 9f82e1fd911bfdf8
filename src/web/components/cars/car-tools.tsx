import { createContext, useContext, type ComponentType } from 'react';
import type { Car } from '#shared/schemas/car';

/**
 * What a buyer can do with a car right from a card or a row: keep it and compare it. They are
 * features of their own, which the cars feature may not import (decision 115), so the app hands
 * them in here; without them (a test of the card alone) a card shows neither.
 */
export interface CarTools {
  /** The heart, over the picture's top corner. */
  Favourite: ComponentType<{ car: Car }>;
  /** The compare toggle, over the picture's bottom corner. */
  Compare: ComponentType<{ car: Car }>;
}

export const CarToolsContext = createContext<CarTools | null>(null);

/**
 * The tools over a card's or row's picture. They sit above the title's link, which covers the
 * whole card (`z-10`), as its siblings: a button is never inside the link.
 */
export function CarToolsOverlay({ car }: { car: Car }) {
  const tools = useContext(CarToolsContext);
  if (!tools) return null;
  return (
    <>
      <div className="absolute end-0 top-0 z-10">
        <tools.Favourite car={car} />
      </div>
      <div className="absolute end-0 bottom-0 z-10">
        <tools.Compare car={car} />
      </div>
    </>
  );
}
