import { teamPermissions } from '#shared/rules/access';
import type { CarStatus } from '#shared/schemas/car';
import type { User } from '#shared/schemas/user';
import type { BulkCarChangeInput } from '../api/my-cars';

/**
 * The cars chosen for a bulk change: some by id, kept while paging, or every car the list's
 * filter matches, on every page (sent as the filter, so no id list has to be read first).
 */
export type CarSelection = { kind: 'ids'; ids: ReadonlySet<string> } | { kind: 'allMatching' };

export const noCars: CarSelection = { kind: 'ids', ids: new Set() };

export const isChosen = (selection: CarSelection, carId: string) =>
  selection.kind === 'allMatching' || selection.ids.has(carId);

/** How many cars a change would touch; `total` is how many the list's filter matches. */
export const chosenCount = (selection: CarSelection, total: number) =>
  selection.kind === 'allMatching' ? total : selection.ids.size;

/**
 * One car ticked or unticked. Unticking one of all that match leaves the rest of the page
 * chosen: the ids of the other pages are not known here.
 */
export function toggleCar(
  selection: CarSelection,
  carId: string,
  pageIds: readonly string[],
): CarSelection {
  const ids = new Set(selection.kind === 'allMatching' ? pageIds : selection.ids);
  if (isChosen(selection, carId)) ids.delete(carId);
  else ids.add(carId);
  return { kind: 'ids', ids };
}

/** Every car of the page ticked (`chosen`) or unticked, the other pages' choice kept. */
export function togglePage(
  selection: CarSelection,
  pageIds: readonly string[],
  chosen: boolean,
): CarSelection {
  if (!chosen) {
    if (selection.kind === 'allMatching') return noCars;
    return { kind: 'ids', ids: new Set([...selection.ids].filter((id) => !pageIds.includes(id))) };
  }
  if (selection.kind === 'allMatching') return selection;
  return { kind: 'ids', ids: new Set([...selection.ids, ...pageIds]) };
}

/** The cars of a bulk change's body: the ids, or the list's status filter. */
export const bulkCars = (
  selection: CarSelection,
  status: CarStatus | undefined,
): BulkCarChangeInput['cars'] =>
  selection.kind === 'allMatching'
    ? { allMatching: status ? { status } : {} }
    : { ids: [...selection.ids] };

/**
 * The dealership whose cars the list may change in bulk and whose stock it may download: the
 * one the list shows (the dealership filter's, or the user's only one), when the user is an
 * approved admin or manager of it, who may change all of its cars (the server checks each car).
 * A bulk change names one dealership, so a list of several has none.
 */
export function bulkDealership(user: User, dealerIdFilter: string | undefined) {
  const approved = user.dealer_access.filter((access) => access.status === 'approved');
  const shown = dealerIdFilter
    ? approved.find((access) => access.dealerId === dealerIdFilter)
    : approved.length === 1
      ? approved[0]
      : undefined;
  return shown && teamPermissions(shown).manageAllCars ? shown.dealerId : undefined;
}

/** Whether the user is an approved admin or manager of any of their dealerships. */
export const overseesAny = (user: User) =>
  user.dealer_access.some((access) => teamPermissions(access).manageAllCars);
