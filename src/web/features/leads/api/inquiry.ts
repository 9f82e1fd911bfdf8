import { useMutation } from '@tanstack/react-query';
import type { InquiryBody, inquiryResponseSchema } from '#shared/schemas/lead';
import { api } from '../../../lib/api-client';

/**
 * `POST /api/v1/leads/car/{id}`: open to everyone; a signed-in buyer's token
 * goes along, so the dealer sees who asked. 201 `{ received: true }`; 400 bad input, 404 unknown
 * car, 409 a sold car, 429 too many from the number or the address.
 */
export const sendInquiry = (carId: string, body: InquiryBody) =>
  api.postPublic<typeof inquiryResponseSchema>(
    `/api/v1/leads/car/${encodeURIComponent(carId)}`,
    body,
  );

/** Sending a buyer's inquiry about `carId`; nothing cached changes. */
export const useSendInquiry = (carId: string) =>
  useMutation({ mutationFn: (body: InquiryBody) => sendInquiry(carId, body) });
