import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../shared/i18n/language';
import { useApiClient } from '../../app/api-context';
import { Select, Spinner } from '../../ui';
import { errorMessage, FormAlert } from '../../ui/form';
import { setLanguage, useAccountSettings, useStoreSettings } from './settings.queries';

const LANGUAGE_NAMES: Record<Language, string> = { uk: 'Українська', en: 'English' };

/** Account: the email signed in with, and the language of emails, SMS and notifications. */
export function AccountSection() {
  const { t } = useTranslation('settings');
  const client = useApiClient();
  const settings = useAccountSettings();
  const store = useStoreSettings();
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  if (settings.isPending) return <Spinner />;
  if (settings.isError) return <FormAlert message={errorMessage(t, settings.error)} />;

  async function change(language: Language) {
    setMessage(null);
    try {
      store(await setLanguage(client, language));
      setMessage({ text: t('account.language-saved'), tone: 'success' });
    } catch (error) {
      setMessage({ text: errorMessage(t, error), tone: 'error' });
    }
  }

  return (
    <div className="settings-section">
      <dl className="facts">
        <dt>{t('account.email')}</dt>
        <dd>{settings.data.email}</dd>
        <dt>{t('account.google')}</dt>
        <dd>{settings.data.googleLinked ? t('account.google-linked') : t('account.google-not-linked')}</dd>
      </dl>
      <Select
        label={t('account.language')}
        hint={t('account.language-hint')}
        value={settings.data.language}
        options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
        onChange={(event) => void change(event.target.value as Language)}
      />
      <FormAlert message={message?.text ?? null} tone={message?.tone} />
    </div>
  );
}
