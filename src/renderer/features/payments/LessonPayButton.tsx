import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/i18n/format-money';
import { isLanguage } from '../../../shared/i18n/language';
import { Button } from '../../ui';
import { errorMessage } from '../auth/form-errors';
import { goToPaymentPage, useLessonPayment, usePayLessonByCard } from './payments.queries';
import './payments.css';

/**
 * The student's pay button on a lesson (issue 26 item 3): the price is held on the card until the
 * lesson is completed, released if it is cancelled in time. Shows the payment's state once made.
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
  const pay = usePayLessonByCard(lessonId);
  const [key] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const payment = current.data?.payment;
  if (payment && payment.status !== 'CREATED') {
    return <p className="lesson-pay__state">{t(`lesson.state-${payment.status}`)}</p>;
  }
  const onPay = async () => {
    setFailure(null);
    try {
      goToPaymentPage((await pay.mutateAsync(key)).pageUrl);
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  };
  return (
    <div className="lesson-pay">
      <Button onClick={onPay} disabled={pay.isPending || current.isPending}>
        {t('lesson.pay-card', { amount: formatMoney(priceMinor, language, currency) })}
      </Button>
      <p className="lesson-pay__hint">{t('lesson.hold-hint')}</p>
      {failure ? <p role="alert">{failure}</p> : null}
    </div>
  );
}
