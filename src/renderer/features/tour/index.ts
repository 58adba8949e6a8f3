/* The guided tour of the home page. Only the launcher is public: it loads the gate and the tour
 * as chunks of their own, so the home page's first JavaScript stays within its budget. */
export { GuidedTourLauncher } from './GuidedTourLauncher';
