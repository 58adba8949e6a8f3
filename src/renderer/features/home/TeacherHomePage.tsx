import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../shared/constants';
import { useSession } from '../../app';
import { Card, CheckIcon, DashboardIcon, StepsIcon, UserIcon } from '../../ui';
import './teacher-home.css';

const NEXT_STEPS = [
  { id: 'profile', icon: UserIcon },
  { id: 'schedule', icon: StepsIcon },
  { id: 'verification', icon: CheckIcon },
  { id: 'requests', icon: DashboardIcon },
] as const;

/**
 * The teacher home at /user/profile (spec 2). A shell for now: it greets the tutor by the name
 * in the token's claims and lists what to do next; the dashboard's data arrives with the
 * teacher-profile, schedule and lesson-requests features.
 */
export function TeacherHomePage() {
  const { t } = useTranslation('home');
  const session = useSession();
  const firstName = session?.claims.firstName;
  const name = typeof firstName === 'string' && firstName.trim() !== '' ? firstName.trim() : null;

  return (
    <div className="teacher-home">
      <div className="teacher-home__intro">
        <h1>{name ? t('teacher.dashboard.greeting', { name }) : t('teacher.dashboard.greeting-anonymous')}</h1>
        <p>{t('teacher.dashboard.subtitle')}</p>
      </div>
      <section aria-labelledby="next-steps-title">
        <h2 id="next-steps-title" className="teacher-home__section-title">
          {t('teacher.next-steps.title')}
        </h2>
        <ol className="teacher-home__steps">
          {NEXT_STEPS.map(({ id, icon: Icon }, index) => (
            <Card as="li" key={id} className="teacher-step">
              <span className="teacher-step__icon" aria-hidden="true">
                <Icon size={24} />
              </span>
              <div>
                <h3>
                  <span className="visually-hidden">{index + 1}. </span>
                  {t(`teacher.next-steps.${id}.title`)}
                </h3>
                <p>{t(`teacher.next-steps.${id}.text`, { hours: LIMITS.teacherVerificationHours })}</p>
              </div>
            </Card>
          ))}
        </ol>
      </section>
    </div>
  );
}
