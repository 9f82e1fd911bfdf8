import type { dealerDetailSchema } from '#shared/schemas/dealer';
import type { DealerProfileBody } from '#shared/schemas/team';
import { api } from '../../../lib/api-client';

/** "Become a dealer": the caller becomes the approved admin of a new dealership. */
export const registerDealer = (body: DealerProfileBody) =>
  api.post<typeof dealerDetailSchema>('/api/v1/dealer/register', body);

/** The dealership's profile, for its approved admins (the logo is left as it is). */
export const updateDealerProfile = (dealerId: string, body: DealerProfileBody) =>
  api.patch<typeof dealerDetailSchema>(`/api/v1/dealer/${encodeURIComponent(dealerId)}`, body);

/** Stores a new logo for the dealership (one image file, at most 4,194,304 bytes). */
export function uploadDealerLogo(dealerId: string, file: File) {
  const form = new FormData();
  form.append('logo', file, file.name);
  return api.put<typeof dealerDetailSchema>(
    `/api/v1/dealer/${encodeURIComponent(dealerId)}/logo`,
    form,
  );
}

export const removeDealerLogo = (dealerId: string) =>
  api.del<typeof dealerDetailSchema>(`/api/v1/dealer/${encodeURIComponent(dealerId)}/logo`);
