/** Web addresses in a message's text (http and https only), each once, in order; at most `max`. */
export function linksIn(text: string, max = 5): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/\bhttps?:\/\/[^\s<>"']+/giu)) {
    // A sentence's full stop or closing bracket is not part of the address.
    const url = match[0].replace(/[.,;:!?)\]]+$/u, '');
    // A host is needed ("https://" alone or "http://?" is no address); kept as written.
    if (!/^https?:\/\/[^\s/?#.]+(\.[^\s/?#.]+)*(:\d+)?([/?#]|$)/iu.test(url)) continue;
    found.add(url);
    if (found.size >= max) break;
  }
  return [...found];
}
