/* The public pages' surface; the router lazy-loads it (HOUSE-STYLE 7). The guided tour and the
 * footer's content are not here: the home page and the shell's footer load them on their own. */
export { PublicPage, type PublicPageName } from './PublicPage';
