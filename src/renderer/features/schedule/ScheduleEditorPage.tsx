import { useMemo, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  SCHEDULE_LIMITS,
  ScheduleUpdate,
  slotPriceMinor,
  type ScheduleUpdateValues,
  type TeacherSchedule,
} from '../../../shared/contracts/schedule';
import { isApiError } from '../../api';
import { PATHS, useSession } from '../../app';
import { ErrorPage } from '../../app/errors/ErrorPage';
import { currentLanguage } from '../../i18n';
import { AlertIcon, Button, Card, Checkbox, EmptyState, Spinner, TextField, linkClassName, useToast } from '../../ui';
import { payloadResolver } from '../../ui/payload-resolver';
import { fieldText } from '../../ui/form';
import { CoefficientEditor } from './CoefficientEditor';
import { SlotGrid } from './SlotGrid';
import { buildWeekGrid, selectionFromSlots, slotsFromSelection, workingRows, type GridCell } from './schedule-grid';
import { useSaveSchedule, useTeacherSchedule } from './schedule.queries';
import { zoneName } from '../../lib/zone-names';
import { formatDateTime, formatMoney, offsetLabel } from '../../lib/zoned-time';
import './schedule.css';

/** Schedule editor: working hours, weekly slots with a price coefficient, repeat next week. */
export function ScheduleEditorPage() {
  const session = useSession();
  if (session?.role !== 'ROLE_TEACHER') return <ErrorPage variant="ACCESS_DENIED" />;
  return <ScheduleEditorLoader />;
}

function ScheduleEditorLoader() {
  const { t } = useTranslation('schedule');
  const schedule = useTeacherSchedule();
  if (schedule.isPending) {
    return (
      <div className="schedule-page__status">
        <Spinner size="lg" label={t('editor.loading')} />
      </div>
    );
  }
  if (schedule.isError) {
    return (
      <EmptyState
        icon={<AlertIcon />}
        title={t('editor.load-error')}
        action={<Button onClick={() => void schedule.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  return <ScheduleEditor key={schedule.dataUpdatedAt} saved={schedule.data} />;
}

/** The hours and price settings as typed; the chosen slots live in the grid beside them. */
interface Settings {
  workingFrom: string;
  workingTo: string;
  minCoefficient: string;
  maxCoefficient: string;
  repeatNextWeek: boolean;
}

const SETTINGS_FIELDS = ['workingFrom', 'workingTo', 'minCoefficient', 'maxCoefficient', 'repeatNextWeek'] as const;

/** The first message key in a (possibly nested, per-slot) error. */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as Partial<FieldError>;
  if (typeof message === 'string' && message) return message;
  for (const [key, nested] of Object.entries(error)) {
    if (key === 'ref') continue;
    const found = firstMessage(nested);
    if (found) return found;
  }
  return undefined;
}

function ScheduleEditor({ saved }: { saved: TeacherSchedule }) {
  const { t, i18n } = useTranslation(['schedule', 'time-zones']);
  const language = currentLanguage(i18n);
  const toast = useToast();
  const save = useSaveSchedule();
  const zone = saved.timezone;
  const [now] = useState(() => Date.now());
  const grid = useMemo(() => buildWeekGrid(zone, now), [zone, now]);

  const [selection, setSelection] = useState(() => selectionFromSlots(saved.slots));
  const [current, setCurrent] = useState<GridCell | null>(null);
  const [allHours, setAllHours] = useState(false);
  const [serverSlotError, setServerSlotError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<Settings, unknown, ScheduleUpdateValues>({
    defaultValues: {
      workingFrom: saved.workingFrom ?? '09:00',
      workingTo: saved.workingTo ?? '19:00',
      minCoefficient: String(saved.minCoefficient),
      maxCoefficient: String(saved.maxCoefficient),
      repeatNextWeek: saved.repeatNextWeek,
    },
    // The grid's slots join the settings, so ScheduleUpdate judges the whole week.
    resolver: payloadResolver<Settings, typeof ScheduleUpdate>(ScheduleUpdate, (settings) => ({
      workingFrom: settings.workingFrom,
      workingTo: settings.workingTo,
      minCoefficient: Number(settings.minCoefficient),
      maxCoefficient: Number(settings.maxCoefficient),
      repeatNextWeek: settings.repeatNextWeek,
      slots: slotsFromSelection(selection),
    })),
  });
  const [workingFrom, workingTo, minCoefficient, maxCoefficient, repeatNextWeek] = watch([...SETTINGS_FIELDS]);

  const rows = allHours ? Array.from({ length: 24 }, (_, hour) => hour) : workingRows(workingFrom, workingTo);
  const min = Number(minCoefficient);
  const max = Number(maxCoefficient);
  const defaultCoefficient = Math.min(
    Math.max(SCHEDULE_LIMITS.defaultCoefficient, min || 0),
    max || SCHEDULE_LIMITS.maxCoefficient,
  );

  function toggle(cell: GridCell) {
    setSelection((previous) => {
      const next = new Map(previous);
      if (next.has(cell.key)) next.delete(cell.key);
      else next.set(cell.key, defaultCoefficient);
      return next;
    });
  }

  function setCoefficient(key: string, value: number) {
    setSelection((previous) => new Map(previous).set(key, value));
  }

  function applyToAll(value: number) {
    setSelection((previous) => new Map([...previous.keys()].map((key) => [key, value])));
  }

  const onSubmit = handleSubmit((body) => {
    setServerSlotError(null);
    save.mutate(body, {
      onSuccess: () => toast.show({ kind: 'success', message: t('editor.saved') }),
      onError: (error) => {
        const fields = isApiError(error) ? (error.details?.fields ?? {}) : {};
        for (const field of SETTINGS_FIELDS) {
          if (fields[field]) setError(field, { type: 'server', message: fields[field] });
        }
        setServerSlotError(Object.entries(fields).find(([key]) => key.startsWith('slots'))?.[1] ?? null);
        toast.show({ kind: 'error', message: t('editor.save-error') });
      },
    });
  });

  const fieldError = (key: keyof Settings) => fieldText(t, errors[key]?.message);
  // The schema's slot errors are keyed by the payload's `slots`, which no form field holds.
  const slotError = firstMessage((errors as Record<string, unknown>).slots) ?? serverSlotError;
  const currentCoefficient = current ? selection.get(current.key) : undefined;
  const zoneLabel = t('common.zone', { zone: zoneName(t, zone), offset: offsetLabel(zone, now) });

  return (
    <div className="schedule-page">
      <header className="schedule-page__header">
        <h1>{t('editor.title')}</h1>
        <p className="schedule-page__lead">{t('editor.lead')}</p>
        <p className="schedule-page__zone">{zoneLabel}</p>
        <Link to={PATHS.mySchedule} className={linkClassName()}>
          {t('editor.to-my-schedule')}
        </Link>
      </header>
      <form className="schedule-editor" onSubmit={onSubmit} noValidate>
        <Card as="section" aria-labelledby="schedule-hours-title" className="schedule-editor__settings">
          <h2 id="schedule-hours-title">{t('editor.hours.title')}</h2>
          <div className="schedule-editor__row">
            <TextField
              type="time"
              label={t('editor.hours.from')}
              step={3600}
              {...register('workingFrom')}
              error={fieldError('workingFrom')}
              required
            />
            <TextField
              type="time"
              label={t('editor.hours.to')}
              step={3600}
              {...register('workingTo')}
              error={fieldError('workingTo')}
              required
            />
          </div>
          <h2 id="schedule-price-title">{t('editor.price.title')}</h2>
          <p className="schedule-page__muted">
            {saved.rateMinor !== null
              ? t('editor.price.rate', { price: formatMoney(saved.rateMinor, saved.currency, language) })
              : t('editor.price.no-rate')}
          </p>
          <div className="schedule-editor__row">
            <TextField
              type="number"
              inputMode="decimal"
              label={t('editor.price.min')}
              min={SCHEDULE_LIMITS.minCoefficient}
              max={SCHEDULE_LIMITS.maxCoefficient}
              step={0.05}
              {...register('minCoefficient')}
              error={fieldError('minCoefficient')}
            />
            <TextField
              type="number"
              inputMode="decimal"
              label={t('editor.price.max')}
              min={SCHEDULE_LIMITS.minCoefficient}
              max={SCHEDULE_LIMITS.maxCoefficient}
              step={0.05}
              {...register('maxCoefficient')}
              error={fieldError('maxCoefficient')}
            />
          </div>
          <Checkbox label={t('editor.repeat')} {...register('repeatNextWeek')} />
          <p className="schedule-page__muted">{t(repeatNextWeek ? 'editor.repeat-on' : 'editor.repeat-off')}</p>
        </Card>

        <Card as="section" aria-labelledby="schedule-slots-title" className="schedule-editor__slots">
          <div className="schedule-editor__slots-head">
            <h2 id="schedule-slots-title">{t('editor.slots.title')}</h2>
            <p className="schedule-page__muted" aria-live="polite">
              {t('editor.slots.count', { count: selection.size })}
            </p>
          </div>
          <p className="schedule-page__muted">{t('editor.slots.hint')}</p>
          <Checkbox
            label={t('editor.slots.all-hours')}
            checked={allHours}
            onChange={(event) => setAllHours(event.target.checked)}
          />
          <SlotGrid
            grid={grid}
            rows={rows}
            selection={selection}
            onToggle={toggle}
            currentKey={current?.key ?? null}
            onCurrent={setCurrent}
          />
          {slotError ? (
            <p className="field__error" role="alert">
              {fieldText(t, slotError)}
            </p>
          ) : null}
          <div className="schedule-editor__current" aria-live="polite">
            {current && currentCoefficient !== undefined ? (
              <CoefficientEditor
                key={current.key}
                label={t('editor.slots.coefficient', { slot: formatDateTime(current.startsAt, zone, language) })}
                value={currentCoefficient}
                min={min}
                max={max}
                priceText={
                  saved.rateMinor !== null
                    ? formatMoney(slotPriceMinor(saved.rateMinor, currentCoefficient), saved.currency, language)
                    : null
                }
                onChange={(value) => setCoefficient(current.key, value)}
                onApplyAll={() => applyToAll(currentCoefficient)}
              />
            ) : (
              <p className="schedule-page__muted">{t('editor.slots.pick-one')}</p>
            )}
          </div>
        </Card>
        <div className="schedule-editor__actions">
          <Button type="submit" size="lg" disabled={save.isPending}>
            {save.isPending ? t('editor.saving') : t('editor.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
