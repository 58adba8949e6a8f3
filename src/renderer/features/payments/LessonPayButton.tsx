import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/i18n/format-money';
import { isLanguage } from '../../../shared/i18n/language';
import { Button } from '../../ui';
import { errorMessage } from '../../ui/form';
import { goToPaymentPage, useLessonPayment, usePayLessonByCard, usePayLessonFromBalance } from './payments.queries';
import './payments.css';

/**
 * The student's pay buttons on a lesson (docs/payments/card-payments.md): from the balance or by card, the price
 * is held until the lesson is completed and released if it is cancelled in time. Once the lesson
 * has a live hold (paid either way) the buttons give way to what happened to the money.
 */
export function LessonPayButton({
  lessonId,
  priceMinor,
  currency,
}: {
  lessonId: string;
  priceMinor: number;
  currency: string;
}) {
  const { t, i18n } = useTranslation('payments');
  const language = isLanguage(i18n.language) ? i18n.language : 'uk';
  const current = useLessonPayment(lessonId);
  const byCard = usePayLessonByCard(lessonId);
  const fromBalance = usePayLessonFromBalance(lessonId);
  // One key per screen: a double click or a retry after a lost answer pays once.
  const [cardKey] = useState(() => crypto.randomUUID());
  const [balanceKey] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const hold = current.data?.hold;
  const payment = current.data?.payment;
  if (hold?.fundedBy === 'BALANCE') {
    return (
      <p className="lesson-pay__state" role="status">
        {t(`lesson.state-balance-${hold.status}`)}
      </p>
    );
  }
  if (payment && payment.status !== 'CREATED') {
    return (
      <p className="lesson-pay__state" role="status">
        {t(`lesson.state-${payment.status}`)}
      </p>
    );
  }
  const amount = formatMoney(priceMinor, language, currency);
  const busy = byCard.isPending || fromBalance.isPending || current.isPending;
  const onCard = async () => {
    setFailure(null);
    try {
      goToPaymentPage((await byCard.mutateAsync(cardKey)).pageUrl);
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  };
  const onBalance = async () => {
    setFailure(null);
    try {
      await fromBalance.mutateAsync(balanceKey);
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  };
  return (
    <div className="lesson-pay">
      <div className="lesson-pay__buttons">
        {/* The balance holds hryvnias only; a lesson priced otherwise is paid by card. */}
        {currency === 'UAH' ? (
          <Button onClick={onBalance} disabled={busy}>
            {t('lesson.pay-balance', { amount })}
          </Button>
        ) : null}
        <Button variant={currency === 'UAH' ? 'secondary' : 'primary'} onClick={onCard} disabled={busy}>
          {t('lesson.pay-card', { amount })}
        </Button>
      </div>
      <p className="lesson-pay__hint">{t('lesson.hold-hint')}</p>
      {failure ? <p role="alert">{failure}</p> : null}
    </div>
  );
}
