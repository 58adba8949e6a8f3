import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PhoneCodeInput,
  PhoneCodeSent,
  Profile,
  ProfileInfoInput,
  RegistrationStep,
  SkillsInput,
} from '../../../shared/contracts/accounts';
import type { ApiClient } from '../../api';
import { useApiClient } from '../../app/api-context';

/* The signed-in user's profile and the registration steps (7 "Profile: setup, phone code"). */

export const accountKeys = {
  profile: ['accounts', 'profile'] as const,
};

const PROFILE = '/users/v1/profile';

/** GET /users/v1/profile: both roles; `registrationStep` drives the guard. */
export function useProfile(enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: accountKeys.profile,
    queryFn: async ({ signal }) => (await client.get<Profile>(PROFILE, { signal })).data,
    enabled,
  });
}

/** Puts a saved profile into the query so the guard sees the new step at once. */
export function useStoreProfile() {
  const queryClient = useQueryClient();
  return (profile: Profile) => queryClient.setQueryData(accountKeys.profile, profile);
}

export async function saveProfileInfo(client: ApiClient, input: ProfileInfoInput): Promise<Profile> {
  return (await client.put<Profile>(`${PROFILE}/setup/profile-info`, input)).data;
}

export async function sendPhoneCode(client: ApiClient, phoneNumber: string): Promise<PhoneCodeSent> {
  return (await client.post<PhoneCodeSent>(`${PROFILE}/phone-code`, { phoneNumber })).data;
}

export async function confirmPhone(client: ApiClient, input: PhoneCodeInput): Promise<Profile> {
  return (await client.post<Profile>(`${PROFILE}/phone`, input)).data;
}

export async function saveSkills(client: ApiClient, input: SkillsInput): Promise<Profile> {
  return (await client.put<Profile>(`${PROFILE}/setup/skills`, input)).data;
}

/** URL slugs of the steps: /registration/profile-info, …/phone-number, …/skills. */
export const STEP_SLUGS: Record<Exclude<RegistrationStep, 'COMPLETE'>, string> = {
  PROFILE_INFO: 'profile-info',
  PHONE_NUMBER: 'phone-number',
  SKILLS: 'skills',
};

export function stepFromSlug(slug: string | undefined): Exclude<RegistrationStep, 'COMPLETE'> | null {
  const entry = Object.entries(STEP_SLUGS).find(([, value]) => value === slug);
  return entry ? (entry[0] as Exclude<RegistrationStep, 'COMPLETE'>) : null;
}

export function stepPath(step: Exclude<RegistrationStep, 'COMPLETE'>): string {
  return `/registration/${STEP_SLUGS[step]}`;
}
