import type { RenderedPage } from '../../../shared/ssr/page-render';
import { SERVER_STATE_ELEMENT_ID } from '../../../shared/ssr/page-render';
import { escapeHtml } from '../seo/seo.module';
import type { PageAssets } from './page-assets';

/**
 * JSON inside a script element: `<` is escaped so no text in the data (a tutor's about text, say)
 * can close the element or open another. JSON.parse reads `\u003c` back as `<`.
 */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The built index.html with a rendered page in it: language, title and description, the screen's
 * stylesheets and module preloads in the head, the markup inside the root element and the state
 * the browser hydrates with right after it. Replacer functions, not strings: page text may
 * contain `$`, which a replacement string would expand.
 */
export function pageHtml(template: string, page: RenderedPage, assets: PageAssets): string {
  const links = [
    page.headTags,
    ...assets.stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`),
    ...assets.modulePreloads.map(
      (file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${escapeHtml(file)}">`,
    ),
  ]
    .filter(Boolean)
    .join('\n    ');
  const state = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${scriptSafeJson(page.state)}</script>`;
  return (
    template
      // The page is painted from its HTML: its scripts only make it live, so they are fetched at
      // low priority, after the HTML, the stylesheets and the largest image, not before them.
      .replace(/<(script type="module"|link rel="modulepreload")/g, (tag) => `${tag} fetchpriority="low"`)
      .replace(
        /<html([^>]*)\blang="[^"]*"/,
        (_match, attributes: string) => `<html${attributes}lang="${page.state.language}"`,
      )
      .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace(
        /(<meta\s+name="description"\s+content=")[^"]*(")/,
        (_match, start: string, end: string) => `${start}${escapeHtml(page.description)}${end}`,
      )
      .replace('</head>', () => `  ${links}\n  </head>`)
      .replace(
        /<div\b[^>]*\bid="root"[^>]*><\/div>/,
        (root) => `${root.replace('></div>', '>')}${page.html}</div>\n    ${state}`,
      )
  );
}
