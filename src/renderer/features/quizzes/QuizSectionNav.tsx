import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { QUIZ_SECTIONS } from '../../../shared/contracts/quizzes';
import { quizListPath } from './quiz-paths';

/** The four quiz sections, `nmt` first as the default. */
const ORDER = ['nmt', ...QUIZ_SECTIONS.filter((section) => section !== 'nmt')] as const;

export function QuizSectionNav() {
  const { t } = useTranslation('quiz');
  return (
    <nav className="section-nav" aria-label={t('list.sections-label')}>
      <ul className="section-nav__list">
        {ORDER.map((section) => (
          <li key={section}>
            <NavLink to={quizListPath(section)} end className="section-nav__link">
              {t(`sections.${section}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
