import { describe, expect, it } from 'vitest';
import enErrors from '../../shared/i18n/en/errors.json';
import ukErrors from '../../shared/i18n/uk/errors.json';

/*
 * HOUSE-STYLE 15: a key that exists in one language but not the other fails here, so neither
 * language ever shows a raw key. Plural forms differ by language (uk has one/few/many/other,
 * en has one/other), so keys are compared by their base and the forms are checked per language.
 */

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' });

const PLURAL_FORMS = { uk: ['one', 'few', 'many', 'other'], en: ['one', 'other'] } as const;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );
}

function catalogs(language: 'uk' | 'en'): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const [path, tree] of Object.entries(files)) {
    const match = /^\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (match?.[1] === language) result.set(match[2] ?? '', flatten(tree));
  }
  return result;
}

const baseKeys = (keys: string[]) => [...new Set(keys.map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();

describe('translation catalogs', () => {
  const uk = catalogs('uk');
  const en = catalogs('en');

  it('have the same namespaces in Ukrainian and English', () => {
    expect([...uk.keys()].sort()).toEqual([...en.keys()].sort());
    expect(uk.size).toBeGreaterThan(0);
  });

  it.each([...uk.keys()])('namespace %s has the same keys in both languages', (namespace) => {
    expect(baseKeys(en.get(namespace) ?? [])).toEqual(baseKeys(uk.get(namespace) ?? []));
  });

  it.each([...uk.keys()])('namespace %s has every plural form each language needs', (namespace) => {
    for (const [language, keys] of [
      ['uk', uk.get(namespace) ?? []],
      ['en', en.get(namespace) ?? []],
    ] as const) {
      const plurals = baseKeys(keys.filter((key) => PLURAL_SUFFIX.test(key)));
      for (const base of plurals) {
        for (const form of PLURAL_FORMS[language]) expect(keys, `${language} ${base}`).toContain(`${base}_${form}`);
      }
    }
  });

  it('keep the shared error messages in step', () => {
    expect(Object.keys(enErrors).sort()).toEqual(Object.keys(ukErrors).sort());
  });

  it('hold no empty strings', () => {
    for (const [path, tree] of Object.entries(files)) {
      const empty = flatten(tree).filter((key) => {
        const value = key
          .split('.')
          .reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
        return typeof value === 'string' && value.trim() === '';
      });
      expect(empty, path).toEqual([]);
    }
  });

  it('carry the validation message keys of spec section 5', () => {
    const keys = uk.get('validation') ?? [];
    for (const key of [
      'email-required',
      'email-invalid',
      'phone-required',
      'phone-requirements',
      'phone-invalid',
      'required',
      'invalid',
      'too-long',
    ]) {
      expect(keys).toContain(key);
    }
  });
});
