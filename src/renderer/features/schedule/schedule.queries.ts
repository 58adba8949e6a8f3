import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MySchedule, ScheduleUpdate, TeacherSchedule } from '../../../shared/contracts/schedule';
import { useApiClient, useSession } from '../../app';

/** Server paths of the schedule (src/server/modules/schedule). */
export const SCHEDULE_PATH = '/users/v1/schedule';
export const MY_SCHEDULE_PATH = '/users/v1/schedule/my';

/** Query keys of the schedule feature (HOUSE-STYLE 8). */
export const scheduleKeys = {
  root: ['schedule'] as const,
  editor: () => ['schedule', 'editor'] as const,
  my: (from: string, to: string) => ['schedule', 'my', from, to] as const,
};

export function useTeacherSchedule() {
  const client = useApiClient();
  return useQuery({
    queryKey: scheduleKeys.editor(),
    queryFn: async ({ signal }) => (await client.get<TeacherSchedule>(SCHEDULE_PATH, { signal })).data,
  });
}

export function useSaveSchedule() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ScheduleUpdate) => (await client.put<TeacherSchedule>(SCHEDULE_PATH, body)).data,
    onSuccess: (saved) => queryClient.setQueryData(scheduleKeys.editor(), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['schedule', 'my'] }),
  });
}

/** Lessons (both roles) and a tutor's free slots between two instants (at most 62 days). */
export function useMySchedule(from: string, to: string) {
  const client = useApiClient();
  const session = useSession();
  return useQuery({
    queryKey: scheduleKeys.my(from, to),
    enabled: session !== null,
    queryFn: async ({ signal }) =>
      (await client.get<MySchedule>(`${MY_SCHEDULE_PATH}?${new URLSearchParams({ from, to }).toString()}`, { signal }))
        .data,
  });
}
