import { lazyWithTimeout } from './lazy-with-timeout';
import { withWords } from './with-words';

/* Lazy screens of lessons and what surrounds them: requests, schedule, the lesson, its room,
 * homework, students, payments, messenger and notifications. */

// Lesson requests, schedule and booking.
export const LessonRequestPage = lazyWithTimeout(
  () => import('../features/requests/LessonRequestPage'),
  (m) => m.LessonRequestPage,
);
export const PublicRequestPage = lazyWithTimeout(
  () => import('../features/requests/PublicRequestPage'),
  (m) => m.PublicRequestPage,
);
export const RequestsPage = lazyWithTimeout(
  () => import('../features/requests/RequestsPage'),
  (m) => m.RequestsPage,
);
export const MySchedulePage = lazyWithTimeout(
  () => import('../features/schedule/MySchedulePage'),
  (m) => m.MySchedulePage,
);
export const ScheduleEditorPage = lazyWithTimeout(
  () => import('../features/schedule/ScheduleEditorPage'),
  (m) => m.ScheduleEditorPage,
);
export const CreateLessonPage = lazyWithTimeout(
  () => import('../features/lessons/CreateLessonPage'),
  (m) => m.CreateLessonPage,
);
// The meeting room: its own chunk and words, loaded with its route only.
export const MeetingPage = lazyWithTimeout(
  withWords(() => import('../features/classroom/MeetingPage'), ['classroom']),
  (m) => m.MeetingPage,
);
// Homework: the lesson's homework tab on a page of its own.
export const HomeworkPage = lazyWithTimeout(
  withWords(() => import('../features/homework/HomeworkPage'), ['homework']),
  (m) => m.HomeworkPage,
);
// My students and invites.
export const MyStudentsPage = lazyWithTimeout(
  withWords(() => import('../features/students/MyStudentsPage'), ['students']),
  (m) => m.MyStudentsPage,
);
export const AcceptInvitePage = lazyWithTimeout(
  withWords(() => import('../features/students/AcceptInvitePage'), ['students']),
  (m) => m.AcceptInvitePage,
);
/** Card payments: where the acquirer sends the payer back. */
export const PaymentResultPage = lazyWithTimeout(
  withWords(() => import('../features/payments/PaymentResultPage'), ['payments']),
  (m) => m.PaymentResultPage,
);
export const MyLessonsPage = lazyWithTimeout(
  withWords(() => import('../features/lessons/MyLessonsPage'), ['lessons']),
  (m) => m.MyLessonsPage,
);
export const LessonDetailsPage = lazyWithTimeout(
  // The tabs of other features (homework, boards, student, payment) speak their own words.
  withWords(
    () => import('../features/lessons/details/LessonDetailsPage'),
    ['lessons', 'homework', 'boards', 'students', 'payments'],
  ),
  (m) => m.LessonDetailsPage,
);
// Messenger and notifications: signed-in screens behind the registration guard.
export const MessengerRoute = lazyWithTimeout(
  withWords(() => import('../features/messenger/MessengerPage'), ['messenger']),
  (m) => m.MessengerPage,
);
export const NotificationsRoute = lazyWithTimeout(
  withWords(() => import('../features/notifications/NotificationsPage'), ['notifications']),
  (m) => m.NotificationsPage,
);

// Classroom: a lesson's drawboard on its own page; tldraw loads with this route only.
export const BoardRoute = lazyWithTimeout(
  withWords(() => import('../features/classroom/board/BoardPage'), ['boards']),
  (m) => m.BoardPage,
);
