import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TutorProfile } from '../../../shared/contracts/discovery';
import type {
  AcceptedRequest,
  DirectRequestBody,
  LessonRequestDetail,
  LessonRequestPage,
  OfferBody,
  PublicRequestBody,
  RequestSort,
  RequestTab,
} from '../../../shared/contracts/requests';
import type { FreeSlots } from '../../../shared/contracts/schedule';
import { useApiClient, useSession } from '../../app';
import { currentLanguage } from '../../i18n';
import {
  DIRECT_REQUEST_PATH,
  freeSlotsPath,
  offerPath,
  openTutorPath,
  PUBLIC_REQUEST_PATH,
  REQUESTS_PATH,
  requestPath,
} from './requests.api';

/** Query keys of the requests feature (HOUSE-STYLE 8); subject names are translated, so the language is in the key. */
export const requestsKeys = {
  root: ['lesson-requests'] as const,
  list: (tab: RequestTab, sort: RequestSort, page: number, language: string) =>
    ['lesson-requests', 'list', tab, sort, page, language] as const,
  detail: (id: string, language: string) => ['lesson-requests', 'detail', id, language] as const,
  tutor: (id: string, language: string) => ['lesson-requests', 'tutor', id, language] as const,
  freeSlots: (id: string, from: string) => ['lesson-requests', 'free-slots', id, from] as const,
};

export const PAGE_SIZE = 20;

export function useRequestList(tab: RequestTab, sort: RequestSort, page: number) {
  const client = useApiClient();
  const session = useSession();
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return useQuery({
    queryKey: requestsKeys.list(tab, sort, page, language),
    enabled: session !== null,
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ tab, sort, page: String(page), size: String(PAGE_SIZE) });
      return (await client.get<LessonRequestPage>(`${REQUESTS_PATH}?${query.toString()}`, { signal })).data;
    },
  });
}

export function useRequestDetail(id: string, enabled: boolean) {
  const client = useApiClient();
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return useQuery({
    queryKey: requestsKeys.detail(id, language),
    enabled,
    queryFn: async ({ signal }) => (await client.get<LessonRequestDetail>(requestPath(id), { signal })).data,
  });
}

/** The tutor a request goes to: name and the subjects they teach (open path, guests too). */
export function useRequestTutor(id: string) {
  const client = useApiClient();
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return useQuery({
    queryKey: requestsKeys.tutor(id, language),
    queryFn: async ({ signal }) => (await client.get<TutorProfile>(openTutorPath(id), { signal })).data,
  });
}

/** A window of the tutor's free slots, from `from` (ISO) for `days` days. */
export function useTutorFreeSlots(id: string, from: string, days: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: requestsKeys.freeSlots(id, from),
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ from, days: String(days) });
      return (await client.get<FreeSlots>(`${freeSlotsPath(id)}?${query.toString()}`, { signal })).data;
    },
  });
}

function useInvalidateRequests() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: requestsKeys.root }),
      queryClient.invalidateQueries({ queryKey: ['schedule'] }),
    ]);
}

export function useCreateDirectRequest() {
  const client = useApiClient();
  const invalidate = useInvalidateRequests();
  return useMutation({
    mutationFn: async (body: DirectRequestBody) =>
      (await client.post<LessonRequestDetail>(DIRECT_REQUEST_PATH, body)).data,
    onSettled: invalidate,
  });
}

export function useCreatePublicRequest() {
  const client = useApiClient();
  const invalidate = useInvalidateRequests();
  return useMutation({
    mutationFn: async (body: PublicRequestBody) =>
      (await client.post<LessonRequestDetail>(PUBLIC_REQUEST_PATH, body)).data,
    onSettled: invalidate,
  });
}

export type RequestAction =
  | { kind: 'cancel'; id: string }
  | { kind: 'accept'; id: string; startsAt: string }
  | { kind: 'reject'; id: string }
  | { kind: 'offer'; id: string; body: OfferBody }
  | { kind: 'accept-offer'; id: string; offerId: string }
  | { kind: 'reject-offer'; id: string; offerId: string }
  | { kind: 'open-contacts'; id: string };

/** Every action on one request: one mutation, so a card shows one pending state. */
export function useRequestAction() {
  const client = useApiClient();
  const invalidate = useInvalidateRequests();
  return useMutation({
    mutationFn: async (action: RequestAction): Promise<LessonRequestDetail | AcceptedRequest> => {
      switch (action.kind) {
        case 'cancel':
          return (await client.post<LessonRequestDetail>(`${requestPath(action.id)}/cancel`)).data;
        case 'accept':
          return (await client.post<AcceptedRequest>(`${requestPath(action.id)}/accept`, { startsAt: action.startsAt }))
            .data;
        case 'reject':
          return (await client.post<LessonRequestDetail>(`${requestPath(action.id)}/reject`)).data;
        case 'offer':
          return (await client.post<LessonRequestDetail>(`${requestPath(action.id)}/offers`, action.body)).data;
        case 'accept-offer':
          return (await client.post<LessonRequestDetail>(`${offerPath(action.id, action.offerId)}/accept`)).data;
        case 'reject-offer':
          return (await client.post<LessonRequestDetail>(`${offerPath(action.id, action.offerId)}/reject`)).data;
        case 'open-contacts':
          return (await client.post<LessonRequestDetail>(`${requestPath(action.id)}/open-contacts`)).data;
      }
    },
    onSettled: invalidate,
  });
}
