import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AiQuota } from '../../../shared/contracts/ai';
import type {
  AuthoredQuizList,
  LoadedQuiz,
  MyQuizResults,
  PendingQuizResults,
  TeacherMark,
  QuizInput,
  QuizList,
  QuizResultRecord,
  QuizResultReview,
  QuizRun,
  QuizSection,
  QuizSummary,
  GuestQuizAttempt,
  QuizAttempt,
  SaveQuizAttempt,
  UserChosenAnswer,
} from '../../../shared/contracts/quizzes';
import { GUEST_ATTEMPT_KEY_HEADER } from '../../../shared/contracts/quizzes';
import type { Category } from '../../../shared/contracts/reference';
import { useApiClient, useSession } from '../../app';
import { useCurrentLanguage } from '../../i18n';

/*
 * Query hooks of exam practice (HOUSE-STYLE 8), shared by the quizzes, quiz-run and
 * quiz-authoring features. Paths and shapes: src/shared/contracts/quiz.
 */

const OPEN = '/users/v1/open';
const API = '/users/v1';

export const quizKeys = {
  root: ['quizzes'] as const,
  list: (section: QuizSection, language: string) => ['quizzes', 'list', section, language] as const,
  info: (code: string, language: string) => ['quizzes', 'info', code, language] as const,
  run: (code: string, language: string) => ['quizzes', 'run', code, language] as const,
  result: (resultId: string) => ['quizzes', 'result', resultId] as const,
  myResults: ['quizzes', 'my-results'] as const,
  quota: ['quizzes', 'ai-quota'] as const,
  authored: ['quizzes', 'authored'] as const,
  loaded: (quizId: string) => ['quizzes', 'loaded', quizId] as const,
  categories: (language: string) => ['quizzes', 'categories', language] as const,
  pending: (quizId: string) => ['quizzes', 'pending', quizId] as const,
};

export function useQuizList(section: QuizSection) {
  const client = useApiClient();
  const language = useCurrentLanguage();
  return useQuery({
    queryKey: quizKeys.list(section, language),
    queryFn: async ({ signal }) =>
      (await client.get<QuizList>(`${OPEN}/quizzes`, { params: { section }, signal })).data.items,
  });
}

export function useQuizInfo(code: string) {
  const client = useApiClient();
  const language = useCurrentLanguage();
  return useQuery({
    queryKey: quizKeys.info(code, language),
    queryFn: async ({ signal }) =>
      (await client.get<QuizSummary>(`${OPEN}/quizzes/${encodeURIComponent(code)}`, { signal })).data,
    retry: false,
  });
}

export function useQuizRun(code: string) {
  const client = useApiClient();
  const language = useCurrentLanguage();
  return useQuery({
    queryKey: quizKeys.run(code, language),
    queryFn: async ({ signal }) =>
      (await client.get<QuizRun>(`${OPEN}/quizzes/${encodeURIComponent(code)}/run`, { signal })).data,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The attempt a run is scored from: started, saved as the run goes and finished
 * on the server; a guest's attempt is held by its key and claimed at sign-in.
 */
export function useAttemptApi() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const path = (id: string) => `${API}/quiz-results/${encodeURIComponent(id)}`;
    const guestPath = (id: string) => `${OPEN}/quiz-attempts/${encodeURIComponent(id)}`;
    const keyed = (guestKey: string) => ({ headers: { [GUEST_ATTEMPT_KEY_HEADER]: guestKey } });
    return {
      start: async (quizId: string, restart: boolean) =>
        (await client.post<QuizAttempt>(`${API}/quiz-results/start`, { quizId, restart })).data,
      save: async (id: string, progress: SaveQuizAttempt) =>
        (await client.put<QuizAttempt>(`${path(id)}/answers`, progress)).data,
      claim: async (id: string, guestKey: string, progress: SaveQuizAttempt) =>
        (await client.post<QuizAttempt>(`${path(id)}/claim`, { guestKey, progress })).data,
      finish: async (id: string, answers: UserChosenAnswer[]) => {
        const record = (await client.post<QuizResultRecord>(`${path(id)}/finish`, { answers })).data;
        await queryClient.invalidateQueries({ queryKey: quizKeys.myResults });
        return record;
      },
      startGuest: async (quizId: string) =>
        (await client.post<GuestQuizAttempt>(`${OPEN}/quiz-attempts`, { quizId })).data,
      readGuest: async (id: string, guestKey: string) =>
        (await client.get<QuizAttempt>(guestPath(id), keyed(guestKey))).data,
      saveGuest: async (id: string, guestKey: string, progress: SaveQuizAttempt) =>
        (await client.put<QuizAttempt>(`${guestPath(id)}/answers`, progress, keyed(guestKey))).data,
    };
  }, [client, queryClient]);
}

export type AttemptApi = ReturnType<typeof useAttemptApi>;

export function useQuizResult(resultId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: quizKeys.result(resultId),
    queryFn: async ({ signal }) =>
      (await client.get<QuizResultReview>(`${API}/quiz-results/${encodeURIComponent(resultId)}`, { signal })).data,
    retry: false,
  });
}

export function useMyQuizResults() {
  const client = useApiClient();
  const session = useSession();
  return useQuery({
    queryKey: quizKeys.myResults,
    queryFn: async ({ signal }) => (await client.get<MyQuizResults>(`${API}/quiz-results`, { signal })).data,
    enabled: session !== null,
  });
}

export function useAiQuota(enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: quizKeys.quota,
    queryFn: async ({ signal }) => (await client.get<AiQuota>(`${API}/ai/quota`, { signal })).data,
    enabled,
  });
}

export function useCategories() {
  const client = useApiClient();
  const language = useCurrentLanguage();
  return useQuery({
    queryKey: quizKeys.categories(language),
    queryFn: async ({ signal }) => (await client.get<Category[]>(`${OPEN}/categories`, { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAuthoredQuizzes() {
  const client = useApiClient();
  return useQuery({
    queryKey: quizKeys.authored,
    queryFn: async ({ signal }) =>
      (await client.get<AuthoredQuizList>(`${API}/quiz-authoring/quizzes`, { signal })).data.items,
  });
}

export function useLoadedQuiz(quizId: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: quizKeys.loaded(quizId ?? ''),
    queryFn: async ({ signal }) =>
      (await client.get<LoadedQuiz>(`${API}/quiz-authoring/quizzes/${encodeURIComponent(quizId ?? '')}`, { signal }))
        .data,
    enabled: quizId !== undefined,
    retry: false,
  });
}

/** Creates the quiz, or replaces it when `quizId` is given (authoring is teachers' and admins'). */
export function useSaveQuiz() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ quizId, input }: { quizId: string | null; input: QuizInput }) => {
      const path = `${API}/quiz-authoring/quizzes`;
      const response = quizId
        ? await client.put<LoadedQuiz>(`${path}/${encodeURIComponent(quizId)}`, input)
        : await client.post<LoadedQuiz>(path, input);
      return response.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quizKeys.root }),
  });
}

export function useDeleteQuiz() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (quizId: string) => {
      await client.delete(`${API}/quiz-authoring/quizzes/${encodeURIComponent(quizId)}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quizKeys.root }),
  });
}

/** Results of a quiz with full-text answers awaiting the teacher's mark. */
export function usePendingResults(quizId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: quizKeys.pending(quizId),
    queryFn: async ({ signal }) =>
      (
        await client.get<PendingQuizResults>(
          `${API}/quiz-authoring/quizzes/${encodeURIComponent(quizId)}/pending-results`,
          { signal },
        )
      ).data.items,
  });
}

/** Marks the full-text answers of one result; the server rescores it. */
export function useMarkResult() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ resultId, marks }: { resultId: string; marks: TeacherMark[] }) =>
      (
        await client.put<QuizResultRecord>(`${API}/quiz-authoring/results/${encodeURIComponent(resultId)}/marks`, {
          marks,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quizKeys.root }),
  });
}
