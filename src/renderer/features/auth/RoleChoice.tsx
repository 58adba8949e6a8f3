import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SIGN_UP_ROLES } from '../../../shared/contracts/accounts';
import { CapIcon, UserIcon } from '../../ui';

/** "Who are you?": student or tutor as two large radio cards. */
export function RoleChoice({ field, error }: { field: UseFormRegisterReturn<'role'>; error?: string }) {
  const { t } = useTranslation('auth');
  return (
    <fieldset className="role-choice" aria-describedby={error ? 'role-error' : undefined}>
      <legend className="field__label">{t('register.form.role')}</legend>
      <div className="role-choice__options">
        {SIGN_UP_ROLES.map((role) => {
          const Icon = role === 'ROLE_TEACHER' ? CapIcon : UserIcon;
          return (
            <label key={role} className="role-choice__option">
              <input type="radio" value={role} className="role-choice__input" {...field} />
              <span className="role-choice__icon" aria-hidden="true">
                <Icon size={24} />
              </span>
              <span className="role-choice__text">
                <span className="role-choice__title">{t(`register.role.${role}.title`)}</span>
                <span className="role-choice__caption">{t(`register.role.${role}.caption`)}</span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id="role-error" className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
