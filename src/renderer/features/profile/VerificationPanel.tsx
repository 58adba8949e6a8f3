import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../shared/constants';
import type { VerificationState } from '../../../shared/contracts/accounts';
import { useApiClient } from '../../app/api-context';
import { Button, Card, Spinner } from '../../ui';
import { errorMessage, fieldText, FormAlert } from '../../ui/form';
import { submitVerification, useStoreVerification, useVerification } from './profile.queries';
import { NegativeBalanceBanner } from '../balance';
import { SearchVisibilitySwitch } from './SearchVisibilitySwitch';

const CAN_SUBMIT: readonly VerificationState['status'][] = ['NOT_DONE', 'FAILED', 'MISSING_INFO'];

/** The teacher submits the profile and follows its status, which decides search visibility. */
export function VerificationPanel() {
  const { t } = useTranslation('profile');
  const client = useApiClient();
  const verification = useVerification();
  const store = useStoreVerification();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (verification.isPending) return <Spinner />;
  if (verification.isError) return <FormAlert message={errorMessage(t, verification.error)} />;
  const state = verification.data;
  const missing = Object.entries(state.missingFields);

  async function submit() {
    setBusy(true);
    setError(null);
    try {
      store(await submitVerification(client));
    } catch (caught) {
      setError(errorMessage(t, caught));
      void verification.refetch();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card as="section" className="verification-panel" aria-labelledby="verification-title">
      <h2 id="verification-title" className="editor-section__title">
        {t('verification.title')}
      </h2>
      <p className={`status-badge status-badge--${state.status.toLowerCase()}`} role="status">
        {t('verification.status-label')}: <strong>{t(`verification.status.${state.status}`)}</strong>
      </p>
      {state.status === 'IN_PROCESS' ? (
        <p className="editor-section__empty">
          {t('verification.in-process', { hours: LIMITS.teacherVerificationHours })}
        </p>
      ) : null}
      {state.reason && (state.status === 'FAILED' || state.status === 'MISSING_INFO') ? (
        <p className="verification-panel__reason">
          {t('verification.reason')}: {state.reason}
        </p>
      ) : null}
      {missing.length > 0 && CAN_SUBMIT.includes(state.status) ? (
        <div>
          <p className="editor-section__empty">{t('verification.missing')}</p>
          <ul className="verification-panel__missing">
            {missing.map(([field, key]) => (
              <li key={field}>{fieldText(t, key)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <FormAlert message={error} />
      {CAN_SUBMIT.includes(state.status) ? (
        <Button onClick={() => void submit()} disabled={busy || missing.length > 0}>
          {t('verification.submit')}
        </Button>
      ) : null}
      <NegativeBalanceBanner />
      <SearchVisibilitySwitch
        visible={state.searchVisible}
        onChanged={(searchVisible) => store({ ...state, searchVisible })}
      />
    </Card>
  );
}
