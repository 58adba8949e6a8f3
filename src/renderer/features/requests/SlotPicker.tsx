import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../shared/constants';
import { currentLanguage } from '../../i18n';
import { AlertIcon, Button, EmptyState, Spinner } from '../../ui';
import { zoneName } from '../../lib/zone-names';
import { formatLocalDate, formatMoney, formatTime, groupByLocalDate, offsetLabel } from '../../lib/zoned-time';
import { useTutorFreeSlots } from './requests.queries';

const WEEK_DAYS = 7;
const WEEK_MS = WEEK_DAYS * 24 * 3_600_000;

interface SlotPickerProps {
  teacherId: string;
  zone: string;
  selected: readonly string[];
  onChange: (slots: string[]) => void;
}

/**
 * Step 1 of a request: the tutor's free slots a week at a time, in the viewer's zone.
 * At most 5 can be picked at once; once 5 are picked the others are disabled and the
 * counter says why.
 */
export function SlotPicker({ teacherId, zone, selected, onChange }: SlotPickerProps) {
  const { t, i18n } = useTranslation(['requests', 'time-zones']);
  const language = currentLanguage(i18n);
  const [week, setWeek] = useState(0);
  const [start] = useState(() => Math.floor(Date.now() / 3_600_000) * 3_600_000);
  const from = new Date(start + week * WEEK_MS).toISOString();
  const slots = useTutorFreeSlots(teacherId, from, WEEK_DAYS);
  const full = selected.length >= LIMITS.maxSelectedSlots;

  function toggle(startsAt: string) {
    if (selected.includes(startsAt)) onChange(selected.filter((slot) => slot !== startsAt));
    else if (!full) onChange([...selected, startsAt].sort());
  }

  return (
    <section className="slot-picker" aria-labelledby="slot-picker-title">
      <div className="slot-picker__head">
        <h2 id="slot-picker-title">{t('direct.slots.title')}</h2>
        <p className="requests-muted">
          {t('common.zone', { zone: zoneName(t, zone), offset: offsetLabel(zone, start) })}
        </p>
        <p className={full ? 'slot-picker__count slot-picker__count--full' : 'slot-picker__count'} aria-live="polite">
          {t('direct.slots.count', { selected: selected.length, max: LIMITS.maxSelectedSlots })}
          {full ? ` ${t('direct.slots.full')}` : ''}
        </p>
      </div>
      <div className="slot-picker__weeks">
        <Button variant="secondary" size="sm" disabled={week === 0} onClick={() => setWeek(week - 1)}>
          {t('direct.slots.previous-week')}
        </Button>
        <Button variant="secondary" size="sm" disabled={week >= 3} onClick={() => setWeek(week + 1)}>
          {t('direct.slots.next-week')}
        </Button>
      </div>
      {slots.isPending ? (
        <Spinner label={t('direct.slots.loading')} />
      ) : slots.isError ? (
        <EmptyState
          icon={<AlertIcon />}
          title={t('direct.slots.error')}
          action={<Button onClick={() => void slots.refetch()}>{t('common.retry')}</Button>}
        />
      ) : slots.data.slots.length === 0 ? (
        <p className="requests-muted">{t('direct.slots.empty')}</p>
      ) : (
        <div className="slot-picker__days">
          {groupByLocalDate(slots.data.slots, (slot) => slot.startsAt, zone).map((group) => {
            const dayName = formatLocalDate(group.date, language, 'long');
            return (
              <div
                key={`${group.date.year}-${group.date.month}-${group.date.day}`}
                className="slot-picker__day"
                role="group"
                aria-label={dayName}
              >
                <h3>{dayName}</h3>
                <ul>
                  {group.items.map((slot) => {
                    const on = selected.includes(slot.startsAt);
                    const time = formatTime(slot.startsAt, zone, language);
                    const price =
                      slot.priceMinor !== null ? formatMoney(slot.priceMinor, slots.data.currency, language) : null;
                    return (
                      <li key={slot.startsAt}>
                        <button
                          type="button"
                          className={on ? 'slot-chip slot-chip--on' : 'slot-chip'}
                          aria-pressed={on}
                          disabled={!on && full}
                          onClick={() => toggle(slot.startsAt)}
                        >
                          {/* The name is the chip's own text with the day in front (axe: label-content-name-mismatch). */}
                          <span className="visually-hidden">{dayName}, </span>
                          <span className="slot-chip__time">{time}</span>
                          {price ? <span className="slot-chip__price"> {price}</span> : null}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
