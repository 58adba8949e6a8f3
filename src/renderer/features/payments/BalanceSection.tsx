import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/i18n/format-money';
import { isLanguage } from '../../../shared/i18n/language';
import { Spinner } from '../../ui';
import { PaymentsTable } from './PaymentsTable';
import { useBalance } from './payments.queries';
import { TopUpForm } from './TopUpForm';
import './payments.css';

/** Settings → balance: the balance, a card top-up and the transactions. */
export function BalanceSection() {
  const { t, i18n } = useTranslation('payments');
  const language = isLanguage(i18n.language) ? i18n.language : 'uk';
  const balance = useBalance();
  return (
    <div className="settings-section payments-section">
      <section aria-labelledby="balance-title" className="payments-balance">
        <h3 id="balance-title" className="payments-form__title">
          {t('balance.title')}
        </h3>
        {balance.data ? (
          <>
            <p
              className={`payments-balance__amount${balance.data.availableMinor < 0 ? ' payments-balance__amount--negative' : ''}`}
            >
              {formatMoney(balance.data.availableMinor, language, balance.data.currency)}
            </p>
            {balance.data.heldMinor > 0 ? (
              <p className="payments-balance__held">
                {t('balance.held', { amount: formatMoney(balance.data.heldMinor, language, balance.data.currency) })}
              </p>
            ) : null}
            {balance.data.availableMinor < 0 ? <p role="alert">{t('balance.negative')}</p> : null}
          </>
        ) : balance.isError ? (
          <p role="alert">{t('table.failed')}</p>
        ) : (
          <Spinner label={t('table.loading')} />
        )}
      </section>
      <TopUpForm />
      <PaymentsTable />
    </div>
  );
}
