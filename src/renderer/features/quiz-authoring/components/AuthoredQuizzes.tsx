import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../ui';
import { quizEditPath, quizInfoPath, useAuthoredQuizzes } from '../../quizzes';

/** The quizzes this teacher wrote (an admin sees all), to open one for editing. */
export function AuthoredQuizzes() {
  const { t } = useTranslation(['quiz-authoring', 'quiz']);
  const query = useAuthoredQuizzes();
  return (
    <section aria-labelledby="authored-title" className="authoring__section">
      <h2 id="authored-title">{t('authored.title')}</h2>
      {query.isPending ? <Spinner size="sm" /> : null}
      {query.isError ? <p>{t('authored.error')}</p> : null}
      {query.data && query.data.length === 0 ? <p>{t('authored.empty')}</p> : null}
      {query.data && query.data.length > 0 ? (
        <ul className="authored-list">
          {query.data.map((quiz) => (
            <li key={quiz.id} className="authored-list__item">
              <span className="authored-list__title">
                {quiz.mainTitle} <span className="authored-list__code">({quiz.code})</span>
                {quiz.approvalStatus !== 'APPROVED' ? (
                  <span className="authored-list__approval">{t(`approval.${quiz.approvalStatus}`)}</span>
                ) : null}
              </span>
              <span className="authored-list__links">
                <Link to={quizEditPath(quiz.id)}>
                  {t('authored.edit')}
                  <span className="visually-hidden">: {quiz.mainTitle}</span>
                </Link>
                <Link to={quizInfoPath(quiz.code)}>
                  {t('authored.open')}
                  <span className="visually-hidden">: {quiz.mainTitle}</span>
                </Link>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
