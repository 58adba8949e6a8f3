/* Profile fields that registration's steps and the profile editor both show: location, subjects
 * and subject suggestions. No screen of its own. */
export { LocationFields } from './LocationFields';
export { SkillPicker } from './SkillPicker';
export { SubjectSuggestions } from './SubjectSuggestions';
