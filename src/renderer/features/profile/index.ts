/* The profile feature's public surface; the router lazy-loads it. */
export { ProfilePage } from './ProfilePage';
// The signed-in user's profile data and the tutor's price fields, for registration, settings,
// lessons, the dashboards and the admins' verification cards.
export {
  fileUrl,
  profileKeys,
  saveTeacherProfile,
  useStudentProfile,
  useTeacherProfile,
  useVerification,
} from './profile.queries';
export { PriceFields } from './TeachingSection';
export { formDefaults } from './teacher-form';
