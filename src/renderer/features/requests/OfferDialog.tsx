import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OfferBody } from '../../../shared/contracts/requests';
import { translateFieldError } from '../../i18n/field-error';
import { Button, TextField } from '../../ui';
import { Dialog } from '../../ui/Dialog';
import { TextAreaField } from '../../ui/form';
import { zodFieldErrors } from './form-fields';

interface OfferDialogProps {
  subject: string;
  pending: boolean;
  onClose: () => void;
  onSubmit: (body: OfferBody) => void;
}

/** A tutor's offer on a public request: a message and, optionally, a price per lesson (UAH). */
export function OfferDialog({ subject, pending, onClose, onSubmit }: OfferDialogProps) {
  const { t } = useTranslation('requests');
  const [message, setMessage] = useState('');
  const [price, setPrice] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit() {
    const body: OfferBody = {
      message,
      priceMinor: price.trim() === '' ? undefined : Math.round(Number(price) * 100),
    };
    const parsed = OfferBody.safeParse(body);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    onSubmit(body);
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('offer.title', { subject })}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('offer.cancel')}
          </Button>
          <Button onClick={submit} disabled={pending}>
            {t('offer.submit')}
          </Button>
        </>
      }
    >
      <div className="offer-form">
        <TextAreaField
          label={t('offer.message')}
          value={message}
          rows={4}
          maxLength={2000}
          onChange={(event) => setMessage(event.target.value)}
          error={errors.message ? translateFieldError(t, errors.message) : undefined}
          required
        />
        <TextField
          type="number"
          inputMode="decimal"
          min={0}
          label={t('offer.price')}
          hint={t('offer.price-hint')}
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          error={errors.priceMinor ? translateFieldError(t, errors.priceMinor) : undefined}
        />
      </div>
    </Dialog>
  );
}
