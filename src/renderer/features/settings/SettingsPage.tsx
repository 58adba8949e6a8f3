import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../app/session/use-session';
import { Card } from '../../ui';
import { Tabs } from '../../ui/Tabs';
import { AccountSection } from './AccountSection';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccountForm } from './DeleteAccountForm';
import { NotificationsSection } from './NotificationsSection';
import { RulesSection } from './RulesSection';
import { BalanceSection } from '../payments';
import { TeacherTermsSection } from './TeacherTermsSection';
import './settings.css';

/** /settings?section=…: account, security, notifications, balance, lessons and price (teachers), rules. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const teacher = session?.role === 'ROLE_TEACHER';
  const items = [
    { id: 'account', label: t('tabs.account'), content: <AccountSection /> },
    {
      id: 'security',
      label: t('tabs.security'),
      content: (
        <div className="settings-section">
          <ChangePasswordForm />
          <DeleteAccountForm />
        </div>
      ),
    },
    { id: 'notifications', label: t('tabs.notifications'), content: <NotificationsSection /> },
    // Balance with transactions; top-ups by card.
    { id: 'balance', label: t('tabs.balance'), content: <BalanceSection /> },
    ...(teacher
      ? [
          { id: 'lessons', label: t('tabs.lessons'), content: <TeacherTermsSection part="lessons" /> },
          { id: 'price', label: t('tabs.price'), content: <TeacherTermsSection part="price" /> },
        ]
      : []),
    { id: 'rules', label: t('tabs.rules'), content: <RulesSection /> },
  ];
  const requested = params.get('section');
  const selectedId = items.some((item) => item.id === requested) ? requested! : 'account';

  return (
    <div className="settings-page">
      <h1 className="settings-page__title">{t('page.title')}</h1>
      <Card>
        <Tabs
          label={t('page.tabs-label')}
          items={items}
          selectedId={selectedId}
          onSelect={(id) => setParams({ section: id }, { replace: true })}
        />
      </Card>
    </div>
  );
}
