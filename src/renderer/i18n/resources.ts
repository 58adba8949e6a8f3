import type { BackendModule, ReadCallback, Resource, ResourceLanguage } from 'i18next';
import ukErrors from '../../shared/i18n/uk/errors.json';
import { BUNDLED_NAMESPACES, type BundledNamespace } from './namespaces';

/*
 * Translation files live at locales/<lang>/<namespace>.json. The Ukrainian shell namespaces are
 * bundled (the default language renders with no extra request); the English ones load as one
 * chunk (english-bundle.ts); any other feature namespace becomes its own small chunk that
 * i18next fetches the first time a screen asks for it, so feature words load with the route.
 * Glob patterns must be literals, so the shell list repeats namespaces.ts.
 */

type Catalog = ResourceLanguage[string];

const ukrainianShell = import.meta.glob<Catalog>(
  ['./locales/uk/app.json', './locales/uk/home.json', './locales/uk/ui.json'],
  { eager: true, import: 'default' },
);

const featureFiles = import.meta.glob<Catalog>(
  ['./locales/*/*.json', '!./locales/*/app.json', '!./locales/*/home.json', '!./locales/*/ui.json'],
  { import: 'default' },
);

const isShellNamespace = (namespace: string): namespace is BundledNamespace =>
  (BUNDLED_NAMESPACES as readonly string[]).includes(namespace);

/** The Ukrainian shell, plus the error messages shared with the server. */
export function bundledResources(): Resource {
  const uk: Record<string, Catalog> = { errors: ukErrors };
  for (const [path, catalog] of Object.entries(ukrainianShell)) {
    const namespace = /\/([\w-]+)\.json$/.exec(path)?.[1];
    if (namespace) uk[namespace] = catalog;
  }
  return { uk };
}

function loadCatalog(language: string, namespace: string): Promise<Catalog> {
  if (language === 'en' && isShellNamespace(namespace)) {
    return import('./english-bundle').then((module) => module.englishShell[namespace] as Catalog);
  }
  const load = featureFiles[`./locales/${language}/${namespace}.json`];
  return load ? load() : Promise.reject(new Error(`No translations for ${language}/${namespace}`));
}

/** i18next backend that imports a namespace's chunk on first use. */
export const onDemandBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    loadCatalog(language, namespace).then(
      (catalog) => callback(null, catalog),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Every namespace there is: a server render loads them all once, for both languages. */
export function allNamespaces(): string[] {
  const features = Object.keys(featureFiles).map((path) => /\/([\w-]+)\.json$/.exec(path)?.[1] ?? '');
  return [...new Set([...BUNDLED_NAMESPACES, ...features.filter(Boolean)])];
}
