import { lazy, Suspense, type ComponentType } from 'react';

/*
 * Mounted by the home page, and kept to these few lines: the home page's first JavaScript must
 * stay within its 170 KB budget. The gate (has this visitor seen the tour? has the cookie choice
 * been made?) is a tiny chunk of its own, and the tour itself a further one that only a
 * first-time visitor downloads. A chunk that fails to load is not worth an error page.
 */
const TourGate = lazy<ComponentType>(() =>
  import('./TourGate').then(
    (module) => ({ default: module.TourGate }),
    () => ({ default: () => null }),
  ),
);

export function GuidedTourLauncher() {
  return (
    <Suspense fallback={null}>
      <TourGate />
    </Suspense>
  );
}
