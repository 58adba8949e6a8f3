import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { addressInLanguage } from '../../../shared/contracts/discovery/paths';
import { LANGUAGES, type Language } from '../../../shared/i18n/language';
import { changeLanguage, currentLanguage } from '../../i18n';
import { useToast } from '../../ui';

/*
 * Two toggle buttons rather than a menu: one click, both options always visible. Each option is
 * named in its own language (the convention for language pickers), so a user who cannot read
 * the current one still finds theirs. The name starts with the short label the button shows
 * (WCAG 2.5.3, label in name): a voice-control user says "click ENG" and it is found.
 */

const OPTIONS: Record<Language, { short: string; name: string }> = {
  uk: { short: 'УКР', name: 'Українська' },
  en: { short: 'ENG', name: 'English' },
};

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('app');
  const toast = useToast();
  const active = currentLanguage(i18n);
  const location = useLocation();
  const navigate = useNavigate();

  async function choose(language: Language) {
    if (language === active) return;
    await changeLanguage(i18n, language);
    // An address with a language of its own (a landing) goes to its twin in the chosen one, or
    // the next load of the address would show the other language again.
    const twin = addressInLanguage(location.pathname, language);
    if (twin !== null && twin !== location.pathname)
      void navigate({ pathname: twin, search: location.search, hash: location.hash });
    // Confirms the switch in the new language, read out by screen readers (role="status").
    toast.show({ kind: 'success', message: i18n.t('app:shell.language.changed') });
  }

  return (
    <div className="language-switcher" role="group" aria-label={t('shell.language.label')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-switcher__option"
          aria-pressed={language === active}
          aria-label={`${OPTIONS[language].short}, ${OPTIONS[language].name}`}
          onClick={() => void choose(language)}
        >
          {OPTIONS[language].short}
        </button>
      ))}
    </div>
  );
}
