/** API paths of my students and invites (src/server/modules/students), shared by tests and the client. */
export const STUDENTS_PATH = '/users/v1/students';
export const STUDENT_INVITES_PATH = `${STUDENTS_PATH}/invites`;
export const studentInvitePath = (token: string) => `${STUDENT_INVITES_PATH}/${encodeURIComponent(token)}`;
export const acceptInvitePath = (token: string) => `${studentInvitePath(token)}/accept`;
/** The invite as the mail's link shows it, before signing in. */
export const openInvitePath = (token: string) => `/users/v1/open/student-invites/${encodeURIComponent(token)}`;
export const studentStatePath = (studentId: string) => `${STUDENTS_PATH}/${encodeURIComponent(studentId)}/state`;
/** The student tab of a lesson: the student's profile and, if shared, their results. */
export const lessonStudentPath = (lessonId: string) => `/users/v1/lessons/${encodeURIComponent(lessonId)}/student`;
/** The student's own switch: share exam-practice results with their tutors. */
export const STUDENT_SHARING_PATH = '/users/v1/student-sharing';
/** The web client's accept page; the invite mail links here. */
export const invitePagePath = (token: string) => `/invites/${encodeURIComponent(token)}`;
