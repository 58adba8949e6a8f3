import { describe, expect, it } from 'vitest';
import enLegal from '../../i18n/locales/en/legal.json';
import ukLegal from '../../i18n/locales/uk/legal.json';
import { LEGAL_DOCUMENTS, parseLegalBody, type LegalDocument } from './legal-documents';

describe('parseLegalBody', () => {
  it('splits paragraphs on blank lines and joins wrapped lines', () => {
    expect(parseLegalBody('One\ntwo.\n\nThree.')).toEqual([
      { kind: 'paragraph', text: 'One two.' },
      { kind: 'paragraph', text: 'Three.' },
    ]);
  });

  it('reads a block of "- " lines as a list', () => {
    expect(parseLegalBody('Intro.\n\n- first\n- second')).toEqual([
      { kind: 'paragraph', text: 'Intro.' },
      { kind: 'list', items: ['first', 'second'] },
    ]);
  });
});

describe('legal documents', () => {
  type Sections = Record<string, { title: string; body: string }>;
  const catalogs = { uk: ukLegal, en: enLegal } as unknown as Record<
    'uk' | 'en',
    Record<LegalDocument, { title: string; sections: Sections }>
  >;

  it.each(Object.keys(LEGAL_DOCUMENTS) as LegalDocument[])('%s has every listed section in both languages', (doc) => {
    for (const language of ['uk', 'en'] as const) {
      const sections = catalogs[language][doc].sections;
      expect(Object.keys(sections).sort(), `${language} ${doc}`).toEqual([...LEGAL_DOCUMENTS[doc]].sort());
      for (const id of LEGAL_DOCUMENTS[doc]) {
        expect(sections[id]?.title, `${language} ${doc}.${id}`).toBeTruthy();
        expect(parseLegalBody(sections[id]?.body ?? '').length, `${language} ${doc}.${id}`).toBeGreaterThan(0);
      }
    }
  });
});
