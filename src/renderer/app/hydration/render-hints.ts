import { cookieValue } from '../../../shared/cookies';
import type { Language } from '../../../shared/i18n/language';
import { RENDER_HINT_COOKIES } from '../../../shared/ssr/page-render';

/*
 * The app keeps the language, the session and the sidebar's choice in local storage, which the
 * server cannot read. Small cookies tell it how this browser would render the next page it asks
 * for: in which language, whether someone is signed in (then the server sends the plain app,
 * whose screens are personal), and whether the sidebar column is collapsed. They carry no token
 * or identity and change nothing on the server but the HTML.
 */

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface RenderHints {
  language: Language;
  signedIn: boolean;
  /** The sidebar column's stored choice (desktop and tablet). */
  sidebarOpen: boolean;
}

/** One hint's Set-Cookie string; a hint without a value expires at once. */
function hintCookie(name: string, value: string | false, secure: boolean): string {
  return `${name}=${value || ''}; Max-Age=${value ? YEAR_SECONDS : 0}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The Set-Cookie strings for these hints. */
export function renderHintCookies({ language, signedIn, sidebarOpen }: RenderHints, secure: boolean): string[] {
  return [
    hintCookie(RENDER_HINT_COOKIES.language, language, secure),
    hintCookie(RENDER_HINT_COOKIES.signedIn, signedIn && '1', secure),
    hintCookie(RENDER_HINT_COOKIES.sidebar, !sidebarOpen && 'collapsed', secure),
  ];
}

/** Whether the page's cookies say the sidebar column is open (the default) rather than collapsed. */
export function sidebarOpenHint(cookies: string): boolean {
  return cookieValue(cookies, RENDER_HINT_COOKIES.sidebar) !== 'collapsed';
}

const isSecure = (doc: Document) => doc.location.protocol === 'https:';

/** Writes the hints into the document's cookies (a no-op where the page has none, as in the desktop app). */
export function storeRenderHints(doc: Document, hints: RenderHints): void {
  for (const cookie of renderHintCookies(hints, isSecure(doc))) doc.cookie = cookie;
}

/** Writes the sidebar's hint alone, as the user toggles the column. */
export function storeSidebarHint(doc: Document, sidebarOpen: boolean): void {
  doc.cookie = hintCookie(RENDER_HINT_COOKIES.sidebar, !sidebarOpen && 'collapsed', isSecure(doc));
}
