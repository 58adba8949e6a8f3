import type { Language } from '../../../shared/i18n/language';
import { RENDER_HINT_COOKIES } from '../../../shared/ssr/page-render';

/*
 * The app keeps the language and the session in local storage, which the server cannot read. Two
 * small cookies tell it how this browser would render the next page it asks for: in which
 * language, and whether someone is signed in (then the server sends the plain app, whose screens
 * are personal). They carry no token or identity and change nothing on the server but the HTML.
 */

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface RenderHints {
  language: Language;
  signedIn: boolean;
}

/** The Set-Cookie strings for these hints (a cleared hint expires at once). */
export function renderHintCookies({ language, signedIn }: RenderHints, secure: boolean): string[] {
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return [
    `${RENDER_HINT_COOKIES.language}=${language}; Max-Age=${YEAR_SECONDS}${attributes}`,
    `${RENDER_HINT_COOKIES.signedIn}=${signedIn ? '1' : ''}; Max-Age=${signedIn ? YEAR_SECONDS : 0}${attributes}`,
  ];
}

/** Writes the hints into the document's cookies (a no-op where the page has none, as in the desktop app). */
export function storeRenderHints(doc: Document, hints: RenderHints): void {
  for (const cookie of renderHintCookies(hints, doc.location.protocol === 'https:')) doc.cookie = cookie;
}
