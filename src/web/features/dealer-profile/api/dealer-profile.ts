import type { DealerDetail } from '#shared/schemas/dealer';
import type { DealerProfileBody } from '#shared/schemas/team';
import { api } from '../../../lib/api-client';

/** "Become a dealer": the caller becomes the approved admin of a new dealership. */
export const registerDealer = (body: DealerProfileBody) =>
  api.post<DealerDetail>('/api/v1/dealer/register', body);

/** The dealership's profile, for its approved admins (the logo is left as it is). */
export const updateDealerProfile = (dealerId: string, body: DealerProfileBody) =>
  api.patch<DealerDetail>(`/api/v1/dealer/${encodeURIComponent(dealerId)}`, body);
