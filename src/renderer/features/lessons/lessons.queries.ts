import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateLessonBody, Lesson, LessonStudents } from '../../../shared/contracts/lessons';
import { useApiClient } from '../../app';

/** Server paths of lessons (src/server/modules/lessons). */
export const LESSONS_PATH = '/users/v1/lessons';
export const LESSON_STUDENTS_PATH = `${LESSONS_PATH}/students`;

/** Query keys of the lessons feature (HOUSE-STYLE 8); its subjects and currencies are reference data (features/reference). */
export const lessonsKeys = {
  root: ['lessons'] as const,
  students: () => ['lessons', 'students'] as const,
};

export function useLessonStudents() {
  const client = useApiClient();
  return useQuery({
    queryKey: lessonsKeys.students(),
    queryFn: async ({ signal }) => (await client.get<LessonStudents>(LESSON_STUDENTS_PATH, { signal })).data,
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
