import type { QueryClient } from '@tanstack/react-query';
import { isLanguage } from '../../../shared/i18n/language';
import { SERVER_STATE_ELEMENT_ID, type ServerRenderState } from '../../../shared/ssr/page-render';

/*
 * A server-rendered page (src/renderer/server-render) carries the API answers its HTML was made
 * from, as JSON in a non-executed script element. The browser puts them into the query cache
 * before its first render, so the hydrated screen renders the very data the HTML shows, instead
 * of asking the API again and rendering something else meanwhile.
 */

/** The state of a server-rendered page, or null for a page the browser renders itself. */
export function readServerRenderState(doc: Document): ServerRenderState | null {
  const text = doc.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<ServerRenderState>;
    // Our own server writes it; a page cut short or edited is rendered afresh, not hydrated.
    return isLanguage(state.language) && Array.isArray(state.queries) ? (state as ServerRenderState) : null;
  } catch {
    return null;
  }
}

/**
 * Puts the server's answers into the cache. Queries are not kept once nothing observes them
 * (gcTime 0), so the caller must let prepareFirstScreen hold them in the same task.
 */
export function seedServerAnswers(queryClient: QueryClient, state: ServerRenderState): void {
  for (const { queryKey, data } of state.queries) queryClient.setQueryData(queryKey, data);
}
