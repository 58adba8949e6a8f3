/*
 * The four error pages. URLs use kebab-case (`/error/not-found`); the codes are
 * also accepted in upper case (`/error/NOT_FOUND`), so any caller's link works.
 */
export const ERROR_VARIANTS = ['NOT_FOUND', 'ACCESS_DENIED', 'SERVER_MAINTENANCE', 'SOMETHING_WRONG'] as const;
export type ErrorVariant = (typeof ERROR_VARIANTS)[number];

/** NOT_FOUND -> 'not-found', the slug in URLs and the key under `app:error-page`. */
export function errorVariantSlug(variant: ErrorVariant): string {
  return variant.toLowerCase().replace(/_/g, '-');
}

/** The variant a URL segment names, or null for an unknown one (which redirects home). */
export function parseErrorVariant(segment: string | undefined): ErrorVariant | null {
  if (!segment) return null;
  const code = segment.toUpperCase().replace(/-/g, '_');
  return (ERROR_VARIANTS as readonly string[]).includes(code) ? (code as ErrorVariant) : null;
}

/** `/error/<slug>`: where callers send the user to show one of the error pages. */
export function errorPath(variant: ErrorVariant): string {
  return `/error/${errorVariantSlug(variant)}`;
}
