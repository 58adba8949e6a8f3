import type { QuizInput } from '../../../../shared/contracts/quizzes';
import { multigroup, single } from './quiz-seed-builders';

/**
 * A short EVI (master's entrance) English practice set written for Repetytor, with the task types
 * of the foreign-language part (exam-facts.md): single choice from 4 and gap-fill.
 */
export const EVI_ENGLISH_PRACTICE: Omit<QuizInput, 'maxScore'> = {
  code: 'yevi-angliiska-trenuvannia-1',
  mainTitle: 'ЄВІ з англійської мови: граматика',
  maxTime: 15,
  quizImage: null,
  category: 'evi',
  section: 'magistratura-aspirantura',
  questions: [
    single(
      1,
      {
        html: '<p>Choose the correct option: <em>If I ___ more time, I would learn another language.</em></p>',
        topics: ['Умовні речення'],
        explanation:
          '<p>Другий тип умовних речень (нереальна умова в теперішньому): if + Past Simple, would + інфінітив. Отже, <em>had</em>.</p>',
      },
      ['have', 'had', 'will have', 'would have'],
      'Б',
    ),
    single(
      2,
      {
        html: '<p>Choose the correct option: <em>She has lived in Lviv ___ 2015.</em></p>',
        topics: ['Прийменники часу'],
        explanation:
          '<p>З Present Perfect початковий момент вводимо через <em>since</em> (since 2015), а тривалість — через <em>for</em> (for ten years).</p>',
      },
      ['for', 'since', 'from', 'during'],
      'Б',
    ),
    single(
      3,
      {
        html: '<p>Choose the correct option: <em>By the time we arrived, the film ___.</em></p>',
        topics: ['Часи дієслова'],
        explanation:
          '<p>Дія, що завершилася раніше за іншу дію в минулому, передається Past Perfect: <em>had already started</em>.</p>',
      },
      ['already started', 'has already started', 'had already started', 'was already starting'],
      'В',
    ),
    multigroup(
      4,
      {
        html: '<p>Choose the correct word for each gap: <em>Last year Olena (1) ___ a master’s programme in Kyiv. She had wanted to study law (2) ___ she was a child. The night before the test she was (3) ___ nervous to sleep.</em></p>',
        topics: ['Часи дієслова', 'Прийменники часу', 'Too / enough'],
        explanation:
          '<p>(1) <em>Last year</em> вимагає Past Simple: entered. (2) Початок періоду — since. (3) Конструкція too + прикметник + to-інфінітив означає «надто…, щоб».</p>',
      },
      [
        { title: '(1)', options: ['enter', 'entered', 'has entered', 'enters'] },
        { title: '(2)', options: ['since', 'for', 'during', 'while'] },
        { title: '(3)', options: ['so', 'too', 'very', 'enough'] },
      ],
      'БАБ',
    ),
  ],
};
