import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { INDEX_HTML } from '../helpers/web-build';
import { SEARCH } from './discovery-helpers';

let t: TestApp;
let withClient: FastifyInstance;
let distDir: string;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  distDir = await mkdtemp(path.join(tmpdir(), 'repetytor-web-'));
  await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  withClient = await buildApp({
    config: { webDistDir: distDir, logLevel: 'silent', trustProxy: false, publicUrl: 'https://repetytor.example' },
    db: t.db,
    accessTokens: t.accessTokens,
    logger: false,
  });
  await withClient.ready();
});
afterAll(async () => {
  await withClient?.close();
  await t?.close();
  await rm(distDir, { recursive: true, force: true });
});

const html = (app: FastifyInstance, url: string) => app.inject({ url, headers: { accept: 'text/html' } });
const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];
const descriptionOf = (body: string) => /<meta name="description" content="([^"]*)"/.exec(body)?.[1];

describe('SEO landing pages (no JavaScript needed)', () => {
  it('serves /tutors/mathematics in Ukrainian with title, description, canonical, hreflang, Open Graph and real tutors', async () => {
    const res = await html(t.app, '/tutors/mathematics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const body = res.body;
    expect(body).toContain('<html lang="uk">');
    expect(titleOf(body)).toBe('Математика: репетитори онлайн та офлайн | Repetytor');
    const total = (await t.app.inject({ url: `${SEARCH}?subject=mathematics` })).json().total;
    expect(descriptionOf(body)).toMatch(
      new RegExp(`^${total} перевірен\\S+ репетитор\\S* з предмета «Математика»\\. Ціни від \\d+ грн`),
    );
    expect(body).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/tutors\/mathematics" \/>/);
    expect(body).toMatch(/hreflang="en" href="[^"]+\/en\/tutors\/mathematics"/);
    expect(body).toContain(
      '<meta property="og:title" content="Математика: репетитори онлайн та офлайн | Repetytor" />',
    );
    expect(body).toContain('<meta property="og:locale" content="uk_UA" />');
    const top = (await t.app.inject({ url: `${SEARCH}?subject=mathematics&sort=SCORE&size=12` })).json().items;
    for (const tutor of top)
      expect(body).toContain(`<a href="/tutor/${tutor.id}">${tutor.firstName} ${tutor.lastName}</a>`);
    expect(body).toContain('/tutors/mathematics/kyiv');
    expect(body).not.toContain('<script');
  });

  it('serves /en/tutors/mathematics/kyiv in English', async () => {
    const body = (await html(t.app, '/en/tutors/mathematics/kyiv')).body;
    expect(body).toContain('<html lang="en">');
    expect(titleOf(body)).toBe('Mathematics tutors in Kyiv | Repetytor');
    expect(descriptionOf(body)).toMatch(
      /^\d+ verified tutors? for Mathematics in Kyiv and online\. Prices from \d+ UAH per 60 minutes/,
    );
    expect(body).toContain('<meta property="og:locale" content="en_GB" />');
    expect(body).toMatch(/hreflang="uk" href="[^"]+\/tutors\/mathematics\/kyiv"/);
  });

  it('asks not to index a landing without tutors, and leaves unknown codes to the app', async () => {
    const empty = await html(t.app, '/tutors/chess/kherson');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('<meta name="robots" content="noindex, follow" />');
    expect((await html(t.app, '/tutors/astrology')).statusCode).toBe(404);
    expect((await html(t.app, '/tutors/mathematics/atlantis')).statusCode).toBe(404);
  });

  it('injects into the built index.html: one title, its own description, content inside #root, the app script kept', async () => {
    const body = (await html(withClient, '/en/tutors/english')).body;
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(titleOf(body)).toBe('English tutors online and in person | Repetytor');
    expect(body).not.toContain('Загальний опис застосунку.');
    expect(body).toContain('<html lang="en">');
    expect(body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(body).toMatch(/<div id="root"><main class="seo-landing">[\s\S]*<\/main><\/div>/);
    expect(body).toContain('<link rel="canonical" href="https://repetytor.example/en/tutors/english" />');
    // No such landing: the app, which shows its not-found screen, with 404.
    for (const url of ['/tutors/not-a-subject', '/en/tutors/mathematics/atlantis', '/tutors/Bad_Code']) {
      const other = await html(withClient, url);
      expect(other.statusCode, url).toBe(404);
      expect(other.body).toBe(INDEX_HTML);
    }
  });
});

describe('GET /users/v1/open/landings/{subject}[/{city}] (the app’s landing screen)', () => {
  const LANDINGS = '/users/v1/open/landings';

  it('answers the same landing the HTML shows, in the request’s language', async () => {
    const api = await t.app.inject({ url: `${LANDINGS}/mathematics/kyiv`, headers: { 'accept-language': 'en' } });
    expect(api.statusCode).toBe(200);
    const landing = api.json();
    expect(landing).toMatchObject({
      language: 'en',
      paths: { uk: '/tutors/mathematics/kyiv', en: '/en/tutors/mathematics/kyiv' },
      searchHref: '/search?subject=mathematics&city=kyiv',
      noindex: false,
      cityLinks: [],
    });
    expect(landing.tutors.length).toBeGreaterThan(0);
    expect(landing.tutors.length).toBeLessThanOrEqual(landing.total);

    const page = (await html(t.app, '/en/tutors/mathematics/kyiv')).body;
    expect(titleOf(page)).toBe(landing.title);
    expect(descriptionOf(page)).toBe(landing.description);
    for (const tutor of landing.tutors) expect(page).toContain(`/tutor/${tutor.id}`);
  });

  it('lists the cities of a subject landing, in Ukrainian by default', async () => {
    const landing = (await t.app.inject({ url: `${LANDINGS}/mathematics` })).json();
    expect(landing.language).toBe('uk');
    expect(landing.cityLinks.length).toBeGreaterThan(0);
    for (const link of landing.cityLinks) expect(link.href).toMatch(/^\/tutors\/mathematics\/[a-z-]+$/);
  });

  it('answers 404 for an unknown subject or city and 400 for a malformed code', async () => {
    expect((await t.app.inject({ url: `${LANDINGS}/astrology` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${LANDINGS}/mathematics/atlantis` })).json().code).toBe('NOT_FOUND');
    const bad = await t.app.inject({ url: `${LANDINGS}/Bad_Code` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toHaveProperty('subject');
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  it('lists every landing with tutors in both languages, each answering its translated title', async () => {
    const res = await withClient.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toContain('https://repetytor.example/tutors/mathematics');
    expect(locs).toContain('https://repetytor.example/en/tutors/mathematics/kyiv');
    expect(locs).not.toContain('https://repetytor.example/tutors/chess/kherson');
    const pages = locs.filter((loc) => loc.includes('/tutors/'));
    expect(pages.length).toBeGreaterThan(40);
    for (const loc of pages) {
      const page = await html(withClient, loc.replace('https://repetytor.example', ''));
      expect(page.statusCode, loc).toBe(200);
      const english = loc.includes('/en/');
      expect(titleOf(page.body), loc).toMatch(english ? / tutors .*\| Repetytor$/ : /: репетитори .*\| Repetytor$/);
      expect(descriptionOf(page.body), loc).toMatch(english ? /verified tutor/ : /перевірен/);
      expect(page.body, loc).not.toContain('noindex');
    }
  });

  it('robots.txt opens pages, closes the API and names the sitemap', async () => {
    const res = await withClient.inject({ url: '/robots.txt' });
    expect(res.body).toContain('Disallow: /users/');
    expect(res.body).toContain('Sitemap: https://repetytor.example/sitemap.xml');
  });
});
