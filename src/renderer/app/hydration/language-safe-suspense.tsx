import { Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { holdHydration } from './pending-boundaries';

/**
 * A Suspense boundary for server-rendered parts that React hydrates after the page's first
 * commit (every boundary does; those whose code or words are still loading, like the footer's,
 * do so later still). If the interface language changes before such a part has hydrated, React
 * would hydrate the server's HTML with text in the new language: a mismatch (React error 418),
 * which it reports and then repairs by rendering the part anew. Keyed by the language until its
 * content has mounted, the part is instead rendered anew in the new language from the start.
 * Once mounted the key stays, so a later change of language keeps the part's state.
 * Until its content has mounted, the part counts as waiting to hydrate (pending-boundaries.ts).
 */
export function LanguageSafeSuspense({ fallback, children }: { fallback?: ReactNode; children: ReactNode }) {
  const { i18n } = useTranslation();
  const [mountedIn, setMountedIn] = useState<string | null>(null);
  const key = mountedIn ?? currentLanguage(i18n);
  const contentMounted = mountedIn !== null;
  useLayoutEffect(() => (contentMounted ? undefined : holdHydration()), [contentMounted]);
  return (
    <Suspense key={key} fallback={fallback}>
      <WhenMounted run={() => setMountedIn((current) => current ?? key)} />
      {children}
    </Suspense>
  );
}

/** Runs `run` once the boundary's content (this among it) has been committed. */
function WhenMounted({ run }: { run: () => void }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at mount: `run` closes over the key it mounted with
  useEffect(run, []);
  return null;
}
