/* My students and invites (issue 24 item 6); the router lazy-loads it (HOUSE-STYLE 7). */
export { AcceptInvitePage } from './AcceptInvitePage';
export { MyStudentsPage } from './MyStudentsPage';
export { LessonStudentTab } from './LessonStudentTab';
export { SharingCard } from './SharingCard';
