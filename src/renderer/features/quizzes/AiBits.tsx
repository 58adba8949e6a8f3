import { useTranslation } from 'react-i18next';
import type { AiQuota } from '../../../shared/contracts/ai';
import { AlertIcon } from '../../ui';

/** DESIGN.md "AI": an analysis computed from the data is labelled as such, never passed off as a model's. */
export function AiSourceLabel({
  source,
  of = 'analysis',
}: {
  source: 'ai' | 'deterministic';
  of?: 'analysis' | 'hint';
}) {
  const { t } = useTranslation('quiz');
  const label = source === 'ai' ? t('ai.source.ai') : t(of === 'hint' ? 'ai.source.hint' : 'ai.source.deterministic');
  return <p className={`ai-source ai-source--${source}`}>{label}</p>;
}

/** 'Not enough AI quota' when spent; any other failure says what the server said. */
export function AiErrorText({ error }: { error: { code: string; message: string } }) {
  const { t } = useTranslation('quiz');
  const text =
    error.code === 'AI_QUOTA_EXCEEDED'
      ? t('errors:AI_QUOTA_EXCEEDED', { defaultValue: error.message })
      : error.message || t('errors:INTERNAL_ERROR');
  return (
    <p className="ai-error" role="alert">
      <AlertIcon size={18} />
      {text}
    </p>
  );
}

/** The user's AI token quota (it renews every minute). */
export function AiQuotaMeter({ quota }: { quota: AiQuota }) {
  const { t } = useTranslation('quiz');
  return (
    <div className="ai-quota">
      <label htmlFor="ai-quota-meter" className="ai-quota__label">
        {t('ai.quota.label', { remaining: quota.remaining, limit: quota.limit })}
      </label>
      <meter id="ai-quota-meter" min={0} max={quota.limit} value={quota.remaining} className="ai-quota__meter" />
      <p className="ai-quota__hint">{t('ai.quota.renews')}</p>
    </div>
  );
}
