/*
 * The legal documents and the order of their sections. The words live in the `legal` namespace
 * (locales/<lang>/legal.json, `<document>.sections.<id>.title|body`), apart from the `pages`
 * namespace, so the footer's newsletter form and the guided tour do not download them.
 */

export const LEGAL_DOCUMENTS = {
  privacy: [
    'controller',
    'data',
    'purposes',
    'basis',
    'sharing',
    'retention',
    'rights',
    'cookies',
    'children',
    'contacts',
  ],
  'terms-students': [
    'about',
    'account',
    'requests',
    'lessons',
    'payments',
    'reviews',
    'conduct',
    'liability',
    'changes',
  ],
  'terms-teachers': [
    'about',
    'registration',
    'profile',
    'requests',
    'lessons',
    'fee',
    'taxes',
    'recording',
    'conduct',
    'liability',
    'changes',
  ],
} as const;

export type LegalDocument = keyof typeof LEGAL_DOCUMENTS;

export type LegalBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/**
 * A section body as blocks: paragraphs are separated by a blank line, and a block whose every
 * line starts with "- " is a bulleted list.
 */
export function parseLegalBody(body: string): LegalBlock[] {
  return body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0)
    .map((block): LegalBlock => {
      const lines = block.split('\n').map((line) => line.trim());
      if (lines.every((line) => line.startsWith('- '))) {
        return { kind: 'list', items: lines.map((line) => line.slice(2).trim()) };
      }
      return { kind: 'paragraph', text: lines.join(' ') };
    });
}
