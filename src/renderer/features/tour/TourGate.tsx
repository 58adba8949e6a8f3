import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { readConsent } from '../../app/cookie-consent/cookie-consent';
import { browserStorage } from '../../platform/storage';
import type { GuidedTourProps } from './GuidedTour';
import { hasSeenTour, rememberTourSeen } from './tour-state';

/*
 * Decides whether the guided tour starts: only for a visitor who has not seen it, and only after
 * the cookie choice, since two overlays at once would fight over the same corner and the
 * visitor's attention.
 */

const GuidedTour = lazy<ComponentType<GuidedTourProps>>(() =>
  import('./GuidedTour').then(
    (module) => ({ default: module.GuidedTour }),
    () => ({ default: () => null }),
  ),
);

/** How often to look for the cookie choice while the banner is up. */
const CONSENT_POLL_MS = 1000;
/** Lets the page paint and settle before the tour appears (1 s as the idle fallback). */
const START_DELAY_MS = 1000;

export function TourGate() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (hasSeenTour(browserStorage)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = setInterval(check, CONSENT_POLL_MS);
    function check() {
      if (readConsent(document.cookie) === null) return;
      clearInterval(poll);
      timer = setTimeout(() => setOpen(true), START_DELAY_MS);
    }
    check();
    return () => {
      clearInterval(poll);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <GuidedTour
        onClose={() => {
          rememberTourSeen(browserStorage);
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
