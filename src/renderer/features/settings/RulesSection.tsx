import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../shared/constants';

const RULES = ['fee', 'requests', 'verification', 'visibility', 'conduct'] as const;

/** Rules: how the platform works for tutors and students (fees, limits and timings). */
export function RulesSection() {
  const { t } = useTranslation('settings');
  return (
    <div className="settings-section">
      <ol className="rules-list">
        {RULES.map((rule) => (
          <li key={rule}>
            <strong>{t(`rules.${rule}.title`)}</strong>
            <p>{t(`rules.${rule}.text`, { hours: LIMITS.teacherVerificationHours })}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
