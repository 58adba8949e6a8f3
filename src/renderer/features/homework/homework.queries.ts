import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Homework,
  HomeworkBody,
  HomeworkFile,
  HomeworkList,
  HomeworkReviewBody,
  LessonHomework,
} from '../../../shared/contracts/homework';
import {
  HOMEWORK_PATH,
  homeworkFilePath,
  homeworkPath,
  homeworkReviewPath,
  homeworkSubmitPath,
  lessonHomeworkPath,
  taskFilesPath,
  taskResultPath,
} from '../../../shared/contracts/homework';
import { useApiClient } from '../../app';
import { useLiveInvalidate } from '../live';

/** Query keys of homework (HOUSE-STYLE 8). */
export const homeworkKeys = {
  root: ['homework'] as const,
  lesson: (lessonId: string) => ['homework', 'lesson', lessonId] as const,
  list: (state: 'to-review' | 'due') => ['homework', 'list', state] as const,
};

export function useLessonHomework(lessonId: string) {
  const client = useApiClient();
  // The other side assigned, submitted or reviewed: the open tab shows it at once.
  useLiveInvalidate('homework.changed', homeworkKeys.root);
  return useQuery({
    queryKey: homeworkKeys.lesson(lessonId),
    queryFn: async ({ signal }) => (await client.get<LessonHomework>(lessonHomeworkPath(lessonId), { signal })).data,
  });
}

export function useHomeworkList(state: 'to-review' | 'due') {
  const client = useApiClient();
  useLiveInvalidate('homework.changed', homeworkKeys.root);
  return useQuery({
    queryKey: homeworkKeys.list(state),
    queryFn: async ({ signal }) => (await client.get<HomeworkList>(HOMEWORK_PATH, { params: { state }, signal })).data,
  });
}

/** Every homework change answers the homework as it now is: the tab shows it, lists refresh. */
function useHomeworkMutation<I>(lessonId: string, call: (input: I) => Promise<Homework>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (homework) => queryClient.setQueryData(homeworkKeys.lesson(lessonId), { homework }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: homeworkKeys.root }),
        queryClient.invalidateQueries({ queryKey: ['lessons'] }),
      ]),
  });
}

export function useCreateHomework(lessonId: string) {
  const client = useApiClient();
  return useHomeworkMutation(
    lessonId,
    async (body: HomeworkBody) => (await client.post<Homework>(lessonHomeworkPath(lessonId), body)).data,
  );
}

export function useUpdateHomework(lessonId: string, id: string) {
  const client = useApiClient();
  return useHomeworkMutation(
    lessonId,
    async (body: HomeworkBody) => (await client.put<Homework>(homeworkPath(id), body)).data,
  );
}

export function useSaveResult(lessonId: string, id: string) {
  const client = useApiClient();
  return useHomeworkMutation(
    lessonId,
    async (input: { taskId: string; resultText: string }) =>
      (await client.put<Homework>(taskResultPath(id, input.taskId), { resultText: input.resultText })).data,
  );
}

export function useSubmitHomework(lessonId: string, id: string) {
  const client = useApiClient();
  return useHomeworkMutation(lessonId, async () => (await client.post<Homework>(homeworkSubmitPath(id))).data);
}

export function useReviewHomework(lessonId: string, id: string) {
  const client = useApiClient();
  return useHomeworkMutation(
    lessonId,
    async (body: HomeworkReviewBody) => (await client.post<Homework>(homeworkReviewPath(id), body)).data,
  );
}

export function useUploadTaskFile(lessonId: string, id: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { taskId: string; file: File }) => {
      const form = new FormData();
      form.append('file', input.file);
      return (await client.post<HomeworkFile>(taskFilesPath(id, input.taskId), form)).data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: homeworkKeys.lesson(lessonId) }),
  });
}

export function useRemoveTaskFile(lessonId: string, id: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fileId: string) => {
      await client.delete(homeworkFilePath(id, fileId));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: homeworkKeys.lesson(lessonId) }),
  });
}

/** Files need the bearer header, so they come as a blob and are saved from an object URL. */
export function useDownloadTaskFile(id: string) {
  const client = useApiClient();
  return async (file: HomeworkFile) => {
    const response = await client.get<Blob>(homeworkFilePath(id, file.id), { responseType: 'blob' });
    const url = URL.createObjectURL(response.data);
    const link = document.createElement('a');
    link.href = url;
    link.download = file.name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
}
