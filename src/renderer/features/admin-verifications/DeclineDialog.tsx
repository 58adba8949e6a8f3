import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DeclineVerificationInput } from '../../../shared/contracts/accounts';
import { useApiClient } from '../../app/api-context';
import { Button, Select } from '../../ui';
import { Dialog } from '../../ui/Dialog';
import { applyFieldErrors, errorMessage, fieldText, FormAlert, TextAreaField } from '../../ui/form';
import { decline } from './verifications.queries';

export interface DeclineDialogProps {
  teacher: { userId: string; name: string } | null;
  onClose: () => void;
  onDeclined: () => void;
}

/** Declines with a reason the teacher will read: failed, or more information needed. */
export function DeclineDialog({ teacher, onClose, onDeclined }: DeclineDialogProps) {
  const { t } = useTranslation('admin');
  const client = useApiClient();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    reset,
    watch,
    formState,
  } = useForm<DeclineVerificationInput>({
    resolver: zodResolver(DeclineVerificationInput),
    defaultValues: { reason: '', status: 'FAILED' },
  });

  const close = () => {
    reset();
    setError(null);
    onClose();
  };
  const onSubmit = handleSubmit(async (values) => {
    if (!teacher) return;
    try {
      await decline(client, teacher.userId, values);
      reset();
      onDeclined();
    } catch (caught) {
      applyFieldErrors(caught, setFieldError, ['reason', 'status']);
      setError(errorMessage(t, caught));
    }
  });

  return (
    <Dialog open={teacher !== null} onClose={close} title={t('decline.title', { name: teacher?.name ?? '' })}>
      <form className="admin-verifications__form" onSubmit={onSubmit} noValidate>
        <FormAlert message={error} />
        <Select
          label={t('decline.status')}
          options={(['FAILED', 'MISSING_INFO'] as const).map((s) => ({ value: s, label: t(`decline.status-${s}`) }))}
          {...register('status')}
        />
        <TextAreaField
          label={t('decline.reason')}
          required
          rows={4}
          maxChars={1000}
          length={(watch('reason') ?? '').length}
          error={fieldText(t, formState.errors.reason?.message)}
          {...register('reason')}
        />
        <div className="form-actions">
          <Button type="submit" variant="danger" disabled={formState.isSubmitting}>
            {t('decline.submit')}
          </Button>
          <Button variant="ghost" onClick={close}>
            {t('decline.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
