/*
 * One namespace per feature (HOUSE-STYLE 15). The shell's namespaces ship with the first page so
 * nothing on the landing waits for a second request; every other feature's namespace is fetched
 * with its route (see resources.ts).
 */

/** Namespaces bundled into the initial chunk. `errors` comes from src/shared/i18n. */
export const BUNDLED_NAMESPACES = ['app', 'home', 'ui', 'errors'] as const;

/**
 * Field-error messages: every form needs them, the landing page does not. They are
 * fetched as their own chunk as soon as the app starts (createI18n), so they are in place long
 * before anyone submits a form, without weighing on the home route's first JavaScript.
 */
export const PRELOADED_NAMESPACES = ['validation'] as const;
export type BundledNamespace = (typeof BUNDLED_NAMESPACES)[number];

/** The namespace `t` uses when a component names none. */
export const DEFAULT_NAMESPACE: BundledNamespace = 'app';
