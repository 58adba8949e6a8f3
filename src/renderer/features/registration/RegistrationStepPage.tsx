import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { isStepReachable, type Profile } from '../../../shared/contracts/accounts';
import { homePathFor, PATHS } from '../../app/paths';
import { useSession } from '../../app/session/use-session';
import { Card, Spinner } from '../../ui';
import { profileKeys } from '../profile';
import { PhoneStep } from './PhoneStep';
import { ProfileInfoStep } from './ProfileInfoStep';
import { stepFromSlug, stepPath, useProfile, useStoreProfile } from './registration.queries';
import { SkillsStep } from './SkillsStep';
import { StepProgress } from './StepProgress';
import './registration.css';

/**
 * /registration/:step (registration steps: profile info, phone number, skills). A step
 * ahead of the stored one redirects back to it; earlier steps can be revisited and saved again.
 */
export function RegistrationStepPage() {
  const { t } = useTranslation('registration');
  const { step: slug } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const storeProfile = useStoreProfile();
  const queryClient = useQueryClient();
  const profile = useProfile(Boolean(session));
  const step = stepFromSlug(slug);

  if (!session) return <Navigate to={PATHS.login} replace />;
  if (profile.isPending) return <Spinner size="lg" />;
  if (profile.isError) return <Card role="alert">{t('guard.load-failed')}</Card>;
  const reached = profile.data.registrationStep;
  if (!step) return <Navigate to={PATHS.registration} replace />;
  if (!isStepReachable(reached, step)) {
    return <Navigate to={reached === 'COMPLETE' ? PATHS.registration : stepPath(reached)} replace />;
  }

  const onDone = (saved: Profile) => {
    storeProfile(saved);
    // The full profiles now differ from what was read: a revisited step or the editor reads them again.
    queryClient.removeQueries({ queryKey: profileKeys.teacher });
    queryClient.removeQueries({ queryKey: profileKeys.student });
    const next = saved.registrationStep === 'COMPLETE' || step === 'SKILLS' ? null : saved.registrationStep;
    if (next && next !== step) navigate(stepPath(next));
    else if (!next) navigate(saved.role === 'ROLE_TEACHER' ? PATHS.profileEdit : homePathFor(saved.role));
  };

  const role = profile.data.role;
  return (
    <Card as="section" className="registration-page" aria-labelledby="registration-title">
      <StepProgress current={step} reached={reached} />
      <h1 id="registration-title" className="registration-page__title">
        {t(`steps.${step}.title`)}
      </h1>
      <p className="registration-page__caption">
        {t(`steps.${step}.caption-${role === 'ROLE_TEACHER' ? 'teacher' : 'student'}`)}
      </p>
      {step === 'PROFILE_INFO' ? <ProfileInfoStep profile={profile.data} onDone={onDone} /> : null}
      {step === 'PHONE_NUMBER' ? <PhoneStep profile={profile.data} onDone={onDone} /> : null}
      {step === 'SKILLS' ? <SkillsStep profile={profile.data} onDone={onDone} /> : null}
    </Card>
  );
}
