import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  lessonActionPath,
  lessonPath,
  lessonReschedulePath,
  lessonReviewsPath,
  LESSON_STUDENTS_PATH,
  LESSONS_PATH,
  MY_LESSONS_PATH,
  type AddLessonReviewBody,
  type CreateLessonBody,
  type Lesson,
  type LessonButtonAction,
  type LessonReviews,
  type LessonStudents,
  type MyLessonsPage,
  type MyLessonsQuery,
  type RescheduleAnswer,
} from '../../../shared/contracts/lessons';
import { useApiClient } from '../../app';

export { LESSONS_PATH, LESSON_STUDENTS_PATH };

/** Query keys of the lessons feature (HOUSE-STYLE 8); its subjects and currencies are reference data (features/reference). */
export const lessonsKeys = {
  root: ['lessons'] as const,
  students: () => ['lessons', 'students'] as const,
  mine: (query: MyLessonsQuery) => ['lessons', 'mine', query] as const,
  one: (id: string) => ['lessons', 'one', id] as const,
  reviews: (id: string) => ['lessons', 'reviews', id] as const,
};

export function useMyLessons(query: MyLessonsQuery) {
  const client = useApiClient();
  return useQuery({
    queryKey: lessonsKeys.mine(query),
    queryFn: async ({ signal }) => (await client.get<MyLessonsPage>(MY_LESSONS_PATH, { signal, params: query })).data,
  });
}

export function useLesson(id: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: lessonsKeys.one(id),
    queryFn: async ({ signal }) => (await client.get<Lesson>(lessonPath(id), { signal })).data,
  });
}

export function useLessonReviews(id: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: lessonsKeys.reviews(id),
    queryFn: async ({ signal }) => (await client.get<LessonReviews>(lessonReviewsPath(id), { signal })).data,
  });
}

/** One lesson action (approve, cancel…); every lessons query refetches after it. */
export function useLessonAction(id: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: LessonButtonAction) => (await client.post<Lesson>(lessonActionPath(id, action))).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: lessonsKeys.root }),
  });
}

export function useRescheduleLesson(id: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await client.post<RescheduleAnswer>(lessonReschedulePath(id), {})).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: lessonsKeys.root }),
  });
}

export function useAddLessonReview(id: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddLessonReviewBody) =>
      (await client.post<LessonReviews>(lessonReviewsPath(id), body)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: lessonsKeys.root }),
  });
}

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
