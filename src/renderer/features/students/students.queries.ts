import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InviteStudentBody,
  InviteView,
  LessonStudentView,
  MyStudent,
  MyStudentList,
  MyStudentTab,
  StudentInvite,
  StudentSharing,
} from '../../../shared/contracts/students';
import {
  acceptInvitePath,
  lessonStudentPath,
  openInvitePath,
  STUDENT_INVITES_PATH,
  STUDENT_SHARING_PATH,
  STUDENTS_PATH,
  studentStatePath,
} from '../../../shared/contracts/students';
import { useApiClient } from '../../app';
import { useLiveInvalidate } from '../live';

/** Query keys of my students (HOUSE-STYLE 8). */
export const studentsKeys = {
  root: ['students'] as const,
  list: (tab: MyStudentTab) => ['students', 'list', tab] as const,
  invite: (token: string) => ['students', 'invite', token] as const,
  sharing: ['students', 'sharing'] as const,
  lessonStudent: (lessonId: string) => ['students', 'lesson', lessonId] as const,
};

export function useMyStudents(tab: MyStudentTab) {
  const client = useApiClient();
  // An invite accepted, or a switch in another tab, refreshes the open list.
  useLiveInvalidate('students.changed', studentsKeys.root);
  return useQuery({
    queryKey: studentsKeys.list(tab),
    queryFn: async ({ signal }) => (await client.get<MyStudentList>(STUDENTS_PATH, { params: { tab }, signal })).data,
  });
}

export function useInviteStudent() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: InviteStudentBody) => (await client.post<StudentInvite>(STUDENT_INVITES_PATH, body)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentsKeys.root }),
  });
}

export function useSetStudentActive() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { studentId: string; active: boolean }) =>
      (await client.put<MyStudent>(studentStatePath(input.studentId), { active: input.active })).data,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: studentsKeys.root }),
        // The lesson form's student list leaves out inactive students.
        queryClient.invalidateQueries({ queryKey: ['lessons', 'students'] }),
      ]),
  });
}

export function useInvite(token: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: studentsKeys.invite(token),
    queryFn: async ({ signal }) => (await client.get<InviteView>(openInvitePath(token), { signal })).data,
    retry: false,
  });
}

export function useAcceptInvite(token: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await client.post<InviteView>(acceptInvitePath(token))).data,
    onSuccess: (view) => queryClient.setQueryData(studentsKeys.invite(token), view),
  });
}

export function useStudentSharing() {
  const client = useApiClient();
  return useQuery({
    queryKey: studentsKeys.sharing,
    queryFn: async ({ signal }) => (await client.get<StudentSharing>(STUDENT_SHARING_PATH, { signal })).data,
  });
}

export function useSetStudentSharing() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StudentSharing) => (await client.put<StudentSharing>(STUDENT_SHARING_PATH, body)).data,
    onSuccess: (data) => queryClient.setQueryData(studentsKeys.sharing, data),
  });
}

export function useLessonStudent(lessonId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: studentsKeys.lessonStudent(lessonId),
    queryFn: async ({ signal }) => (await client.get<LessonStudentView>(lessonStudentPath(lessonId), { signal })).data,
  });
}
