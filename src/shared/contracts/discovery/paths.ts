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
 * The API path of a landing's content, as the app's landing screen asks for it (and as the
 * server's render of that screen is handed it). Here, not beside the landing's schema, so the
 * app's shell, which routes to the screen, can build it without bundling zod.
 */
export const tutorLandingApiPath = (subject: string, city?: string) =>
  `/users/v1/open/landings/${encodeURIComponent(subject)}${city ? `/${encodeURIComponent(city)}` : ''}`;
