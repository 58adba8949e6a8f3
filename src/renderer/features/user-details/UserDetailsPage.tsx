import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { PublicUserDetails } from '../../../shared/contracts/accounts';
import { fileUrl, isApiError, meansNotFound } from '../../api';
import { PATHS, userPath, useSession } from '../../app';
import { ErrorPage } from '../../app/errors/ErrorPage';
import { currentLanguage } from '../../i18n';
import { AlertIcon, Button, ChevronLeftIcon, EmptyState, Spinner, buttonClassName, linkClassName } from '../../ui';
import { useCategories } from '../reference';
import { useUserDetails } from './user-details.queries';
import './user-details.css';

type StudentDetails = Extract<PublicUserDetails, { role: 'ROLE_STUDENT' }>;

const tutorPath = (id: string) => PATHS.tutor.replace(':id', encodeURIComponent(id));

/**
 * /user/:id, the user details screen (a tutor's or a student's profile). A tutor has a
 * fuller public page (/tutor/:id, with reviews, price and free slots), so a tutor's id goes
 * there; a student's page is shown here, to signed-in users only (the server answers
 * NOT_FOUND to guests, so a guest is asked to sign in and comes back).
 */
export function UserDetailsPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const details = useUserDetails(id);
  const { t, ready } = useTranslation('users', { useSuspense: false });

  if (details.isError) {
    const status = isApiError(details.error) ? details.error.status : null;
    if (status === 404 && !session) {
      const next = `${PATHS.login}?${new URLSearchParams({ next: userPath(id) }).toString()}`;
      return <Navigate to={next} replace />;
    }
    if (meansNotFound(details.error)) return <ErrorPage variant="NOT_FOUND" />;
  }
  if (details.data?.role === 'ROLE_TEACHER') return <Navigate to={tutorPath(details.data.id)} replace />;
  if (!ready || details.isPending) {
    return (
      <div className="user-details__status">
        <Spinner size="lg" label={ready ? t('page.loading') : undefined} />
      </div>
    );
  }
  if (details.isError) {
    return (
      <EmptyState
        icon={<AlertIcon />}
        title={t('page.error')}
        action={<Button onClick={() => void details.refetch()}>{t('page.retry')}</Button>}
      />
    );
  }
  return <StudentDetailsView student={details.data as StudentDetails} />;
}

function StudentDetailsView({ student }: { student: StudentDetails }) {
  const { t, i18n } = useTranslation('users');
  const language = currentLanguage(i18n);
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const categories = useCategories();
  const own = session?.claims.sub === student.id;
  const name = `${student.firstName} ${student.lastName}`;
  const nameOf = (code: string) => categories.data?.find((category) => category.code === code)?.name ?? code;
  const monthYear = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' });
  const day = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric' });
  // Opened from a list inside the app: back returns there; opened directly: back goes home.
  const canGoBack = location.key !== 'default';

  return (
    <div className="user-details">
      {canGoBack ? (
        <button type="button" className={`${linkClassName('muted')} user-details__back`} onClick={() => navigate(-1)}>
          <ChevronLeftIcon size={18} />
          {t('page.back')}
        </button>
      ) : null}
      <section className="user-details__hero" aria-labelledby="user-name">
        {student.avatarId ? (
          <img className="user-details__photo" src={fileUrl(student.avatarId)} alt="" width={120} height={120} />
        ) : (
          <span className="user-details__photo user-details__photo--initials" aria-hidden="true">
            {`${student.firstName.charAt(0)}${student.lastName.charAt(0)}`.toUpperCase()}
          </span>
        )}
        <div className="user-details__text">
          <p className="user-details__role">{t('role.ROLE_STUDENT')}</p>
          <h1 id="user-name">{name}</h1>
          <dl className="user-details__facts">
            <div>
              <dt>{t('facts.member-since')}</dt>
              <dd>{monthYear.format(new Date(student.memberSince))}</dd>
            </div>
            <div>
              <dt>{t('facts.last-seen')}</dt>
              <dd>{student.lastSeenAt ? day.format(new Date(student.lastSeenAt)) : t('facts.never')}</dd>
            </div>
          </dl>
        </div>
        {own ? (
          <Link to={PATHS.profileEdit} className={buttonClassName('secondary')}>
            {t('actions.edit-own')}
          </Link>
        ) : null}
      </section>
      <section className="user-details__section" aria-labelledby="user-interests">
        <h2 id="user-interests">{t('sections.interests')}</h2>
        {student.interests.length > 0 ? (
          <ul className="user-details__chips">
            {student.interests.map((code) => (
              <li key={code}>{nameOf(code)}</li>
            ))}
          </ul>
        ) : (
          <p className="user-details__empty">{t('sections.no-interests')}</p>
        )}
      </section>
    </div>
  );
}
