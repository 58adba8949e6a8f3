/**
 * Where to go after signing in. Other screens send a guest to `/login?next=/tutors/42`; only a
 * same-origin path is honoured, so a crafted link cannot bounce a user to another site.
 */
export function safeNextPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (next.startsWith('/login') || next.startsWith('/logout')) return null;
  return next;
}
