import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MINUTE_MS = 60_000;

/** Remaining time as h:mm:ss or mm:ss. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

interface CountdownProps {
  /** When the run started (ms). */
  startedAt: number;
  /** The quiz's maxTime in minutes. */
  maxTimeMinutes: number;
  /** Called once when the time is up: running out of time finishes the quiz. */
  onExpire: () => void;
  now?: () => number;
}

/**
 * The countdown of maxTime. It shows the time left every second, but a screen reader hears only
 * the milestones (10, 5 and 1 minutes left), not sixty updates a minute.
 */
export function Countdown({ startedAt, maxTimeMinutes, onExpire, now = Date.now }: CountdownProps) {
  const { t } = useTranslation('quiz');
  const deadline = startedAt + maxTimeMinutes * MINUTE_MS;
  const [left, setLeft] = useState(() => deadline - now());
  const expired = useRef(false);
  const expire = useRef(onExpire);
  expire.current = onExpire;

  useEffect(() => {
    const tick = () => {
      const remaining = deadline - now();
      setLeft(remaining);
      if (remaining <= 0 && !expired.current) {
        expired.current = true;
        expire.current();
      }
    };
    tick();
    const handle = window.setInterval(tick, 1000);
    return () => window.clearInterval(handle);
  }, [deadline, now]);

  const minutesLeft = Math.ceil(left / MINUTE_MS);
  const milestone = [10, 5, 1].find((m) => minutesLeft === m) ?? null;
  const urgent = left <= 5 * MINUTE_MS;
  return (
    <div className={urgent ? 'countdown countdown--urgent' : 'countdown'}>
      <span className="countdown__label" id="quiz-countdown-label">
        {t('run.timer.label')}
      </span>
      <span role="timer" aria-labelledby="quiz-countdown-label" className="countdown__value">
        {formatRemaining(left)}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {milestone !== null ? t('run.timer.minutes-left', { count: milestone }) : ''}
      </span>
    </div>
  );
}
