import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CreateTopUpInput, TOP_UP_MAX_MINOR, TOP_UP_MIN_MINOR } from '../../../shared/contracts/payments';
import { formatMoney, parseMoneyInput } from '../../../shared/i18n/format-money';
import { isLanguage } from '../../../shared/i18n/language';
import { Button, TextField } from '../../ui';
import { errorMessage, fieldText, FormAlert } from '../../ui/form';
import { goToPaymentPage, useStartTopUp } from './payments.queries';

/**
 * The amount a link asks for (`?amount=` in kopiykas: the negative-balance banner's debt) as the
 * field's text in hryvnias, within the top-up limits; empty without one.
 */
export function requestedAmountText(requested: string | null, language: 'uk' | 'en'): string {
  const minor = Number(requested);
  if (!requested || !Number.isInteger(minor) || minor <= 0) return '';
  const clamped = Math.min(TOP_UP_MAX_MINOR, Math.max(TOP_UP_MIN_MINOR, minor));
  const text = clamped % 100 === 0 ? String(clamped / 100) : (clamped / 100).toFixed(2);
  return language === 'uk' ? text.replace('.', ',') : text;
}

/**
 * Top up the balance by card: the amount in hryvnias, then the acquirer's page. The
 * idempotency key is made once per form, so a double click or a retry makes one invoice.
 */
export function TopUpForm() {
  const { t, i18n } = useTranslation('payments');
  const language = isLanguage(i18n.language) ? i18n.language : 'uk';
  const start = useStartTopUp();
  const [params] = useSearchParams();
  const requested = requestedAmountText(params.get('amount'), language);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<CreateTopUpInput>({
    resolver: zodResolver(CreateTopUpInput),
    defaultValues: {
      idempotencyKey: crypto.randomUUID(),
      // A default is the field's text: react-hook-form passes it through setValueAs below.
      ...(requested ? { amountMinor: requested as unknown as number } : {}),
    },
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
