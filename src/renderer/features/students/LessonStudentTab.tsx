import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { userPath } from '../../app';
import { useCurrentLanguage } from '../../i18n';
import { Button, Spinner, linkClassName } from '../../ui';
import { useLessonStudent } from './students.queries';
import './students.css';

/**
 * The lesson page's student tab, for the tutor: who the student is and, when the
 * student shares them, their exam-practice results, so the tutor prepares for the gaps.
 */
export function LessonStudentTab({ lessonId }: { lessonId: string }) {
  const { t } = useTranslation('students');
  const language = useCurrentLanguage();
  const view = useLessonStudent(lessonId);
  if (view.isPending) return <Spinner label={t('tab.loading')} />;
  if (view.isError)
    return (
      <p role="alert" className="students-error">
        {t('tab.failed')}{' '}
        <Button size="sm" variant="secondary" onClick={() => void view.refetch()}>
          {t('list.retry')}
        </Button>
      </p>
    );
  const { student, interests, status, quizResults } = view.data;
  const date = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'uk-UA', { dateStyle: 'medium' });
  return (
    <section className="students-tab" aria-labelledby="lesson-student-title">
      <h2 id="lesson-student-title">
        <Link to={userPath(student.id)} className={linkClassName()}>
          {student.firstName} {student.lastName}
        </Link>
      </h2>
      <p>
        <span className={`students-status students-status--${status.toLowerCase()}`}>{t(`status.${status}`)}</span>
      </p>
      {interests.length > 0 ? <p>{t('tab.interests', { list: interests.join(', ') })}</p> : null}
      <h3>{t('tab.results')}</h3>
      {quizResults === null ? (
        <p className="students-muted">{t('tab.not-shared')}</p>
      ) : quizResults.length === 0 ? (
        <p className="students-muted">{t('tab.no-results')}</p>
      ) : (
        <ul className="students-results">
          {quizResults.map((result) => (
            <li key={result.id}>
              <strong>{result.title}</strong>{' '}
              <span>
                {t('tab.score', { score: result.score, max: result.maxScore, percent: Math.round(result.percent) })}
              </span>
              {result.finishedAt ? (
                <span className="students-muted"> · {date.format(new Date(result.finishedAt))}</span>
              ) : null}
              <meter min={0} max={100} value={result.percent} aria-label={t('tab.percent', { title: result.title })} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
