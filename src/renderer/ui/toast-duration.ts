import { LAYOUT } from '../../shared/constants';

/** A toast stays 3 s when the viewport is 768 px wide or narrower, else 5 s. */
export function toastDurationMs(viewportWidth: number): number {
  return viewportWidth <= LAYOUT.toastNarrowMaxWidth ? LAYOUT.toastMsNarrow : LAYOUT.toastMsWide;
}
