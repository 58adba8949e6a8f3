import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_PURPOSES,
  PAYMENT_TRANSACTION_STATUSES,
  type Payment,
  type PaymentPurpose,
  type PaymentTransactionStatus,
} from '../../../shared/contracts/payments';
import { formatMoney } from '../../../shared/i18n/format-money';
import { isLanguage } from '../../../shared/i18n/language';
import { Button, EmptyState, Select } from '../../ui';
import { downloadCsv, paymentsCsv } from './payments-csv';

/** The user's card transactions with filters by type and status, and a CSV of what is shown. */
export function PaymentsTable({ items }: { items: Payment[] }) {
  const { t, i18n } = useTranslation('payments');
  const language = isLanguage(i18n.language) ? i18n.language : 'uk';
  const [purpose, setPurpose] = useState<PaymentPurpose | ''>('');
  const [status, setStatus] = useState<PaymentTransactionStatus | ''>('');
  const shown = useMemo(
    () => items.filter((p) => (!purpose || p.purpose === purpose) && (!status || p.transactionStatus === status)),
    [items, purpose, status],
  );
  const date = new Intl.DateTimeFormat(language === 'uk' ? 'uk-UA' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  const exportCsv = () =>
    downloadCsv(
      'transactions.csv',
      paymentsCsv(shown, [
        t('table.date'),
        t('table.type'),
        t('table.amount'),
        t('table.currency'),
        t('table.payment-status'),
        t('table.status'),
      ]),
    );

  return (
    <section className="payments-table" aria-labelledby="transactions-title">
      <div className="payments-table__head">
        <h3 id="transactions-title" className="payments-form__title">
          {t('table.title')}
        </h3>
        <Button variant="secondary" onClick={exportCsv} disabled={shown.length === 0}>
          {t('table.export')}
        </Button>
      </div>
      <div className="payments-table__filters">
        <Select
          label={t('table.filter-type')}
          value={purpose}
          onChange={(event) => setPurpose(event.target.value as PaymentPurpose | '')}
          options={[
            { value: '', label: t('table.all') },
            ...PAYMENT_PURPOSES.map((value) => ({ value, label: t(`purpose.${value}`) })),
          ]}
        />
        <Select
          label={t('table.filter-status')}
          value={status}
          onChange={(event) => setStatus(event.target.value as PaymentTransactionStatus | '')}
          options={[
            { value: '', label: t('table.all') },
            ...PAYMENT_TRANSACTION_STATUSES.map((value) => ({ value, label: t(`transaction-status.${value}`) })),
          ]}
        />
      </div>
      {shown.length === 0 ? (
        <EmptyState title={t('table.empty')} />
      ) : (
        <div className="payments-table__scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('table.date')}</th>
                <th scope="col">{t('table.type')}</th>
                <th scope="col" className="payments-table__amount">
                  {t('table.amount')}
                </th>
                <th scope="col">{t('table.status')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((p) => (
                <tr key={p.id}>
                  <td>{date.format(new Date(p.createdAt))}</td>
                  <td>{t(`purpose.${p.purpose}`)}</td>
                  <td className="payments-table__amount">{formatMoney(p.amountMinor, language, p.currency)}</td>
                  <td>
                    <span className={`payments-status payments-status--${p.transactionStatus.toLowerCase()}`}>
                      {t(`transaction-status.${p.transactionStatus}`)}
                    </span>
                    {p.purpose === 'LESSON' ? ` · ${t(`payment-status.${p.status}`)}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
