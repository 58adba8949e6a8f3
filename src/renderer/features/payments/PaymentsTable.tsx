import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_PURPOSES, TRANSACTION_STATUSES } from '../../../shared/contracts/ledger';
import { formatMoney } from '../../../shared/i18n/format-money';
import { isLanguage } from '../../../shared/i18n/language';
import { Button, EmptyState, Select, Spinner } from '../../ui';
import { downloadCsv, transactionsCsv } from './payments-csv';
import { useBalanceTransactions, type TransactionFilters } from './payments.queries';

/** "Balance with transactions": the user's ledger rows, filtered, and a CSV of them. */
export function PaymentsTable() {
  const { t, i18n } = useTranslation('payments');
  const language = isLanguage(i18n.language) ? i18n.language : 'uk';
  const [filters, setFilters] = useState<TransactionFilters>({});
  const rows = useBalanceTransactions(filters);
  const shown = rows.data?.items ?? [];
  const date = new Intl.DateTimeFormat(language === 'uk' ? 'uk-UA' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const exportCsv = () =>
    downloadCsv(
      'transactions.csv',
      transactionsCsv(shown, [
        t('table.date'),
        t('table.type'),
        t('table.method'),
        t('table.amount'),
        t('table.currency'),
        t('table.status'),
        t('table.reason'),
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
          value={filters.purpose ?? ''}
          onChange={(event) =>
            setFilters((f) => ({
              ...f,
              purpose: (event.target.value || undefined) as TransactionFilters['purpose'],
            }))
          }
          options={[
            { value: '', label: t('table.all') },
            ...TRANSACTION_PURPOSES.map((value) => ({ value, label: t(`purpose.${value}`) })),
          ]}
        />
        <Select
          label={t('table.filter-status')}
          value={filters.status ?? ''}
          onChange={(event) =>
            setFilters((f) => ({
              ...f,
              status: (event.target.value || undefined) as TransactionFilters['status'],
            }))
          }
          options={[
            { value: '', label: t('table.all') },
            ...TRANSACTION_STATUSES.map((value) => ({ value, label: t(`transaction-status.${value}`) })),
          ]}
        />
      </div>
      {rows.isPending ? (
        <Spinner label={t('table.loading')} />
      ) : rows.isError ? (
        <p role="alert">{t('table.failed')}</p>
      ) : shown.length === 0 ? (
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
              {shown.map((r) => (
                <tr key={r.id}>
                  <td>{date.format(new Date(r.createdAt))}</td>
                  <td>
                    {t(`purpose.${r.purpose}`)}
                    <span className="payments-table__method"> · {t(`method.${r.method}`)}</span>
                  </td>
                  <td className={`payments-table__amount payments-table__amount--${r.direction.toLowerCase()}`}>
                    {formatMoney(r.direction === 'OUTGOING' ? -r.amountMinor : r.amountMinor, language, r.currency)}
                  </td>
                  <td>
                    <span className={`payments-status payments-status--${r.status.toLowerCase()}`}>
                      {t(`transaction-status.${r.status}`)}
                    </span>
                    {r.paymentStatus ? ` · ${t(`payment-status.${r.paymentStatus}`)}` : ''}
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
