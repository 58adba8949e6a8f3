/**
 * The value of one cookie in a Cookie header (the browser's `document.cookie` reads the same
 * way), decoded; null when the header does not carry it. Used wherever the app or the server
 * reads a cookie, so every reader splits and decodes alike.
 */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
