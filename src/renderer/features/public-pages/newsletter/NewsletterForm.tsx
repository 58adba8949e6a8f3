import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../i18n';
import { Button, TextField, useToast } from '../../../ui';
import { useSubscribeToNews } from '../public-pages.queries';
import { applyServerErrors } from '../server-errors';
import './newsletter.css';

/*
 * One field, so no react-hook-form: the footer sits on every page, and the form library with zod
 * (about 40 KB gzipped, ~45 ms to evaluate on this project's test machine) would be parsed on
 * every first visit. The shared schema still decides what a valid address is; it is fetched when
 * the visitor first focuses the field and awaited on submit.
 */
const loadSchema = () =>
  import('../../../../shared/contracts/discovery/public-forms.schema').then((module) => module.NewsSubscriptionInput);

/**
 * The newsletter subscription of the footer. The server answers the same whether or not
 * the address was subscribed already, so the form cannot be used to test who is on the list.
 */
export function NewsletterForm() {
  const { t } = useTranslation('pages');
  const toast = useToast();
  const subscribe = useSubscribeToNews();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    setSubmitting(true);
    try {
      const schema = await loadSchema();
      const parsed = schema.safeParse({ email });
      if (!parsed.success) {
        setEmailError(parsed.error.issues[0]?.message ?? 'validation.invalid');
        return;
      }
      setEmailError(null);
      const result = await subscribe.mutateAsync(parsed.data);
      toast.show({ kind: 'success', message: result.message });
      setEmail('');
    } catch (error) {
      setFormError(
        applyServerErrors<{ email: string }>(
          error,
          ['email'],
          (_field, { message }) => setEmailError(message ?? null),
          t,
        ),
      );
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="newsletter__title">
        {t('newsletter.title')}
      </h2>
      <p className="newsletter__text">{t('newsletter.text')}</p>
      <form className="newsletter__form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          label={t('newsletter.email')}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="name@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onFocus={() => void loadSchema().catch(() => undefined)}
          error={emailError ? translateFieldError(t, emailError) : undefined}
        />
        <Button type="submit" disabled={submitting} className="newsletter__submit">
          {submitting ? t('newsletter.submitting') : t('newsletter.submit')}
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
