import type { Database } from '../database';
import { foldForSearch } from '../../modules/public-pages/faq-search';
import { FAQ_ENTRIES } from './faq-content';

/** Upserts the FAQ in both languages; entries removed from the content are removed here too. */
export async function seedFaqEntries(db: Database): Promise<void> {
  const rows = FAQ_ENTRIES.flatMap((entry, index) =>
    (['uk', 'en'] as const).map((language) => ({
      code: entry.code,
      language,
      topic: entry.topic,
      question: entry[language].question,
      answer: entry[language].answer,
      search_text: foldForSearch(`${entry[language].question} ${entry[language].answer}`),
      sort_order: index,
    })),
  );
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('faq_entries')
      .where(
        'code',
        'not in',
        FAQ_ENTRIES.map((entry) => entry.code),
      )
      .execute();
    await trx
      .insertInto('faq_entries')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['code', 'language']).doUpdateSet((eb) => ({
          topic: eb.ref('excluded.topic'),
          question: eb.ref('excluded.question'),
          answer: eb.ref('excluded.answer'),
          search_text: eb.ref('excluded.search_text'),
          sort_order: eb.ref('excluded.sort_order'),
        })),
      )
      .execute();
  });
}
