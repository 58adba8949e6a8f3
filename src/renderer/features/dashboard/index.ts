/* The signed-in homes: a student's at '/', a tutor's at '/user/profile'. */
export { StudentDashboard } from './StudentDashboard';
export { TeacherDashboard } from './TeacherDashboard';
