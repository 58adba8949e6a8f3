import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui';
import { formatStorage, quotaState } from './recording-quota';
import { useRecordingUsage } from './recordings.queries';
import './recording.css';

/** The tutor's storage for recordings: how much of the quota their recordings use. */
export function RecordingQuota() {
  const { t, i18n } = useTranslation('classroom');
  const titleId = useId();
  const usage = useRecordingUsage();
  if (usage.isPending) return <Spinner label={t('recordings.quota.loading')} />;
  if (usage.isError) return <p role="alert">{t('recordings.quota.loadFailed')}</p>;
  const { usedBytes, quotaBytes } = usage.data;
  const state = quotaState(usage.data);
  const summary = t('recordings.quota.used', {
    used: formatStorage(usedBytes, i18n.language),
    quota: formatStorage(quotaBytes, i18n.language),
  });
  return (
    <section className={`recordings-quota recordings-quota--${state}`} aria-labelledby={titleId}>
      <h3 id={titleId} className="recordings-quota__title">
        {t('recordings.quota.title')}
      </h3>
      <meter
        className="recordings-quota__meter"
        min={0}
        max={quotaBytes}
        low={quotaBytes * 0.9}
        high={quotaBytes * 0.9}
        optimum={0}
        value={Math.min(usedBytes, quotaBytes)}
        aria-labelledby={titleId}
        aria-valuetext={summary}
      />
      <p className="recordings-quota__summary">{summary}</p>
      {state === 'ok' ? null : (
        <p className="recordings-quota__warning" role="status">
          {t(state === 'full' ? 'recordings.quota.full' : 'recordings.quota.nearlyFull')}
        </p>
      )}
    </section>
  );
}
