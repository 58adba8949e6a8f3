import { useTranslation } from 'react-i18next';
import { REGISTRATION_STEPS, type RegistrationStep } from '../../../shared/contracts/accounts';
import { CheckIcon } from '../../ui';

const SHOWN = REGISTRATION_STEPS.filter((step) => step !== 'COMPLETE');

/** The three registration steps with the current one marked (aria-current="step"). */
export function StepProgress({ current, reached }: { current: RegistrationStep; reached: RegistrationStep }) {
  const { t } = useTranslation('registration');
  const reachedIndex = REGISTRATION_STEPS.indexOf(reached);
  return (
    <ol className="step-progress" aria-label={t('progress.label')}>
      {SHOWN.map((step, index) => {
        const done = index < reachedIndex && step !== current;
        return (
          <li
            key={step}
            className={['step-progress__item', step === current ? 'is-current' : '', done ? 'is-done' : ''].join(' ')}
            aria-current={step === current ? 'step' : undefined}
          >
            <span className="step-progress__dot" aria-hidden="true">
              {done ? <CheckIcon size={14} /> : index + 1}
            </span>
            <span className="step-progress__label">{t(`steps.${step}.short`)}</span>
          </li>
        );
      })}
    </ol>
  );
}
