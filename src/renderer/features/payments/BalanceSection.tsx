import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui';
import { PaymentsTable } from './PaymentsTable';
import { usePayments } from './payments.queries';
import { TopUpForm } from './TopUpForm';
import './payments.css';

/** Settings → balance (spec 2): top up by card and the card transactions. */
export function BalanceSection() {
  const { t } = useTranslation('payments');
  const payments = usePayments();
  return (
    <div className="settings-section payments-section">
      <TopUpForm />
      {payments.isPending ? (
        <Spinner label={t('table.loading')} />
      ) : payments.isError ? (
        <p role="alert">{t('table.failed')}</p>
      ) : (
        <PaymentsTable items={payments.data.items} />
      )}
    </div>
  );
}
