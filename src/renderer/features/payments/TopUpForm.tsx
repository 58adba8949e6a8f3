import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CreateTopUpInput, TOP_UP_MAX_MINOR, TOP_UP_MIN_MINOR } from '../../../shared/contracts/payments';
import { formatMoney, parseMoneyInput } from '../../../shared/i18n/format-money';
import { isLanguage } from '../../../shared/i18n/language';
import { Button, TextField } from '../../ui';
import { errorMessage, fieldText } from '../auth/form-errors';
import { FormAlert } from '../auth/FormAlert';
import { goToPaymentPage, useStartTopUp } from './payments.queries';

/**
 * Top up the balance by card (spec 1): the amount in hryvnias, then the acquirer's page. The
 * idempotency key is made once per form, so a double click or a retry makes one invoice.
 */
export function TopUpForm() {
  const { t, i18n } = useTranslation('payments');
  const language = isLanguage(i18n.language) ? i18n.language : 'uk';
  const start = useStartTopUp();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<CreateTopUpInput>({
    resolver: zodResolver(CreateTopUpInput),
    defaultValues: { idempotencyKey: crypto.randomUUID() },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const started = await start.mutateAsync(values);
      goToPaymentPage(started.pageUrl);
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  });
  return (
    <form className="payments-form" onSubmit={onSubmit} noValidate aria-labelledby="top-up-title">
      <h3 id="top-up-title" className="payments-form__title">
        {t('top-up.title')}
      </h3>
      <FormAlert message={failure} tone="error" />
      <TextField
        label={t('top-up.amount')}
        hint={t('top-up.amount-hint', {
          min: formatMoney(TOP_UP_MIN_MINOR, language),
          max: formatMoney(TOP_UP_MAX_MINOR, language),
        })}
        inputMode="decimal"
        required
        error={fieldText(t, formState.errors.amountMinor?.message)}
        {...register('amountMinor', { setValueAs: (value: string) => parseMoneyInput(String(value ?? '')) })}
      />
      <Button type="submit" disabled={formState.isSubmitting}>
        {t('top-up.submit')}
      </Button>
    </form>
  );
}
