import { useState } from 'react';
import { noCars, toggleCar, togglePage, type CarSelection } from '../lib/car-selection';

/**
 * The cars chosen for a bulk change on the list that `listKey` names (its filter): kept while
 * paging, and dropped when the filter changes, since "all that match" meant the old filter and
 * the chosen cars may no longer be listed.
 */
export function useCarSelection(listKey: string) {
  const [chosen, setChosen] = useState<{ listKey: string; selection: CarSelection }>({
    listKey,
    selection: noCars,
  });
  const selectionOf = (state: typeof chosen) =>
    state.listKey === listKey ? state.selection : noCars;
  // From the latest state: a deletion's answer comes after other boxes may have been ticked.
  const update = (change: (selection: CarSelection) => CarSelection) =>
    setChosen((current) => ({ listKey, selection: change(selectionOf(current)) }));
  return {
    selection: selectionOf(chosen),
    toggleCar: (carId: string, pageIds: readonly string[]) =>
      update((selection) => toggleCar(selection, carId, pageIds)),
    togglePage: (pageIds: readonly string[], on: boolean) =>
      update((selection) => togglePage(selection, pageIds, on)),
    chooseAllMatching: () => update(() => ({ kind: 'allMatching' })),
    clear: () => update(() => noCars),
    /** A car deleted on its own: a bulk change naming it would be refused. */
    forget: (carId: string) =>
      update((selection) =>
        selection.kind === 'ids'
          ? { kind: 'ids', ids: new Set([...selection.ids].filter((id) => id !== carId)) }
          : selection,
      ),
  };
}
