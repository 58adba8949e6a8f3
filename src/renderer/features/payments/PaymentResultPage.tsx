import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { formatMoney } from '../../../shared/i18n/format-money';
import { isLanguage } from '../../../shared/i18n/language';
import { PATHS } from '../../app';
import { buttonClassName, Card, Spinner } from '../../ui';
import { isPending, usePayment } from './payments.queries';
import './payments.css';

/**
 * /payments/:paymentId/result (the transaction result page): where the acquirer sends the
 * payer back. The webhook may still be on its way, so a pending payment is asked again until
 * the acquirer has answered.
 */
export function PaymentResultPage() {
  const { paymentId = '' } = useParams();
  const { t, i18n } = useTranslation('payments');
  const language = isLanguage(i18n.language) ? i18n.language : 'uk';
  const payment = usePayment(paymentId);
  const p = payment.data;
  const outcome = !p
    ? null
    : isPending(p)
      ? 'pending'
      : p.transactionStatus === 'SUCCESS' && p.status !== 'CANCELED'
        ? 'success'
        : 'failure';

  return (
    <div className="payments-result">
      <Card>
        {payment.isError ? (
          <p role="alert">{t('result.not-found')}</p>
        ) : !p || outcome === 'pending' ? (
          <div role="status" aria-live="polite">
            <h1 className="payments-result__title">{t('result.pending-title')}</h1>
            <Spinner label={t('result.pending-text')} />
            <p>{t('result.pending-text')}</p>
          </div>
        ) : (
          <div role="status" aria-live="polite">
            <h1 className={`payments-result__title payments-result__title--${outcome}`}>
              {t(outcome === 'success' ? `result.success-${p.purpose}` : 'result.failure-title')}
            </h1>
            <p className="payments-result__amount">{formatMoney(p.amountMinor, language, p.currency)}</p>
            {outcome === 'failure' ? <p>{t('result.failure-text')}</p> : null}
            {outcome === 'success' && p.status === 'AUTHORIZED' ? <p>{t('result.held-text')}</p> : null}
          </div>
        )}
        <div className="payments-result__actions">
          <Link className={buttonClassName('primary')} to={`${PATHS.settings}?section=balance`}>
            {t('result.to-balance')}
          </Link>
        </div>
      </Card>
    </div>
  );
}
