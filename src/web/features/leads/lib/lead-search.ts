import type { LeadKind, LeadListQuery, LeadStatus } from '#shared/schemas/lead';
import { leadKinds, leadStatuses } from '#shared/reference/leads';

/** The inbox's two sections: the leads, and the reports of the dealership's listings. */
export type InboxView = 'leads' | 'reports';

/**
 * What /my-leads shows, kept in its URL so that a filtered inbox can be shared and reloaded:
 * `?dealer=dlr_1&car=car_1&status=new&assignee=none&kind=inquiry`, or `?view=reports`.
 */
export interface LeadSearch {
  view: InboxView;
  /** The dealership, for people on more than one team (the first one otherwise). */
  dealerId: string | undefined;
  carId: string | undefined;
  status: LeadStatus | undefined;
  /** A team member's id, or `none` for the leads nobody is assigned. */
  assignee: string | undefined;
  kind: LeadKind | undefined;
}

/** The server's id rule: anything else in the address is dropped rather than answered 400. */
const idOf = (value: string | null) =>
  value && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : undefined;

/** The URL's state; anything unknown falls back to every lead of the first dealership. */
export function parseLeadSearch(params: URLSearchParams): LeadSearch {
  return {
    view: params.get('view') === 'reports' ? 'reports' : 'leads',
    dealerId: idOf(params.get('dealer')),
    carId: idOf(params.get('car')),
    status: leadStatuses.find((status) => status === params.get('status')),
    assignee: idOf(params.get('assignee')),
    kind: leadKinds.find((kind) => kind === params.get('kind')),
  };
}

/** The query string of a state, without defaults: `dealer=dlr_1&status=new`. */
export function serializeLeadSearch(search: LeadSearch): string {
  const params = new URLSearchParams();
  if (search.dealerId) params.set('dealer', search.dealerId);
  if (search.view === 'reports') params.set('view', 'reports');
  if (search.carId) params.set('car', search.carId);
  if (search.status) params.set('status', search.status);
  if (search.assignee) params.set('assignee', search.assignee);
  if (search.kind) params.set('kind', search.kind);
  return params.toString();
}

/** The list's filters (its pages add the cursor). */
export const toLeadListQuery = (search: LeadSearch): Omit<LeadListQuery, 'cursor'> => ({
  ...(search.carId && { carId: search.carId }),
  ...(search.status && { status: search.status }),
  ...(search.assignee && { assignee: search.assignee }),
  ...(search.kind && { kind: search.kind }),
});

export const hasLeadFilters = (search: LeadSearch) =>
  Boolean(search.carId || search.status || search.assignee || search.kind);
