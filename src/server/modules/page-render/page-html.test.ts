import { describe, expect, it } from 'vitest';
import type { RenderedPage } from '../../../shared/ssr/page-render';
import { pageAssetsOf, type Manifest } from './page-assets';
import { pageHtml, scriptSafeJson } from './page-html';

const TEMPLATE = `<!doctype html>
<html lang="uk">
  <head>
    <meta name="description" content="Опис." />
    <title>Репетитор</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-1.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page = (overrides: Partial<RenderedPage> = {}): RenderedPage => ({
  html: '<main>page</main>',
  headTags: '<link rel="preload" as="image" href="/photo.jpg"/>',
  state: { language: 'en', queries: [] },
  modules: [],
  title: 'Tutors & more',
  description: 'Find a "tutor"',
  openGraph: null,
  ...overrides,
});

describe('pageHtml', () => {
  it('puts the markup into the root, the state after it, and language, title and description into the head', () => {
    const html = pageHtml(TEMPLATE, page(), {
      stylesheets: ['assets/search-1.css'],
      modulePreloads: ['assets/search-1.js'],
    });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Tutors &amp; more</title>');
    expect(html).toContain('<meta name="description" content="Find a &quot;tutor&quot;" />');
    expect(html).toContain('<div id="root"><main>page</main></div>');
    expect(html).toMatch(
      /<\/div>\s*<script type="application\/json" id="server-state">\{"language":"en","queries":\[\]\}<\/script>/,
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/photo.jpg"/>');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/search-1.css">');
    expect(head).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/search-1.js">');
    // The page paints from its HTML: the app's own scripts come after what that paint needs.
    expect(head).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
    expect(head).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/vendor-1.js">');
  });

  it('keeps text from the data inert inside the state script, and `$` as it is', () => {
    const hostile = '</script><script>alert(1)</script> $& $1';
    const html = pageHtml(
      TEMPLATE,
      page({
        html: `<p>${hostile.replace(/</g, '&lt;')}</p>`,
        state: { language: 'uk', queries: [{ queryKey: ['x'], data: hostile }] },
      }),
      { stylesheets: [], modulePreloads: [] },
    );
    expect(html.match(/<script\b/g)).toHaveLength(2);
    expect(html).toContain('$& $1');
    const json = /id="server-state">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json).queries[0].data).toBe(hostile);
    expect(scriptSafeJson('<')).toBe('"\\u003c"');
  });
});

describe('pageAssetsOf', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index-1.js', src: 'index.html', isEntry: true, imports: ['_shell.js'] },
    '_shell.js': { file: 'assets/shell-1.js', css: ['assets/shell-1.css'] },
    '../src/renderer/features/tutors/index.ts': {
      file: 'assets/tutor-1.js',
      src: '../src/renderer/features/tutors/index.ts',
      css: ['assets/tutor-1.css'],
      imports: ['_shell.js', '_search.js'],
    },
    '_search.js': { file: 'assets/search-1.js', css: ['assets/search-1.css'], imports: ['_shell.js'] },
  };

  it('lists a screen’s chunks and stylesheets with what they import, less what the entry links', () => {
    expect(pageAssetsOf(manifest)(['src/renderer/features/tutors/index.ts'])).toEqual({
      stylesheets: ['assets/tutor-1.css', 'assets/search-1.css'],
      modulePreloads: ['assets/tutor-1.js', 'assets/search-1.js'],
    });
  });

  it('lists nothing for a module the build does not have', () => {
    expect(pageAssetsOf(manifest)(['src/renderer/features/nowhere/index.ts'])).toEqual({
      stylesheets: [],
      modulePreloads: [],
    });
  });
});
