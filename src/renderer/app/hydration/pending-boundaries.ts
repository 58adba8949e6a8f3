/*
 * Server-rendered parts under a LanguageSafeSuspense hydrate after the page's first commit, once
 * their code and words have arrived. Until then their buttons look ready but do nothing, and a
 * form's submit button would post the page to itself. This counts the parts still waiting, so
 * start-up can tell when the whole page responds to input.
 */

let pending = 0;
const waiters = new Set<() => void>();

/** Marks one part as waiting to hydrate; the returned function (safe to call twice) releases it. */
export function holdHydration(): () => void {
  pending += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    pending -= 1;
    if (pending > 0) return;
    for (const resolve of waiters) resolve();
    waiters.clear();
  };
}

/** Resolves once no part is waiting to hydrate (at once when none is). */
export function whenBoundariesMounted(): Promise<void> {
  if (pending === 0) return Promise.resolve();
  return new Promise((resolve) => waiters.add(resolve));
}
