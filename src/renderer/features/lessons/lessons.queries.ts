import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CreateLessonBody, Lesson, LessonStudents } from '../../../shared/contracts/lessons';
import type { Category, Currency } from '../../../shared/contracts/reference';
import { useApiClient } from '../../app';
import { currentLanguage } from '../../i18n';

/** Server paths of lessons (src/server/modules/lessons). */
export const LESSONS_PATH = '/users/v1/lessons';
export const LESSON_STUDENTS_PATH = `${LESSONS_PATH}/students`;

/** Query keys of the lessons feature (HOUSE-STYLE 8). */
export const lessonsKeys = {
  root: ['lessons'] as const,
  students: () => ['lessons', 'students'] as const,
  subjects: (language: string) => ['categories', 'all', language] as const,
  currencies: (language: string) => ['reference', 'currencies', language] as const,
};

export function useLessonStudents() {
  const client = useApiClient();
  return useQuery({
    queryKey: lessonsKeys.students(),
    queryFn: async ({ signal }) => (await client.get<LessonStudents>(LESSON_STUDENTS_PATH, { signal })).data,
  });
}

export function useSubjects() {
  const client = useApiClient();
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return useQuery({
    queryKey: lessonsKeys.subjects(language),
    queryFn: async ({ signal }) => (await client.get<Category[]>('/users/v1/open/categories', { signal })).data,
  });
}

export function useCurrencies() {
  const client = useApiClient();
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return useQuery({
    queryKey: lessonsKeys.currencies(language),
    queryFn: async ({ signal }) => (await client.get<Currency[]>('/users/v1/open/currencies', { signal })).data,
  });
}

export function useCreateLesson() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateLessonBody) => (await client.post<Lesson>(LESSONS_PATH, body)).data,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: lessonsKeys.root }),
        queryClient.invalidateQueries({ queryKey: ['schedule'] }),
      ]),
  });
}
