import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  LeadDetails,
  leadDetailsSchema,
  LeadListQuery,
  LeadListResponse,
  leadListResponseSchema,
  leadNoteBodySchema,
  LeadUpdateBody,
} from '#shared/schemas/lead';
import { api } from '../../../lib/api-client';
import { accountQueryKey } from '../../../lib/auth';
import { inboxCountsKey } from '../../../lib/inbox-counts';

const leadsPath = (dealerId: string) => `/api/v1/leads/dealer/${encodeURIComponent(dealerId)}`;
const leadPath = (dealerId: string, leadId: string) =>
  `${leadsPath(dealerId)}/${encodeURIComponent(leadId)}`;

/** `GET /api/v1/leads/dealer/{id}`: a page of the leads the user sees, newest first. */
export const getLeads = (dealerId: string, query: LeadListQuery, signal?: AbortSignal) =>
  api.authGet<typeof leadListResponseSchema>(leadsPath(dealerId), {
    params: { ...query },
    signal,
  });

/** `GET /api/v1/leads/dealer/{id}/{leadId}`: the lead and its notes; 404 for another's lead. */
export const getLead = (dealerId: string, leadId: string, signal?: AbortSignal) =>
  api.authGet<typeof leadDetailsSchema>(leadPath(dealerId, leadId), { signal });

/** `PATCH …/{leadId}`: a new status, or (admins and managers) a new assignee. */
export const updateLead = (dealerId: string, leadId: string, body: LeadUpdateBody) =>
  api.patch<typeof leadDetailsSchema>(leadPath(dealerId, leadId), body);

/** `POST …/{leadId}/notes`: answers the lead's details with the new note. */
export const addLeadNote = (
  dealerId: string,
  leadId: string,
  body: z.input<typeof leadNoteBodySchema>,
) => api.post<typeof leadDetailsSchema>(`${leadPath(dealerId, leadId)}/notes`, body);

type LeadFilters = Omit<LeadListQuery, 'cursor'>;

export const leadKeys = {
  all: (userId: string) => [...accountQueryKey, userId, 'leads'] as const,
  lists: (userId: string, dealerId: string) => [...leadKeys.all(userId), dealerId, 'list'] as const,
  list: (userId: string, dealerId: string, filters: LeadFilters) =>
    [...leadKeys.lists(userId, dealerId), filters] as const,
  lead: (userId: string, dealerId: string, leadId: string) =>
    [...leadKeys.all(userId), dealerId, 'lead', leadId] as const,
};

/** The inbox, 50 leads a page: "Load more" asks for the page after the last one's cursor. */
export const useLeads = (userId: string, dealerId: string, filters: LeadFilters) =>
  useInfiniteQuery({
    queryKey: leadKeys.list(userId, dealerId, filters),
    queryFn: ({ pageParam, signal }) =>
      getLeads(dealerId, { ...filters, ...(pageParam && { cursor: pageParam }) }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Leads arrive all the time, and teammates answer them: ask again when the screen opens.
    staleTime: 0,
    // A new filter keeps the current rows on screen until its leads are there.
    placeholderData: keepPreviousData,
  });

export const useLead = (userId: string, dealerId: string, leadId: string) =>
  useQuery({
    queryKey: leadKeys.lead(userId, dealerId, leadId),
    queryFn: ({ signal }) => getLead(dealerId, leadId, signal),
    staleTime: 0,
  });

/**
 * A status, an assignee or a note. Each answer is the lead's details: it replaces the open
 * lead and its row at once, then the lists (whose filters it may leave) and the user menu's
 * counts are asked again.
 */
export function useLeadChanges(userId: string, dealerId: string, leadId: string) {
  const queryClient = useQueryClient();
  const saved = (lead: LeadDetails) => {
    queryClient.setQueryData(leadKeys.lead(userId, dealerId, leadId), lead);
    queryClient.setQueriesData<InfiniteData<LeadListResponse>>(
      { queryKey: leadKeys.lists(userId, dealerId) },
      (current) =>
        current && {
          ...current,
          pages: current.pages.map((page) => ({
            ...page,
            leads: page.leads.map((other) => (other.id === lead.id ? lead : other)),
          })),
        },
    );
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: leadKeys.lists(userId, dealerId) }),
      queryClient.invalidateQueries({ queryKey: inboxCountsKey(userId) }),
    ]);
  };
  const update = useMutation({
    mutationFn: (body: LeadUpdateBody) => updateLead(dealerId, leadId, body),
    onSuccess: saved,
  });
  const addNote = useMutation({
    mutationFn: (body: string) => addLeadNote(dealerId, leadId, { body }),
    onSuccess: saved,
  });
  return { update, addNote };
}
