import { tutorPagePath, type TutorCard, type TutorLanding } from '../../../shared/contracts/discovery';
import type { Language } from '../../../shared/i18n/language';
import { translateDiscovery as t } from '../../../shared/i18n/translate-discovery';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const OG_LOCALE: Record<Language, string> = { uk: 'uk_UA', en: 'en_GB' };

/**
 * The head tags of a landing besides its title and description, which a crawler reads without
 * running JavaScript: robots, canonical, hreflang alternates and Open Graph.
 */
export function landingLinkTags(page: TutorLanding, baseUrl: string): string {
  const url = (path: string) => escapeHtml(`${baseUrl}${path}`);
  const other: Language = page.language === 'uk' ? 'en' : 'uk';
  return [
    page.noindex ? '<meta name="robots" content="noindex, follow" />' : '',
    `<link rel="canonical" href="${url(page.paths[page.language])}" />`,
    `<link rel="alternate" hreflang="uk" href="${url(page.paths.uk)}" />`,
    `<link rel="alternate" hreflang="en" href="${url(page.paths.en)}" />`,
    `<link rel="alternate" hreflang="x-default" href="${url(page.paths.uk)}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${escapeHtml(t('seo.site-name', page.language))}" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:url" content="${url(page.paths[page.language])}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[page.language]}" />`,
    `<meta property="og:locale:alternate" content="${OG_LOCALE[other]}" />`,
    '<meta name="twitter:card" content="summary" />',
  ]
    .filter(Boolean)
    .join('\n    ');
}

function tutorItem(tutor: TutorCard, language: Language): string {
  const facts = [
    tutor.reviewCount > 0
      ? `${t('seo.rating', language, { rating: tutor.rating.toFixed(1) })} · ${t('seo.reviews', language, { count: tutor.reviewCount })}`
      : '',
    t('seo.price-per-60', language, { price: Math.round(tutor.pricePer60Minutes) }),
    [tutor.lessonType ? t(`seo.format.${tutor.lessonType}`, language) : '', tutor.city?.name ?? '']
      .filter(Boolean)
      .join(' · '),
  ].filter(Boolean);
  return `<li class="seo-tutor"><article>
          <h3><a href="${escapeHtml(tutorPagePath(tutor.id))}">${escapeHtml(`${tutor.firstName} ${tutor.lastName}`)}</a></h3>
          ${tutor.title ? `<p>${escapeHtml(tutor.title)}</p>` : ''}
          <p>${escapeHtml(tutor.subjects.map((s) => s.name).join(', '))}</p>
          ${facts.map((fact) => `<p>${escapeHtml(fact)}</p>`).join('\n          ')}
        </article></li>`;
}

/** The page body: a real list of tutors and links onwards, readable with JavaScript off. */
function bodyContent(page: TutorLanding): string {
  const { language } = page;
  const list =
    page.tutors.length > 0
      ? `<h2>${escapeHtml(t('seo.top-tutors', language))}</h2>
      <ul class="seo-tutors">
        ${page.tutors.map((tutor) => tutorItem(tutor, language)).join('\n        ')}
      </ul>`
      : `<p>${escapeHtml(t('seo.no-tutors', language))}</p>`;
  const cities =
    page.cityLinks.length > 0
      ? `<nav aria-label="${escapeHtml(t('seo.in-cities', language))}"><h2>${escapeHtml(t('seo.in-cities', language))}</h2><ul>${page.cityLinks
          .map((link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.name)}</a></li>`)
          .join('')}</ul></nav>`
      : '';
  return `<main class="seo-landing">
      <h1>${escapeHtml(page.heading)}</h1>
      <p>${escapeHtml(page.description)}</p>
      ${list}
      <p><a href="${escapeHtml(page.searchHref)}">${escapeHtml(page.heading)}</a></p>
      ${cities}
    </main>`;
}

/**
 * The landing as plain HTML, for when the app's screen cannot be rendered on the server (a web
 * build without its server bundle, a signed-in visitor, a failed render). With the built web
 * client's index.html as `template`, its title and description are replaced and the content goes
 * inside the app's root element, which React replaces when it starts; without a build, a small
 * standalone page. Without content (`withContent: false`) it is the app with the landing's head,
 * as every page is for a signed-in browser: the app paints the page, not an unstyled list first.
 */
export function renderLandingHtml(
  page: TutorLanding,
  template: string | null,
  baseUrl: string,
  { withContent = true }: { withContent?: boolean } = {},
): string {
  const head = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    landingLinkTags(page, baseUrl),
  ].join('\n    ');
  const body = bodyContent(page);
  if (!template) {
    return `<!doctype html>
<html lang="${page.language}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    ${head}
  </head>
  <body>
    ${body}
  </body>
</html>`;
  }
  // Replacer functions, not strings: a tutor's text may contain `$`, which a string would expand.
  return template
    .replace(/<html([^>]*)\blang="[^"]*"/, (_match, attributes: string) => `<html${attributes}lang="${page.language}"`)
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>/, '')
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace(/<div\b[^>]*\bid="root"[^>]*>/, (root) => (withContent ? `${root}${body}` : root));
}
