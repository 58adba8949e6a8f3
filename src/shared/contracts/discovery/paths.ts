import type { Language } from '../../i18n/language';

/**
 * Public page paths shared by the server (SEO pages, sitemap) and the renderer's router, so a
 * link rendered without JavaScript and the app's own route always agree.
 */
export const TUTOR_PAGE_PREFIX = '/tutor';
export const tutorPagePath = (id: string) => `${TUTOR_PAGE_PREFIX}/${id}`;

/** SEO landing for a subject, or a subject in a city: `/tutors/mathematics/kyiv`, `/en/tutors/…`. */
export function subjectLandingPath(language: Language, subject: string, city?: string): string {
  const prefix = language === 'en' ? '/en' : '';
  return `${prefix}/tutors/${subject}${city ? `/${city}` : ''}`;
}

/**
 * The language an address itself carries: `/en/…` is English, and a landing
 * without the prefix (`/tutors/…`, the Ukrainian twin of `/en/tutors/…`) is Ukrainian. Every
 * other address has none, and the visitor's stored choice decides its language.
 */
export function languageOfAddress(pathname: string): Language | null {
  if (pathname === '/en' || pathname.startsWith('/en/')) return 'en';
  if (pathname === '/tutors' || pathname.startsWith('/tutors/')) return 'uk';
  return null;
}

/** The same page's address in another language, for an address that has one; null otherwise. */
export function addressInLanguage(pathname: string, language: Language): string | null {
  const own = languageOfAddress(pathname);
  if (own === null) return null;
  const bare = own === 'en' ? pathname.slice('/en'.length) || '/' : pathname;
  return language === 'en' ? `/en${bare === '/' ? '' : bare}` : bare;
}

/**
 * The API path of a landing's content, as the app's landing screen asks for it (and as the
 * server's render of that screen is handed it). Here, not beside the landing's schema, so the
 * app's shell, which routes to the screen, can build it without bundling zod.
 */
export const tutorLandingApiPath = (subject: string, city?: string) =>
  `/users/v1/open/landings/${encodeURIComponent(subject)}${city ? `/${encodeURIComponent(city)}` : ''}`;
