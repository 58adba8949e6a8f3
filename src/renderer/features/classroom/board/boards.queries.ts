import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  drawboardPath,
  drawboardSnapshotPath,
  drawboardsPath,
  type Drawboard,
  type DrawboardList,
  type DrawboardSnapshot,
} from '../../../../shared/contracts/drawboards';
import { useApiClient } from '../../../app/api-context';
import { useLiveInvalidate } from '../../live';

/** Query keys of the lesson's drawboards (HOUSE-STYLE 8). */
export const boardKeys = {
  list: (lessonId: string) => ['drawboards', lessonId] as const,
  snapshot: (lessonId: string, boardId: string) => ['drawboards', lessonId, 'snapshot', boardId] as const,
};

export function useDrawboards(lessonId: string) {
  const client = useApiClient();
  // A board made or renamed by the other participant shows up at once.
  useLiveInvalidate('drawboard.changed', boardKeys.list(lessonId));
  return useQuery({
    queryKey: boardKeys.list(lessonId),
    queryFn: async ({ signal }) => (await client.get<DrawboardList>(drawboardsPath(lessonId), { signal })).data,
  });
}

export function useBoardSnapshot(lessonId: string, boardId: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: boardKeys.snapshot(lessonId, boardId),
    enabled,
    queryFn: async ({ signal }) =>
      (await client.get<DrawboardSnapshot>(drawboardSnapshotPath(lessonId, boardId), { signal })).data,
  });
}

export function useCreateDrawboard(lessonId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => (await client.post<Drawboard>(drawboardsPath(lessonId), { name })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardKeys.list(lessonId) }),
  });
}

export function useRenameDrawboard(lessonId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ boardId, name }: { boardId: string; name: string }) =>
      (await client.put<Drawboard>(drawboardPath(lessonId, boardId), { name })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardKeys.list(lessonId) }),
  });
}
