import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyWithTimeout } from '../../app';
import { LanguageSafeSuspense } from '../../app/hydration/language-safe-suspense';

/*
 * The wizard and the trial-lesson form are their own chunks (the home route's first JavaScript
 * has a 170 KB budget, and the form needs react-hook-form and zod). The wizard loads as soon as
 * the page renders; the form, far down the page, only when it comes near the viewport. The
 * placeholders keep roughly the final height so nothing below jumps when the chunk arrives.
 */

const SearchWizard = lazyWithTimeout(
  () => import('./wizard/SearchWizard'),
  (module) => module.SearchWizard,
);
const TrialLessonForm = lazyWithTimeout(
  () => import('./wizard/TrialLessonForm'),
  (module) => module.TrialLessonForm,
);

/** The wizard sits right under the hero: its code is fetched with the page's (app/first-screen.ts). */
export const preloadWizard = () => SearchWizard.preload();

export function WizardSection() {
  return (
    <LanguageSafeSuspense fallback={<div id="wizard" className="home-deferred home-deferred--wizard" />}>
      <SearchWizard />
    </LanguageSafeSuspense>
  );
}

export function TrialLessonSection() {
  const placeholder = useRef<HTMLDivElement>(null);
  // Starts as the placeholder everywhere, the server's render included, so hydration matches.
  const [near, setNear] = useState(false);

  useEffect(() => {
    const target = placeholder.current;
    if (near || !target) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near]);

  const fallback = <div ref={placeholder} id="trial-lesson" className="home-deferred home-deferred--trial" />;
  if (!near) return fallback;
  return (
    <Suspense fallback={<div id="trial-lesson" className="home-deferred home-deferred--trial" />}>
      <TrialLessonForm />
    </Suspense>
  );
}
