import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NewsSubscriptionInput } from '../../../../shared/contracts/discovery/public-forms.schema';
import { translateFieldError } from '../../../i18n';
import { Button, TextField, useToast } from '../../../ui';
import { useSubscribeToNews } from '../public-pages.queries';
import { applyServerErrors } from '../server-errors';
import './newsletter.css';

/*
 * react-hook-form and zod weigh about 40 KB gzipped; the footer loads this form only when it
 * comes near the viewport, so the first page does not carry them.
 */

/**
 * The newsletter subscription of the footer. The server answers the same whether or not
 * the address was subscribed already, so the form cannot be used to test who is on the list.
 */
export function NewsletterForm() {
  const { t } = useTranslation('pages');
  const toast = useToast();
  const subscribe = useSubscribeToNews();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewsSubscriptionInput>({ resolver: zodResolver(NewsSubscriptionInput), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await subscribe.mutateAsync(values);
      toast.show({ kind: 'success', message: result.message });
      reset({ email: '' });
    } catch (error) {
      setFormError(applyServerErrors(error, ['email'], setError, t));
    }
  });

  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="newsletter__title">
        {t('newsletter.title')}
      </h2>
      <p className="newsletter__text">{t('newsletter.text')}</p>
      <form className="newsletter__form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('newsletter.email')}
          type="email"
          autoComplete="email"
          placeholder="name@example.com"
          error={errors.email?.message ? translateFieldError(t, errors.email.message) : undefined}
          {...register('email')}
        />
        <Button type="submit" disabled={isSubmitting} className="newsletter__submit">
          {isSubmitting ? t('newsletter.submitting') : t('newsletter.submit')}
        </Button>
      </form>
      {formError ? (
        <p className="newsletter__error" role="alert">
          {formError}
        </p>
      ) : null}
    </section>
  );
}
