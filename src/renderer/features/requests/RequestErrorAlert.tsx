import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../app';
import { pointsToRequests, requestErrorText } from './request-errors';

/**
 * A failed request call, in the screen's words, with a link to the requests page when
 * that is where the student goes next (limit reached, a request already active).
 */
export function RequestErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('requests');
  if (error === null) return null;
  return (
    <p className="form-alert" role="alert">
      {requestErrorText(t, error)}
      {pointsToRequests(error) ? (
        <>
          {' '}
          <Link to={PATHS.requests}>{t('form.open-requests')}</Link>
        </>
      ) : null}
    </p>
  );
}
