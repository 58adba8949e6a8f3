import { REGISTRATION_STEPS, type RegistrationStep } from './account-enums';

/*
 * Registration steps PROFILE_INFO → PHONE_NUMBER → SKILLS → COMPLETE, resumable: the
 * stored step is where the user continues, the client's route guard sends them there, and the
 * server refuses a step ahead of it. Saving an earlier step again (editing) never moves back.
 */

const indexOf = (step: RegistrationStep) => REGISTRATION_STEPS.indexOf(step);

/** True when the user may save `step` now (it is the current step or one already done). */
export function isStepReachable(current: RegistrationStep, step: RegistrationStep): boolean {
  return indexOf(step) <= indexOf(current);
}

/** The step to store after `completed` was saved by a user who was on `current`. */
export function stepAfter(current: RegistrationStep, completed: RegistrationStep): RegistrationStep {
  const next = REGISTRATION_STEPS[Math.min(indexOf(completed) + 1, REGISTRATION_STEPS.length - 1)]!;
  return indexOf(next) > indexOf(current) ? next : current;
}
