import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wasOnline } from '../../shared/presence/was-online';
import { useDisplayTimeZone, useHydrated } from './use-hydrated';

/** The current time, renewed every `everyMs`, so "5 min ago" does not stay on screen for an hour. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export interface WasOnlineTextProps {
  lastSeenAt: string | null;
  /** Prefix the time with "Last online" (the chat header); the tutor page has its own label. */
  withLabel?: boolean;
}

/**
 * The 'was online' text (shared/presence/was-online.ts): "Online" within 5 minutes,
 * days and hours below 5 days, a date from 5 days on. It depends on the time now, which a server
 * render and the browser never share, so nothing is shown until the page is live.
 */
export function WasOnlineText({ lastSeenAt, withLabel = false }: WasOnlineTextProps) {
  const { t, i18n } = useTranslation('ui');
  const hydrated = useHydrated();
  const timeZone = useDisplayTimeZone();
  const now = useNow(30_000);
  if (!hydrated) return null;
  const state = wasOnline(lastSeenAt, now);
  let text: string;
  if (state.kind === 'online') return <span className="was-online was-online--online">{t('was-online.online')}</span>;
  // "Last online: not online yet" would say nothing twice: never seen goes without the label.
  if (state.kind === 'never') return <span className="was-online">{t('was-online.never')}</span>;
  if (state.kind === 'date')
    text = state.at.toLocaleDateString(i18n.language === 'en' ? 'en-GB' : 'uk-UA', { timeZone });
  else if (state.days > 0) text = t('was-online.days-hours', { days: state.days, hours: state.hours });
  else if (state.hours > 0) text = t('was-online.hours', { hours: state.hours });
  else text = t('was-online.minutes', { minutes: state.minutes });
  return <span className="was-online">{withLabel ? t('was-online.label', { when: text }) : text}</span>;
}
