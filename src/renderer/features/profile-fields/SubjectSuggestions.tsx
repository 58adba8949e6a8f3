import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubjectSuggestionInput } from '../../../shared/contracts/accounts';
import { isApiError } from '../../api';
import { Button, TextField } from '../../ui';
import { errorMessage, fieldText } from '../../ui/form';
import { useSubjectSuggestions, useSuggestSubject } from './subject-suggestions.queries';
import './subject-suggestions.css';

/**
 * "Did not find your subject?" under a tutor's subject picker: the tutor names
 * it, it is stored for the admins, and the list of what they suggested stays in view. A group of
 * controls rather than a form: it sits inside the skills form, and Enter in its field suggests
 * instead of submitting that form.
 */
export function SubjectSuggestions() {
  const { t } = useTranslation('registration');
  const headingId = useId();
  const own = useSubjectSuggestions();
  const suggest = useSuggestSubject();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);

  function send() {
    setSent(null);
    const parsed = SubjectSuggestionInput.safeParse({ name });
    if (!parsed.success) {
      setError(fieldText(t, parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    suggest.mutate(parsed.data, {
      onSuccess: () => {
        setSent(parsed.data.name.trim());
        setName('');
      },
      onError: (failure) =>
        setError(
          isApiError(failure) && failure.details?.fields?.name
            ? fieldText(t, failure.details.fields.name)
            : errorMessage(t, failure),
        ),
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    send();
  }

  const items = own.data?.items ?? [];
  return (
    <section className="subject-suggestions" aria-labelledby={headingId}>
      <h3 id={headingId} className="subject-suggestions__title">
        {t('suggest.title')}
      </h3>
      <p className="subject-suggestions__lead">{t('suggest.lead')}</p>
      <div className="subject-suggestions__row">
        <TextField
          label={t('suggest.name')}
          value={name}
          maxLength={100}
          error={error}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="secondary" onClick={send} disabled={suggest.isPending}>
          {t('suggest.send')}
        </Button>
      </div>
      <p role="status" className="subject-suggestions__status">
        {sent ? t('suggest.sent', { name: sent }) : ''}
      </p>
      {items.length > 0 ? (
        <div>
          <p className="subject-suggestions__lead">{t('suggest.yours')}</p>
          <ul className="subject-suggestions__list">
            {items.map((item) => (
              <li key={item.id}>{item.name}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
