// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../api';
import { renderHintCookies, sidebarOpenHint, storeRenderHints } from './render-hints';
import { readServerRenderState, seedServerAnswers } from './server-state';

function documentWith(body: string): Document {
  const doc = document.implementation.createHTMLDocument('test');
  doc.body.innerHTML = body;
  return doc;
}

describe('readServerRenderState', () => {
  it('reads the state a server-rendered page carries', () => {
    const doc = documentWith(
      '<div id="root"></div><script type="application/json" id="server-state">{"language":"en","queries":[{"queryKey":["a"],"data":"\\u003c/b>"}]}</script>',
    );
    expect(readServerRenderState(doc)).toEqual({ language: 'en', queries: [{ queryKey: ['a'], data: '</b>' }] });
  });

  it('answers null for a page the browser renders, and for a state cut short or of another shape', () => {
    expect(readServerRenderState(documentWith('<div id="root"></div>'))).toBeNull();
    for (const text of ['{"language":"en","queries":[', '{"language":"fr","queries":[]}', '{"language":"uk"}']) {
      const doc = documentWith('<script type="application/json" id="server-state"></script>');
      doc.getElementById('server-state')!.textContent = text;
      expect(readServerRenderState(doc)).toBeNull();
    }
  });

  it('puts the answers into the query cache', () => {
    const queryClient = createQueryClient();
    seedServerAnswers(queryClient, { language: 'uk', queries: [{ queryKey: ['search', 'uk'], data: { total: 3 } }] });
    expect(queryClient.getQueryData(['search', 'uk'])).toEqual({ total: 3 });
  });
});

describe('render hints', () => {
  it('keeps the language for a year, and the signed-in and collapsed-sidebar marks only while true', () => {
    expect(renderHintCookies({ language: 'en', signedIn: true, sidebarOpen: false }, true)).toEqual([
      'lang=en; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
      'signed_in=1; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
      'sidebar=collapsed; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    ]);
    expect(renderHintCookies({ language: 'uk', signedIn: false, sidebarOpen: true }, false).slice(1)).toEqual([
      'signed_in=; Max-Age=0; Path=/; SameSite=Lax',
      'sidebar=; Max-Age=0; Path=/; SameSite=Lax',
    ]);
  });

  it('writes them into the document’s cookies', () => {
    storeRenderHints(document, { language: 'en', signedIn: true, sidebarOpen: false });
    expect(document.cookie).toContain('lang=en');
    expect(document.cookie).toContain('signed_in=1');
    expect(sidebarOpenHint(document.cookie)).toBe(false);
    storeRenderHints(document, { language: 'uk', signedIn: false, sidebarOpen: true });
    expect(document.cookie).toContain('lang=uk');
    expect(document.cookie).not.toContain('signed_in');
    expect(sidebarOpenHint(document.cookie)).toBe(true);
  });
});
