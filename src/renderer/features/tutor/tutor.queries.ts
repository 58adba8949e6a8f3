import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TutorProfile, TutorReviewsPage } from '../../../shared/contracts/discovery';
import type { FreeSlots } from '../../../shared/contracts/schedule';
import { isApiError } from '../../api';
import { useApiClient, useSession } from '../../app';
import { currentLanguage } from '../../i18n';

/** Query keys of the tutor page (HOUSE-STYLE 8). Whether the viewer is signed in changes the answer. */
export const tutorKeys = {
  root: ['tutor'] as const,
  profile: (id: string, language: string, signedIn: boolean) => ['tutor', 'profile', id, language, signedIn] as const,
  reviews: (id: string, page: number) => ['tutor', 'reviews', id, page] as const,
  freeSlots: (id: string) => ['tutor', 'free-slots', id] as const,
};

export const SLOT_PREVIEW_DAYS = 7;

/**
 * A guest reads the open path (sent without a bearer, spec 7); a signed-in viewer the bearer
 * path, so their own visit is not counted as a view and `favourite` is filled in.
 */
export function useTutorProfile(id: string) {
  const client = useApiClient();
  const session = useSession();
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const path = session
    ? `/users/v1/tutors/${encodeURIComponent(id)}`
    : `/users/v1/open/tutors/${encodeURIComponent(id)}`;
  return useQuery({
    queryKey: tutorKeys.profile(id, language, session !== null),
    queryFn: async ({ signal }) => (await client.get<TutorProfile>(path, { signal })).data,
  });
}

export async function fetchReviews(client: ReturnType<typeof useApiClient>, id: string, page: number, size: number) {
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  return (await client.get<TutorReviewsPage>(`/users/v1/open/tutors/${encodeURIComponent(id)}/reviews?${query}`)).data;
}

/**
 * The next week's free slots (the schedule's open endpoint). The section shows only when slots
 * exist; a server without the schedule yet (404) or a failure hides it rather than the page.
 */
export function useFreeSlots(id: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: tutorKeys.freeSlots(id),
    enabled,
    retry: false,
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
