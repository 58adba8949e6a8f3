import { useQueries } from '@tanstack/react-query';
import type { Profile } from '../../../shared/contracts/accounts';
import type { City } from '../../../shared/contracts/reference';
import { useApiClient } from '../../app/api-context';
import { useStudentProfile, useTeacherProfile } from '../profile';
import { useCountries } from '../reference';

/*
 * What earlier visits to the registration steps saved, so a revisited step shows it (the
 * steps are resumable and can be saved again). The short profile carries names and gender;
 * a teacher's date of birth, country, city and skills live in the teacher profile, a student's
 * interests in the student profile.
 */

export interface SavedStepValues {
  dateOfBirth: string | null;
  countryCode: string | null;
  cityCode: string | null;
  skills: string[];
}

export function useSavedStepValues(profile: Profile): { isPending: boolean; data: SavedStepValues } {
  const teacher = profile.role === 'ROLE_TEACHER';
  const teacherProfile = useTeacherProfile(teacher);
  const studentProfile = useStudentProfile(profile.role === 'ROLE_STUDENT');
  const studentCountry = useCountryOfCity(teacher ? null : profile.searchCityCode);
  if (teacher) {
    const saved = teacherProfile.data;
    return {
      // A failed read leaves the form empty rather than blocking the step.
      isPending: teacherProfile.isPending && !teacherProfile.isError,
      data: {
        dateOfBirth: saved?.dateOfBirth ?? null,
        countryCode: saved?.countryCode ?? null,
        cityCode: saved?.cityCode ?? null,
        skills: saved?.skills ?? [],
      },
    };
  }
  return {
    isPending: (studentProfile.isPending && !studentProfile.isError) || studentCountry.isPending,
    data: {
      dateOfBirth: null,
      countryCode: studentCountry.countryCode,
      cityCode: profile.searchCityCode,
      skills: studentProfile.data?.interests ?? [],
    },
  };
}

/**
 * The country a city belongs to. A student's profile keeps only the city they search in, so
 * the cities of each country are read (the same cached lists the city select uses).
 */
function useCountryOfCity(cityCode: string | null): { isPending: boolean; countryCode: string | null } {
  const client = useApiClient();
  const countries = useCountries();
  const codes = cityCode ? (countries.data ?? []).map((country) => country.code) : [];
  const lists = useQueries({
    queries: codes.map((code) => ({
      queryKey: ['registration', 'cities-of', code],
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await client.get<City[]>(`/users/v1/open/countries/${code}/cities`, { signal })).data,
      staleTime: Infinity,
    })),
  });
  if (!cityCode) return { isPending: false, countryCode: null };
  const found = lists.find((list) => list.data?.some((city) => city.code === cityCode));
  if (found) return { isPending: false, countryCode: found.data!.find((city) => city.code === cityCode)!.countryCode };
  const loading = (countries.isPending && !countries.isError) || lists.some((list) => list.isPending && !list.isError);
  return { isPending: loading, countryCode: null };
}
