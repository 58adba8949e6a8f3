/* The signed-in homes (issue 27, item 18): a student's at '/', a tutor's at '/user/profile'. */
export { StudentDashboard } from './StudentDashboard';
export { TeacherDashboard } from './TeacherDashboard';
