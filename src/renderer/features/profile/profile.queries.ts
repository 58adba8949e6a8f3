import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  StoredFile,
  StudentProfile,
  StudentProfileInput,
  TeacherProfile,
  TeacherProfileValues,
  UploadLimits,
  VerificationState,
} from '../../../shared/contracts/accounts';
import type { ApiClient } from '../../api';
import { useApiClient } from '../../app/api-context';

/* Teacher and student profiles, uploads, verification and search visibility. */

export const profileKeys = {
  teacher: ['accounts', 'teacher-profile'] as const,
  student: ['accounts', 'student-profile'] as const,
  verification: ['accounts', 'verification'] as const,
  uploadLimits: ['accounts', 'upload-limits'] as const,
};

export function useTeacherProfile(enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: profileKeys.teacher,
    enabled,
    queryFn: async ({ signal }) => (await client.get<TeacherProfile>('/users/v1/profile/teacher', { signal })).data,
  });
}

export async function saveTeacherProfile(client: ApiClient, values: TeacherProfileValues): Promise<TeacherProfile> {
  return (await client.put<TeacherProfile>('/users/v1/profile/teacher', values)).data;
}

export function useStudentProfile(enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: profileKeys.student,
    enabled,
    queryFn: async ({ signal }) => (await client.get<StudentProfile>('/users/v1/profile/student', { signal })).data,
  });
}

export async function saveStudentProfile(client: ApiClient, values: StudentProfileInput): Promise<StudentProfile> {
  return (await client.put<StudentProfile>('/users/v1/profile/student', values)).data;
}

/** The server's configured photo and video limits (open path); they change only with a restart. */
export function useUploadLimits() {
  const client = useApiClient();
  return useQuery({
    queryKey: profileKeys.uploadLimits,
    queryFn: async ({ signal }) => (await client.get<UploadLimits>('/users/v1/open/upload-limits', { signal })).data,
    staleTime: Infinity,
  });
}

export type UploadKind = 'photo' | 'video' | 'video-cover';

/** POST /profile/photo | video | video-cover as multipart; `onProgress` gets 0..100. */
export async function uploadFile(
  client: ApiClient,
  kind: UploadKind,
  file: File,
  onProgress: (percent: number) => void,
): Promise<StoredFile> {
  const body = new FormData();
  body.append('file', file);
  const response = await client.post<StoredFile>(`/users/v1/profile/${kind}`, body, {
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  onProgress(100);
  return response.data;
}

export function useVerification() {
  const client = useApiClient();
  return useQuery({
    queryKey: profileKeys.verification,
    queryFn: async ({ signal }) => (await client.get<VerificationState>('/users/v1/verification', { signal })).data,
    // The profile screen requests it with the profile; the panel then mounts onto that answer
    // (gcTime 0: it exists only while observed, so this never serves an old state).
    refetchOnMount: false,
  });
}

export function useStoreVerification() {
  const queryClient = useQueryClient();
  return (state: VerificationState) => queryClient.setQueryData(profileKeys.verification, state);
}

export async function submitVerification(client: ApiClient): Promise<VerificationState> {
  return (await client.post<VerificationState>('/users/v1/verification')).data;
}

export async function setSearchVisibility(client: ApiClient, visible: boolean): Promise<{ searchVisible: boolean }> {
  return (await client.put<{ searchVisible: boolean }>('/users/v1/profile/search-visibility', { visible })).data;
}
