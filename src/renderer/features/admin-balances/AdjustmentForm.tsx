import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AdjustmentInput } from '../../../shared/contracts/ledger';
import { useApiClient } from '../../app/api-context';
import { Button, TextField } from '../../ui';
import { applyFieldErrors, errorMessage, fieldText, FormAlert } from '../../ui/form';
import { adminBalanceKeys, postAdjustment } from './admin-balances.queries';

/**
 * A manual adjustment: signed kopiykas and a reason the server keeps with the
 * administrator's id. A new client key per submitted form, so a retried request posts once.
 */
export function AdjustmentForm({ userId }: { userId: string }) {
  const { t } = useTranslation('admin');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AdjustmentInput>({
    resolver: zodResolver(AdjustmentInput),
    defaultValues: { reason: '', idempotencyKey: crypto.randomUUID() },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const view = await postAdjustment(client, userId, values);
      queryClient.setQueryData(adminBalanceKeys.user(userId), view);
      reset({ reason: '', idempotencyKey: crypto.randomUUID() });
    } catch (error) {
      applyFieldErrors(error, setError, ['amountMinor', 'reason']);
      setFormError(errorMessage(t, error));
    }
  });

  return (
    <form className="admin-balances__form" onSubmit={onSubmit} noValidate aria-labelledby="adjustment-title">
      <h2 id="adjustment-title">{t('balances.adjust.title')}</h2>
      <FormAlert message={formError} />
      <TextField
        label={t('balances.adjust.amount')}
        hint={t('balances.adjust.amount-hint')}
        inputMode="numeric"
        error={fieldText(t, errors.amountMinor?.message)}
        {...register('amountMinor', { valueAsNumber: true })}
      />
      <TextField
        label={t('balances.adjust.reason')}
        maxLength={500}
        error={fieldText(t, errors.reason?.message)}
        {...register('reason')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {t('balances.adjust.submit')}
      </Button>
    </form>
  );
}
