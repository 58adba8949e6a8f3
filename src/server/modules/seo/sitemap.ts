import type { Language } from '../../../shared/i18n/language';
import { escapeHtml } from './seo-html';

/** sitemap.xml with each landing in both languages, each naming its translation (hreflang). */
export function renderSitemap(baseUrl: string, landings: readonly Record<Language, string>[]): string {
  const loc = (path: string) => escapeHtml(`${baseUrl}${path}`);
  const urls = landings.flatMap((paths) => {
    const alternates = (['uk', 'en'] as const)
      .map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${loc(paths[language])}"/>`)
      .join('');
    return [paths.uk, paths.en].map((path) => `  <url><loc>${loc(path)}</loc>${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    `  <url><loc>${loc('/')}</loc></url>`,
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: pages are open to crawlers, the API is not, and the sitemap is named. */
export function renderRobots(baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /users/',
    'Disallow: /open/',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
