/* The public pages' surface; the router lazy-loads it (HOUSE-STYLE 7). The footer's content is
 * not here: the shell's footer loads it on its own (the guided tour is features/tour). */
export { PublicPage, type PublicPageName } from './PublicPage';
