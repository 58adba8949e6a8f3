/*
 * The profile's surface for other features: the signed-in user's profile data and the tutor's
 * price fields, for registration, settings, lessons, the dashboards and the admins' verification cards.
 * Pages are not exported here: the route table (app/routes*.tsx) lazy-loads each from its own
 * file, so importing this index never drags a page's code or CSS into another chunk.
 */
export {
  profileKeys,
  saveTeacherProfile,
  useStudentProfile,
  useTeacherProfile,
  useVerification,
} from './profile.queries';
export { PriceFields } from './TeachingSection';
export { formDefaults } from './teacher-form';
