import { carStatuses } from '#shared/reference/vehicle';
import type { CarStatus } from '#shared/schemas/car';
import type { MyCarsQuery } from '#shared/schemas/car-write';

/** Rows per page of My Cars: a dealer scans a short list and acts on it. */
export const myCarsPageSize = 10;

/** What /my-cars shows, kept in its URL: `?status=sold&dealer=dlr_1&page=2`. */
export interface MyCarsSearch {
  page: number;
  status: CarStatus | undefined;
  dealerId: string | undefined;
}

const positiveInteger = (value: string | null) => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 1 ? number : 1;
};

/** The URL's state; anything unknown falls back to the first page of every car. */
export function parseMyCarsSearch(params: URLSearchParams): MyCarsSearch {
  const status = carStatuses.find((known) => known === params.get('status'));
  return {
    page: positiveInteger(params.get('page')),
    status,
    dealerId: params.get('dealer') || undefined,
  };
}

/** The query string of a state, without defaults: `status=sold&page=2`. */
export function serializeMyCarsSearch(search: MyCarsSearch): string {
  const params = new URLSearchParams();
  if (search.status) params.set('status', search.status);
  if (search.dealerId) params.set('dealer', search.dealerId);
  if (search.page > 1) params.set('page', String(search.page));
  return params.toString();
}

export const toMyCarsQuery = (search: MyCarsSearch): MyCarsQuery => ({
  page: search.page,
  pageSize: myCarsPageSize,
  ...(search.status && { status: search.status }),
  ...(search.dealerId && { dealerId: search.dealerId }),
});
