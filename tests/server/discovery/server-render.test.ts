import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { SERVER_STATE_ELEMENT_ID, type ServerRenderState } from '../../../src/shared/ssr/page-render';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { INDEX_HTML } from '../helpers/web-build';
import { SEARCH } from './discovery-helpers';

/*
 * Server-rendered first screens through the real API on a seeded database. The web build is a
 * stand-in folder: its index.html and manifest are written here, and its server bundle re-exports
 * the renderer's source entry (which vitest compiles), so the test runs the same code the build
 * bundles, loaded the way the server loads the build.
 */

const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', src: 'index.html', isEntry: true, imports: ['_shell-abc.js'] },
  '_shell-abc.js': { file: 'assets/shell-abc.js', css: ['assets/shell-abc123.css'] },
  '../src/renderer/features/search/SearchPage.tsx': {
    file: 'assets/search-abc.js',
    src: '../src/renderer/features/search/SearchPage.tsx',
    imports: ['_shell-abc.js', '_cards-abc.js'],
  },
  '_cards-abc.js': { file: 'assets/cards-abc.js', css: ['assets/cards-abc.css'] },
  '../src/renderer/features/public-pages/footer/FooterContent.tsx': {
    file: 'assets/footer-abc.js',
    src: '../src/renderer/features/public-pages/footer/FooterContent.tsx',
    isDynamicEntry: true,
    css: ['assets/footer-abc.css'],
    imports: ['_shell-abc.js'],
  },
  '../src/renderer/features/landing/TutorLandingPage.tsx': {
    file: 'assets/landing-abc.js',
    src: '../src/renderer/features/landing/TutorLandingPage.tsx',
    css: ['assets/landing-abc.css'],
    imports: ['_shell-abc.js', '_cards-abc.js'],
  },
};

const entrySource = path.resolve(import.meta.dirname, '../../../src/renderer/server-render/entry-server.tsx');

let t: TestApp;
let app: FastifyInstance;
let distDir: string;
let landingApiCalls = 0;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  distDir = await mkdtemp(path.join(tmpdir(), 'repetytor-ssr-'));
  await mkdir(path.join(distDir, '.vite'));
  await mkdir(path.join(distDir, 'ssr'));
  await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(
    path.join(distDir, 'ssr', 'entry-server.js'),
    `export { pageRenderer } from ${JSON.stringify(entrySource)};\n`,
  );
  app = await buildApp({
    // The data wait is a hang detector here: beside another run, the home page's data took over
    // the 2 s a visitor waits, and the page went to the browser.
    config: { webDistDir: distDir, logLevel: 'silent', trustProxy: false, pageDataWaitMs: 60_000 },
    db: t.db,
    accessTokens: t.accessTokens,
    logger: false,
  });
  // Counts the API calls a render makes, through the same app (app.inject runs every hook).
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/users/v1/open/landings/')) landingApiCalls++;
  });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await t?.close();
  await rm(distDir, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) =>
  app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

function stateOf(body: string): ServerRenderState | null {
  const match = new RegExp(`<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">([^<]*)</script>`).exec(
    body,
  );
  return match ? (JSON.parse(match[1]!) as ServerRenderState) : null;
}

describe('server-rendered first screens', () => {
  it('renders a search page with the results the API gives, their data for hydration and the screen’s assets', async () => {
    const res = await page('/search?subject=mathematics&sort=PRICE_ASC');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('Cookie');

    const api = (await t.app.inject({ url: `${SEARCH}?subject=mathematics&sort=PRICE_ASC&size=20` })).json();
    expect(api.items.length).toBeGreaterThan(1);
    // Every tutor of the page is in the HTML, in the API's order.
    const positions = api.items.map((tutor: { firstName: string; lastName: string }) =>
      res.body.indexOf(`${tutor.firstName} ${tutor.lastName}`),
    );
    expect(positions.every((position: number) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    const state = stateOf(res.body);
    expect(state?.language).toBe('uk');
    const results = state?.queries.find((query) => query.queryKey[0] === 'search' && query.queryKey[1] === 'results');
    expect((results?.data as { total: number }).total).toBe(api.total);

    // The screen's own chunk, the chunks it imports and their CSS; not what index.html links already.
    expect(res.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/search-abc.js">',
    );
    expect(res.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/cards-abc.js">',
    );
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/cards-abc.css">');
    expect(res.body.match(/shell-abc123\.css/g)).toHaveLength(1);
    // The footer's links are in the HTML, so is their style; their chunk comes with the screen's.
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/footer-abc.css">');
    expect(res.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/footer-abc.js">',
    );
    // The page paints from its HTML: its scripts come after what that paint needs.
    expect(res.body).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc123.js">');
  });

  it('renders the home page and a tutor page, with the tutor’s photo preloaded in the head', async () => {
    const home = await page('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toMatch(/<div id="root"><div class="app-shell"/);
    expect(home.body).toContain('id="wizard"');

    const [tutor] = (await t.app.inject({ url: `${SEARCH}?size=1` })).json().items;
    const res = await page(`/tutor/${tutor.id}`);
    expect(res.body).toContain(`${tutor.firstName} ${tutor.lastName}`);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    if (tutor.avatarUrl) expect(head).toContain(`<link rel="preload" as="image" href="${tutor.avatarUrl}"`);
    expect(res.body).not.toMatch(/<div id="root"><link/);
  });

  it('gives a tutor page its own translated title, description and Open Graph tags', async () => {
    const headOf = (body: string) => body.slice(0, body.indexOf('</head>'));
    const [found] = (await t.app.inject({ url: `${SEARCH}?subject=mathematics&city=kyiv&size=1` })).json().items;
    for (const [language, cookie, words] of [
      ['uk', undefined, { tutor: 'репетитор', per60: 'за 60 хвилин', price: '\u00a0₴' }],
      ['en', 'lang=en', { tutor: 'tutor', per60: 'per 60 minutes', price: 'UAH\u00a0' }],
    ] as const) {
      const tutor = (
        await t.app.inject({ url: `/users/v1/open/tutors/${found.id}`, headers: { 'accept-language': language } })
      ).json();
      const head = headOf((await page(`/tutor/${tutor.id}`, cookie)).body);
      const name = `${tutor.firstName} ${tutor.lastName}`;
      const title = /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '';
      expect(title).toContain(name);
      expect(title).toContain(words.tutor);
      expect(title).toContain(tutor.city.name);
      for (const subject of tutor.subjects) expect(title).toContain(subject.name);
      const description = /<meta\s+name="description"\s+content="([^"]*)"/.exec(head)?.[1] ?? '';
      expect(description).toContain(name);
      expect(description).toContain(words.per60);
      expect(description).toContain(
        String(Math.round(tutor.pricePer60Minutes)).replace(
          /\B(?=(\d{3})+(?!\d))/g,
          language === 'en' ? ',' : '\u00a0',
        ),
      );
      expect(description).toContain(words.price);
      expect(head).toContain('<meta property="og:type" content="profile" />');
      expect(head).toContain(`<meta property="og:title" content="${title}" />`);
      expect(head).toContain(`<meta property="og:description" content="${description}" />`);
      expect(head).toMatch(new RegExp(`<meta property="og:url" content="http://[^"]+/tutor/${tutor.id}" />`));
      expect(head).toContain(`<meta property="og:locale" content="${language === 'en' ? 'en_GB' : 'uk_UA'}" />`);
      if (tutor.avatarUrl)
        expect(head).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/users\/v1\/open\/files\//);
    }
  });

  it('gives the FAQ and a search their own translated heads; other pages keep the site’s', async () => {
    const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];
    const faq = await page('/faq');
    expect(titleOf(faq.body)).toBe('Питання та відповіді про заняття з репетитором | Repetytor');
    expect(faq.body).toContain('<meta property="og:title" content="Питання та відповіді');
    expect(titleOf((await page('/faq', 'lang=en')).body)).toBe(
      'Questions and answers about lessons with a tutor | Repetytor',
    );

    const search = await page('/search?subject=mathematics&city=kyiv');
    expect(titleOf(search.body)).toBe('Математика: репетитори у місті Київ | Repetytor');
    expect(search.body).toMatch(
      /name="description"\s+content="Математика: \d+ перевірен[а-яі]* репетитор[а-яі]* у місті Київ\./,
    );
    expect(search.body).toContain('<meta property="og:url" content="http://');
    const english = await page('/search?subject=mathematics', 'lang=en');
    expect(titleOf(english.body)).toBe('Mathematics: find a tutor | Repetytor');
    expect(english.body).toMatch(/name="description"\s+content="Mathematics: \d+ verified tutors?\./);

    const categories = await page('/categories');
    expect(titleOf(categories.body)).toBe('Репетитор — онлайн-репетитори по всій Україні');
    expect(categories.body).not.toContain('og:title');
  });

  it('compresses the rendered page for a browser that accepts it', async () => {
    const res = await app.inject({
      url: '/categories',
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/Cookie.*accept-encoding/i);
  });

  it('renders in the language of the hint cookie, Ukrainian without one', async () => {
    const uk = await page('/categories');
    expect(uk.body).toContain('<html lang="uk">');
    expect(stateOf(uk.body)?.language).toBe('uk');

    const en = await page('/categories', 'lang=en');
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('Repetytor');
    expect(stateOf(en.body)?.language).toBe('en');

    const nonsense = await page('/categories', 'lang=xx');
    expect(stateOf(nonsense.body)?.language).toBe('uk');
  });

  it('renders the sidebar column as the browser keeps it', async () => {
    expect((await page('/faq')).body).toContain('data-sidebar="open"');
    expect((await page('/faq', 'sidebar=collapsed')).body).toContain('data-sidebar="collapsed"');
  });

  it('sends the plain app to signed-in browsers and for screens the browser renders', async () => {
    for (const [url, cookie] of [
      ['/search?subject=mathematics', 'lang=uk; signed_in=1'],
      ['/requests', undefined],
      ['/login', undefined],
    ] as const) {
      const res = await page(url, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(stateOf(res.body)).toBeNull();
    }
  });

  it('leaves a screen whose data failed to the browser, with 404 when what it shows does not exist', async () => {
    for (const [url, status] of [
      // A search with bad filters is a page; it shows what is wrong with them.
      ['/search?priceFrom=-5&sort=%3Cscript%3E&page=zzz', 200],
      ['/tutor/00000000-0000-4000-8000-000000000000', 404],
      ['/tutor/not-an-id', 404],
    ] as const) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.body).toContain('<div id="root"></div>');
      expect(stateOf(res.body)).toBeNull();
    }
  });

  it('answers 404 with the app for a path none of its screens has, and never serves the server bundle', async () => {
    for (const [url, status] of [
      ['/no-such-page', 404],
      ['/tutor/00000000-0000-4000-8000-000000000000/no-such-tab', 404],
      ['/requests', 200],
      ['/quiz/some-code/run', 200],
    ] as const) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root"></div>');
    }
    // API paths and missing assets are not screens: JSON 404s.
    expect((await page('/users/v1/open/no-such-route')).headers['content-type']).toContain('application/json');
    expect((await page('/assets/missing-abc.js')).statusCode).toBe(404);

    const bundle = await app.inject({ url: '/ssr/entry-server.js' });
    expect(bundle.statusCode).toBe(404);
  });
});

describe('server-rendered landings (a search engine’s visitors)', () => {
  const landingOf = async (path: string, language: string) =>
    (await t.app.inject({ url: `/users/v1/open/landings/${path}`, headers: { 'accept-language': language } })).json<{
      title: string;
      description: string;
      heading: string;
      tutors: { firstName: string; lastName: string }[];
    }>();
  const headOf = (body: string) => body.slice(0, body.indexOf('</head>'));

  it('renders the app’s landing screen with the landing’s own head and the data it hydrates with', async () => {
    const landing = await landingOf('mathematics/kyiv', 'uk');
    expect(landing.tutors.length).toBeGreaterThan(0);
    const callsBefore = landingApiCalls;
    const res = await page('/tutors/mathematics/kyiv');
    // The landing the route made for the head is the one the screen renders: not made twice.
    expect(landingApiCalls).toBe(callsBefore);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers.vary).toContain('Cookie');

    const head = headOf(res.body);
    expect(head).toContain('<html lang="uk">');
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain(`<title>${landing.title}</title>`);
    expect(head).toContain(`content="${landing.description}"`);
    expect(head).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/tutors\/mathematics\/kyiv" \/>/);
    expect(head).toMatch(/hreflang="en" href="[^"]+\/en\/tutors\/mathematics\/kyiv"/);
    expect(head).toContain(`<meta property="og:title" content="${landing.title}" />`);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/landing-abc.css">');
    expect(head).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/landing-abc.js">');

    // The app's screen inside its shell, not the plain landing the app would have to replace.
    expect(res.body).toMatch(/<div id="root"><div class="app-shell"/);
    expect(res.body).not.toContain('class="seo-landing"');
    expect(res.body).toContain(`<h1>${landing.heading}</h1>`);
    for (const tutor of landing.tutors) expect(res.body).toContain(`${tutor.firstName} ${tutor.lastName}`);
    const state = stateOf(res.body);
    expect(state?.language).toBe('uk');
    const answer = state?.queries.find((query) => query.queryKey[0] === 'landing');
    expect(answer?.queryKey).toEqual(['landing', 'uk', 'mathematics', 'kyiv']);
    expect(answer?.data).toEqual(landing);
  });

  it('renders a landing in its address’s language, whatever language the browser chose before', async () => {
    const english = await landingOf('english', 'en');
    const first = await page('/en/tutors/english');
    expect(first.body).toContain('<html lang="en">');
    expect(first.body).toContain(`<title>${english.title}</title>`);
    expect(first.headers['content-language']).toBe('en');
    expect(stateOf(first.body)?.language).toBe('en');
    // A browser that chose Ukrainian still gets the English address in English.
    const chosen = await page('/en/tutors/english', 'lang=uk');
    expect(chosen.body).toContain('<html lang="en">');
    expect(stateOf(chosen.body)?.language).toBe('en');

    // After an English page (hint cookie lang=en) the Ukrainian address is Ukrainian.
    const ukrainian = await landingOf('mathematics/kyiv', 'uk');
    const afterEnglish = await page('/tutors/mathematics/kyiv', 'lang=en');
    expect(afterEnglish.body).toContain('<html lang="uk">');
    expect(afterEnglish.headers['content-language']).toBe('uk');
    expect(afterEnglish.body).toContain(`<h1>${ukrainian.heading}</h1>`);
    expect(stateOf(afterEnglish.body)?.language).toBe('uk');
    // An address without a language of its own still follows the browser's choice.
    expect((await page('/search?subject=mathematics', 'lang=en')).body).toContain('<html lang="en">');
  });

  it('sends a signed-in browser the app with the landing’s head, and an unknown subject the app with 404', async () => {
    const landing = await landingOf('mathematics', 'uk');
    const signedIn = await page('/tutors/mathematics', 'signed_in=1');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain(`<title>${landing.title}</title>`);
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(stateOf(signedIn.body)).toBeNull();

    const unknown = await page('/tutors/astrology');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root"></div>');
  });
});
