import { matchPath } from 'react-router-dom';

/*
 * The screens a guest can land on from outside (a search engine, a shared link, the address
 * bar), whose first paint should not wait for the app's JavaScript. Each names its screen's
 * source module, the key under which the web build's manifest lists the screen's chunk and CSS,
 * so the server can link that CSS in the page's head (no flash of unstyled content) and preload
 * the chunk the browser needs before it hydrates. Screens for signed-in people are personal and
 * rendered in the browser only.
 */
export interface ServerRenderedRoute {
  path: string;
  module: string;
}

const FEATURES = 'src/renderer/features';

export const SERVER_RENDERED_ROUTES: readonly ServerRenderedRoute[] = [
  { path: '/', module: `${FEATURES}/home/HomePage.tsx` },
  { path: '/search', module: `${FEATURES}/search/SearchPage.tsx` },
  { path: '/tutor/:id', module: `${FEATURES}/tutors/TutorPage.tsx` },
  { path: '/categories', module: `${FEATURES}/categories/CategoriesPage.tsx` },
  { path: '/faq', module: `${FEATURES}/public-pages/PublicPage.tsx` },
  { path: '/privacy', module: `${FEATURES}/public-pages/PublicPage.tsx` },
  { path: '/terms/students', module: `${FEATURES}/public-pages/PublicPage.tsx` },
  { path: '/terms/teachers', module: `${FEATURES}/public-pages/PublicPage.tsx` },
  // The subject and city landings a search engine sends students to. The server's SEO module
  // routes these paths itself (it adds the landing's canonical, hreflang and Open Graph tags),
  // and has this bundle render the screen into them.
  { path: '/tutors/:subject', module: `${FEATURES}/landing/TutorLandingPage.tsx` },
  { path: '/tutors/:subject/:city', module: `${FEATURES}/landing/TutorLandingPage.tsx` },
  { path: '/en/tutors/:subject', module: `${FEATURES}/landing/TutorLandingPage.tsx` },
  { path: '/en/tutors/:subject/:city', module: `${FEATURES}/landing/TutorLandingPage.tsx` },
];

/**
 * Parts of the shell that every page renders from a chunk of their own: the footer's links and
 * newsletter form. A server render has them in its HTML, so their CSS is linked with the page's
 * (without it a browser without JavaScript, and every browser until the chunk arrives, shows the
 * links as a bulleted list) and their chunk is preloaded with the screen's.
 */
export const SHELL_PART_MODULES: readonly string[] = [`${FEATURES}/public-pages/footer/FooterContent.tsx`];

/** The server-rendered route a pathname belongs to, or undefined when the browser renders it. */
export function serverRenderedRoute(pathname: string): ServerRenderedRoute | undefined {
  return SERVER_RENDERED_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname));
}
