import { createDesktopPlatform, desktopApiOf, type DesktopScope } from './desktop-platform';
import type { Platform } from './platform-types';
import { createWebPlatform, type WebScope } from './web-platform';

/*
 * The one place that decides web or desktop, once, at start-up: the desktop app's preload puts a
 * `desktop` object on `window` before any page script runs.
 */

export function selectPlatform(scope: WebScope & DesktopScope): Platform {
  const desktop = desktopApiOf(scope);
  return desktop ? createDesktopPlatform(desktop, scope) : createWebPlatform(scope);
}

export const platform: Platform = selectPlatform(window);

export type * from './platform-types';
export { RecordingIncompleteError } from './lesson-recorder';
