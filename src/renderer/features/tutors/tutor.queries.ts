import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TutorProfile } from '../../../shared/contracts/discovery';
import type { FreeSlots } from '../../../shared/contracts/schedule';
import { type ApiClient, isApiError } from '../../api';
import { useApiClient, useSession } from '../../app';
import { currentLanguage } from '../../i18n';

/**
 * Query keys of the tutor page (HOUSE-STYLE 8). Whether the viewer is signed in changes the answer.
 * Only what the tutor page's first screen needs lives here (app/routes.tsx asks for it before the
 * page's code arrives, so it rides in the shell chunk of every first load); the page's other
 * requests live with the components that make them.
 */
export const tutorKeys = {
  root: ['tutor'] as const,
  profile: (id: string, language: string, signedIn: boolean) => ['tutor', 'profile', id, language, signedIn] as const,
  reviews: (id: string, page: number) => ['tutor', 'reviews', id, page] as const,
  freeSlots: (id: string) => ['tutor', 'free-slots', id] as const,
};

export const SLOT_PREVIEW_DAYS = 7;

/**
 * A guest reads the open path (sent without a bearer); a signed-in viewer the bearer
 * path, so their own visit is not counted as a view and `favourite` is filled in. As with the
 * search queries, `refetchOnMount: false` only spares a second request when the page mounts onto
 * the answer the first screen fetched for it (app/first-screen.ts); nothing is kept (gcTime 0).
 */
export function tutorProfileQuery(client: ApiClient, language: string, id: string, signedIn: boolean) {
  const path = signedIn
    ? `/users/v1/tutors/${encodeURIComponent(id)}`
    : `/users/v1/open/tutors/${encodeURIComponent(id)}`;
  return queryOptions({
    queryKey: tutorKeys.profile(id, language, signedIn),
    queryFn: async ({ signal }) => (await client.get<TutorProfile>(path, { signal })).data,
    refetchOnMount: false,
  });
}

export function useTutorProfile(id: string) {
  const client = useApiClient();
  const session = useSession();
  const { i18n } = useTranslation();
  return useQuery(tutorProfileQuery(client, currentLanguage(i18n), id, session !== null));
}

/**
 * The next week's free slots (the schedule's open endpoint). The section shows only when slots
 * exist; a server without the schedule yet (404) or a failure hides it rather than the page.
 */
export function freeSlotsQuery(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: tutorKeys.freeSlots(id),
    retry: false,
    refetchOnMount: false,
    queryFn: async ({ signal }) => {
      try {
        const query = new URLSearchParams({ days: String(SLOT_PREVIEW_DAYS) });
        return (
          await client.get<FreeSlots>(`/users/v1/open/tutors/${encodeURIComponent(id)}/free-slots?${query}`, { signal })
        ).data;
      } catch (error) {
        if (isApiError(error) && error.code !== 'CANCELED') return null;
        throw error;
      }
    },
  });
}
