import { createContext, useContext } from 'react';

/**
 * The Cookie header of the request a server render answers; null in the browser. A component
 * that shows what a cookie says (the cookie-consent choice) reads the same cookies in both
 * places, so the server's HTML already shows what the browser will.
 */
export const RequestCookiesContext = createContext<string | null>(null);

/** The page's cookies: the request's on the server, `document.cookie` in the browser. */
export function useDocumentCookies(): string {
  return useContext(RequestCookiesContext) ?? document.cookie;
}
