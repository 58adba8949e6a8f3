import type { QuizInput } from '../../../../shared/contracts/quizzes';
import { NMT_MATH_SINGLES } from './nmt-math-singles';
import { matching, shortAnswer, type SeedQuestion } from './quiz-seed-builders';

/**
 * A full-length NMT mathematics mock written for Repetytor, in the shape of the 2024–2026 paper
 * (exam-facts.md): 15 single answers from 5 options, 3 matching tasks of 3 rows to 5 options, and
 * 4 short numeric answers worth 2 points each — 22 tasks, 32 points. The time limit is one NMT
 * block (120 minutes). The threshold (5 points in 2026) is the published one; no conversion
 * table is given, because its intermediate values are not confirmed (exam-facts.md).
 */
const matchings: SeedQuestion[] = [
  matching(
    16,
    {
      html: '<p>Установіть відповідність між рівнянням (1–3) та його коренем (А–Д).</p>',
      topics: ['Рівняння'],
      explanation:
        '<p>1) 2<sup>x</sup> = 8 = 2<sup>3</sup>, x = 3. 2) log<sub>5</sub> x = 2, x = 5<sup>2</sup> = 25. 3) √(x + 1) = 3, x + 1 = 9, x = 8.</p>',
    },
    ['2<sup>x</sup> = 8', 'log<sub>5</sub> x = 2', '√(x + 1) = 3'],
    ['3', '8', '25', '10', '4'],
    'АВБ',
  ),
  matching(
    17,
    {
      html: '<p>Установіть відповідність між виразом (1–3) та його значенням (А–Д).</p>',
      topics: ['Обчислення'],
      explanation: '<p>1) 0,2 · 15 = 3. 2) 7! : 5! = 7 · 6 = 42. 3) |−4| + (−2)<sup>3</sup> = 4 − 8 = −4.</p>',
    },
    ['0,2 · 15', '7! : 5!', '|−4| + (−2)<sup>3</sup>'],
    ['−4', '3', '42', '12', '−12'],
    'БВА',
  ),
  matching(
    18,
    {
      html: '<p>Установіть відповідність між фігурою (1–3) та її площею (А–Д).</p>',
      topics: ['Площі фігур'],
      explanation:
        '<p>1) 6 · 6 = 36. 2) Площа прямокутного трикутника — половина добутку катетів: 6 · 8 : 2 = 24. 3) Площа ромба — половина добутку діагоналей: 6 · 10 : 2 = 30.</p>',
    },
    ['квадрат зі стороною 6', 'прямокутний трикутник з катетами 6 і 8', 'ромб з діагоналями 6 і 10'],
    ['24', '48', '36', '30', '60'],
    'ВАГ',
  ),
];

const shortAnswers: SeedQuestion[] = [
  shortAnswer(
    19,
    {
      html: '<p>Розв’яжіть рівняння 5x + 2 = 2x + 9,5. Запишіть корінь десятковим дробом.</p>',
      topics: ['Лінійні рівняння'],
      explanation: '<p>5x − 2x = 9,5 − 2, 3x = 7,5, x = 2,5. Відповідь можна записати як 2,5 або 2.5.</p>',
    },
    ['2.5'],
  ),
  shortAnswer(
    20,
    {
      html: '<p>Знайдіть найбільше значення функції f(x) = −x<sup>2</sup> + 6x − 4.</p>',
      topics: ['Квадратична функція'],
      explanation:
        '<p>Вітки параболи напрямлені вниз, вершина в точці x = −6 / (2 · (−1)) = 3. f(3) = −9 + 18 − 4 = 5.</p>',
    },
    ['5'],
  ),
  shortAnswer(
    21,
    {
      html: '<p>Обчисліть інтеграл ∫<sub>0</sub><sup>2</sup> (3x<sup>2</sup> + 1) dx.</p>',
      topics: ['Інтеграл'],
      explanation: '<p>Первісна F(x) = x<sup>3</sup> + x. F(2) − F(0) = (8 + 2) − 0 = 10.</p>',
    },
    ['10'],
  ),
  shortAnswer(
    22,
    {
      html: '<p>У геометричній прогресії b<sub>1</sub> = 2, q = 3. Знайдіть суму перших чотирьох її членів.</p>',
      topics: ['Прогресії'],
      explanation:
        '<p>Члени: 2, 6, 18, 54; сума 80. Або за формулою S<sub>4</sub> = b<sub>1</sub>(q<sup>4</sup> − 1)/(q − 1) = 2 · 80 / 2 = 80.</p>',
    },
    ['80'],
  ),
];

const questions = [...NMT_MATH_SINGLES, ...matchings, ...shortAnswers];

export const NMT_MATH_MOCK: Omit<QuizInput, 'maxScore'> = {
  code: 'nmt-matematyka-probnyi-1',
  mainTitle: 'НМТ з математики: пробний тест №1',
  maxTime: 120,
  quizImage: null,
  category: 'nmt-mathematics',
  section: 'nmt',
  threshold: 5,
  questions,
};
