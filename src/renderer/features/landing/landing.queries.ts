import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TutorLanding } from '../../../shared/contracts/discovery';
import { tutorLandingApiPath } from '../../../shared/contracts/discovery/paths';
import type { ApiClient } from '../../api';
import { useApiClient } from '../../app';
import { currentLanguage } from '../../i18n';

/** Query keys of the landing screen (HOUSE-STYLE 8). */
export const landingKeys = {
  landing: (language: string, subject: string, city: string | undefined) =>
    ['landing', language, subject, city ?? ''] as const,
};

export function tutorLandingQuery(client: ApiClient, language: string, subject: string, city?: string) {
  return queryOptions({
    queryKey: landingKeys.landing(language, subject, city),
    queryFn: async ({ signal }) =>
      (await client.get<TutorLanding>(tutorLandingApiPath(subject, city), { signal })).data,
  });
}

/** A subject's (and city's) landing in the interface language. */
export function useTutorLanding(subject: string, city: string | undefined) {
  const client = useApiClient();
  const { i18n } = useTranslation();
  return useQuery(tutorLandingQuery(client, currentLanguage(i18n), subject, city));
}
