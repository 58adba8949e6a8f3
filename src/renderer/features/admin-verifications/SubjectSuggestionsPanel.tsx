import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { tutorPagePath } from '../../../shared/contracts/discovery/paths';
import { Spinner } from '../../ui';
import { errorMessage, FormAlert } from '../../ui/form';
import { useSubjectSuggestions } from './verifications.queries';

/**
 * Subjects tutors miss in the list, with who asked and when: the tutor terms
 * promise a review within 48 hours, so the admins see the queue beside verifications.
 */
export function SubjectSuggestionsPanel() {
  const { t, i18n } = useTranslation('admin');
  const headingId = useId();
  const list = useSubjectSuggestions();
  return (
    <section className="subject-suggestion-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('suggestions.title')}</h2>
      {list.isPending ? <Spinner /> : null}
      {list.isError ? <FormAlert message={errorMessage(t, list.error)} /> : null}
      {list.data && list.data.items.length === 0 ? <p>{t('suggestions.empty')}</p> : null}
      {list.data && list.data.items.length > 0 ? (
        <ul className="subject-suggestion-panel__list">
          {list.data.items.map((item) => (
            <li key={item.id}>
              <strong>{item.name}</strong>{' '}
              <span className="verification-card__meta">
                {t('suggestions.by', {
                  date: new Date(item.createdAt).toLocaleString(i18n.language),
                })}{' '}
                <Link to={tutorPagePath(item.tutor.id)}>
                  {item.tutor.firstName} {item.tutor.lastName}
                </Link>{' '}
                ({item.tutor.email})
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
