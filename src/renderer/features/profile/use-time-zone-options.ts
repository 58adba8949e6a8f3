import { useEffect, useMemo, useState } from 'react';
import { byOffsetThenName, keptTimeZoneOptions, timeZoneOptions, type TimeZoneOption } from './time-zones';

/*
 * Reading the current offset of each of the ~420 zones takes one Intl.DateTimeFormat per zone:
 * 300 ms of main thread in Chromium on a quiet machine here, several seconds on a busy one, and it
 * ran inside the profile editor's render, ahead of the editor's own requests. The field now shows
 * the stored and the browser's zone at once and gets the whole list when the browser is idle;
 * the list is computed once a page load (offsets move only at daylight-saving changes).
 */

let everyZone: TimeZoneOption[] | null = null;

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 50);
  return () => window.clearTimeout(handle);
}

/** Time-zone options that always include `keep`; the full list arrives a moment after the first render. */
export function useTimeZoneOptions(keep: readonly string[]): TimeZoneOption[] {
  const [all, setAll] = useState(everyZone);
  useEffect(() => {
    if (all) return;
    return whenIdle(() => {
      everyZone ??= timeZoneOptions();
      setAll(everyZone);
    });
  }, [all]);
  const key = keep.join('\n');
  return useMemo(() => {
    const kept = key.split('\n').filter(Boolean);
    if (!all) return keptTimeZoneOptions(kept);
    const missing = kept.filter((zone) => !all.some((option) => option.value === zone));
    return missing.length === 0 ? all : [...all, ...keptTimeZoneOptions(missing)].sort(byOffsetThenName);
  }, [all, key]);
}
