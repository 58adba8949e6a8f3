import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS, userPath } from '../../app/paths';
import { useSession } from '../../app/session/use-session';
import { linkClassName, Spinner } from '../../ui';
import { errorMessage, FormAlert } from '../../ui/form';
import { useCategories, useCountries, useCurrencies, useLanguages } from '../reference';
import { useStudentProfile, useTeacherProfile, useUploadLimits, useVerification } from './profile.queries';
import { StudentProfileEditor } from './StudentProfileEditor';
import { TeacherProfileEditor } from './TeacherProfileEditor';
import { VerificationPanel } from './VerificationPanel';
import './profile.css';

function TeacherProfileScreen() {
  const profile = useTeacherProfile();
  // The editor's lists, the upload limits and the verification state are requested alongside
  // the profile rather than once the editor has rendered with it (the sections attach to them).
  useVerification();
  useUploadLimits();
  useCategories();
  useCountries();
  useLanguages();
  useCurrencies();
  const { t } = useTranslation('profile');
  if (profile.isPending) return <Spinner size="lg" />;
  if (profile.isError) return <FormAlert message={errorMessage(t, profile.error)} />;
  return (
    <>
      <PublicPageLink to={PATHS.tutor.replace(':id', encodeURIComponent(profile.data.userId))} />
      <div className="profile-layout">
        <TeacherProfileEditor profile={profile.data} />
        {/* Named by its panel: the shell's sidebar is the page's other complementary landmark. */}
        <aside className="profile-layout__aside" aria-labelledby="verification-title">
          <VerificationPanel />
        </aside>
      </div>
    </>
  );
}

function StudentProfileScreen() {
  const profile = useStudentProfile();
  const { t } = useTranslation('profile');
  if (profile.isPending) return <Spinner size="lg" />;
  if (profile.isError) return <FormAlert message={errorMessage(t, profile.error)} />;
  return (
    <>
      <PublicPageLink to={userPath(profile.data.userId)} />
      <StudentProfileEditor profile={profile.data} />
    </>
  );
}

/** How others see the profile: the tutor page, or the user details screen of a student. */
function PublicPageLink({ to }: { to: string }) {
  const { t } = useTranslation('profile');
  return (
    <p className="profile-page__public-link">
      <Link to={to} className={linkClassName()}>
        {t('page.public-link')}
      </Link>
    </p>
  );
}

/** /user/profile/edit: the signed-in user's own profile, by role. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const session = useSession();
  const teacher = session?.role === 'ROLE_TEACHER';
  return (
    <div className="profile-page">
      <h1 id="profile-title" className="profile-page__title">
        {teacher ? t('page.title-teacher') : t('page.title-student')}
      </h1>
      <p className="profile-page__caption">{teacher ? t('page.caption-teacher') : t('page.caption-student')}</p>
      {teacher ? <TeacherProfileScreen /> : null}
      {session?.role === 'ROLE_STUDENT' ? <StudentProfileScreen /> : null}
      {session?.role === 'ROLE_ADMINISTRATOR' ? <p className="profile-page__caption">{t('page.admin')}</p> : null}
    </div>
  );
}
