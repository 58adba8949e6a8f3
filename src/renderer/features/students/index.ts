/* My students and invites (docs/lessons/homework-and-students.md); the router lazy-loads it (HOUSE-STYLE 7). */
export { AcceptInvitePage } from './AcceptInvitePage';
export { MyStudentsPage } from './MyStudentsPage';
export { LessonStudentTab } from './LessonStudentTab';
export { SharingCard } from './SharingCard';
