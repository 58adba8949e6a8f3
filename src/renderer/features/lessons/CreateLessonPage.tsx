import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CreateLessonBody } from '../../../shared/contracts/lessons';
import { LESSON_MODES } from '../../../shared/enums';
import { STORAGE_KEYS } from '../../../shared/storage-keys';
import { isApiError } from '../../api';
import { PATHS, useSession } from '../../app';
import { ErrorPage } from '../../app/errors/ErrorPage';
import { translateFieldError } from '../../i18n/field-error';
import { browserStorage } from '../../platform/storage';
import { Button, Card, Checkbox, Select, TextField, useToast } from '../../ui';
import { addDays, dateKey, offsetLabel, parseDateKey, viewerZone, zonedParts, zonedToUtc } from '../../lib/zoned-time';
import { zoneName } from '../../lib/zone-names';
import { requestErrorText } from '../requests';
import { useTeacherProfile } from '../profile';
import { useCategories, useCurrencies } from '../reference';
import { useCreateLesson, useLessonStudents } from './lessons.queries';
import './lessons.css';

interface Draft {
  studentId: string;
  subject: string;
  date: string;
  hour: string;
  currency: string;
  price: string;
  freeLesson: boolean;
  type: string;
  title: string;
}

const isDraft = (value: unknown): value is Draft => typeof value === 'object' && value !== null && 'studentId' in value;

/** Lesson creation (spec 2/5): student, currency, price, subject and time required; a free lesson possible. */
export function CreateLessonPage() {
  const session = useSession();
  if (session?.role !== 'ROLE_TEACHER') return <ErrorPage variant="ACCESS_DENIED" />;
  return <CreateLessonForm />;
}

function CreateLessonForm() {
  const { t } = useTranslation(['lessons', 'requests', 'time-zones']);
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const students = useLessonStudents();
  const categories = useCategories();
  // Only the tutor's own subjects: the server refuses any other.
  const profile = useTeacherProfile();
  const taught = new Set(profile.data?.skills ?? []);
  const subjects = (categories.data ?? []).filter((subject) => taught.has(subject.code));
  const currencies = useCurrencies();
  const create = useCreateLesson();
  const [zone] = useState(viewerZone);
  const [draft, setDraft] = useState<Draft>(() => {
    const stored = browserStorage.getJson(STORAGE_KEYS.createLessonData, isDraft);
    const tomorrow = dateKey(addDays(zonedParts(zone, Date.now()), 1));
    return {
      studentId: params.get('studentId') ?? stored?.studentId ?? '',
      subject: stored?.subject ?? '',
      date: stored?.date ?? tomorrow,
      hour: stored?.hour ?? '10',
      currency: stored?.currency ?? 'UAH',
      price: stored?.price ?? '',
      freeLesson: stored?.freeLesson ?? false,
      type: stored?.type ?? 'ONLINE',
      title: stored?.title ?? '',
    };
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function change<K extends keyof Draft>(key: K, value: Draft[K]) {
    setDraft((previous) => {
      const next = { ...previous, [key]: value };
      browserStorage.setJson(STORAGE_KEYS.createLessonData, next);
      return next;
    });
  }

  function startsAt(): string {
    const date = parseDateKey(draft.date);
    if (!date) return '';
    return new Date(zonedToUtc(zone, date, Number(draft.hour))).toISOString();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const price = Number(draft.price.replace(',', '.'));
    const body = {
      studentId: draft.studentId,
      // A subject kept in the draft from before the tutor's profile changed is not offered.
      subject: taught.has(draft.subject) ? draft.subject : '',
      startsAt: startsAt(),
      currency: draft.currency,
      priceMinor: draft.freeLesson
        ? 0
        : draft.price.trim() === '' || Number.isNaN(price)
          ? (undefined as unknown as number)
          : Math.round(price * 100),
      freeLesson: draft.freeLesson,
      type: draft.type as (typeof LESSON_MODES)[number],
      title: draft.title.trim() === '' ? undefined : draft.title,
    };
    const parsed = CreateLessonBody.safeParse(body);
    const found: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    if (body.startsAt && Date.parse(body.startsAt) <= Date.now()) found.startsAt ??= 'lessons:create.past';
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(body, {
      onSuccess: () => {
        browserStorage.remove(STORAGE_KEYS.createLessonData);
        toast.show({ kind: 'success', message: t('create.created') });
        navigate(PATHS.mySchedule);
      },
      onError: (error) => {
        if (isApiError(error) && error.details?.fields) setErrors(error.details.fields);
        setFormError(
          isApiError(error) && error.code === 'VALIDATION_FAILED' ? t('create.failed') : requestErrorText(t, error),
        );
      },
    });
  }

  const fieldError = (key: string) => (errors[key] ? translateFieldError(t, errors[key]) : undefined);
  const hours = Array.from({ length: 24 }, (_, hour) => ({
    value: String(hour),
    label: `${String(hour).padStart(2, '0')}:00`,
  }));

  return (
    <div className="lessons-page">
      <header className="lessons-page__header">
        <h1>{t('create.title')}</h1>
        <p className="lessons-muted">{t('create.lead')}</p>
      </header>
      <Card>
        <form className="lesson-form" onSubmit={submit} noValidate aria-label={t('create.title')}>
          <div className="lesson-form__grid">
            <Select
              label={t('create.student')}
              value={draft.studentId}
              onChange={(event) => change('studentId', event.target.value)}
              options={(students.data?.items ?? []).map((student) => ({
                value: student.id,
                label: `${student.firstName} ${student.lastName}`,
              }))}
              placeholder={students.isPending ? t('create.loading') : t('create.choose')}
              hint={students.data && students.data.items.length === 0 ? t('create.no-students') : undefined}
              error={fieldError('studentId')}
              required
            />
            <Select
              label={t('create.subject')}
              value={taught.has(draft.subject) ? draft.subject : ''}
              onChange={(event) => change('subject', event.target.value)}
              options={subjects.map((subject) => ({ value: subject.code, label: subject.name }))}
              placeholder={profile.isPending || categories.isPending ? t('create.loading') : t('create.choose')}
              hint={profile.data && subjects.length === 0 ? t('create.no-subjects') : undefined}
              error={fieldError('subject')}
              required
            />
            <TextField
              type="date"
              label={t('create.date')}
              value={draft.date}
              min={dateKey(zonedParts(zone, Date.now()))}
              onChange={(event) => change('date', event.target.value)}
              error={fieldError('startsAt')}
              required
            />
            <Select
              label={t('create.time')}
              value={draft.hour}
              onChange={(event) => change('hour', event.target.value)}
              options={hours}
              hint={t('create.time-hint', { zone: zoneName(t, zone), offset: offsetLabel(zone, Date.now()) })}
              required
            />
            <Select
              label={t('create.currency')}
              value={draft.currency}
              onChange={(event) => change('currency', event.target.value)}
              options={(currencies.data ?? [{ code: 'UAH', name: 'UAH', symbol: '₴' }]).map((currency) => ({
                value: currency.code,
                label: currency.code,
              }))}
              error={fieldError('currency')}
              required
            />
            <TextField
              type="number"
              inputMode="decimal"
              min={0}
              label={t('create.price')}
              value={draft.freeLesson ? '0' : draft.price}
              disabled={draft.freeLesson}
              onChange={(event) => change('price', event.target.value)}
              error={fieldError('priceMinor')}
              required={!draft.freeLesson}
            />
            <Select
              label={t('create.type')}
              value={draft.type}
              onChange={(event) => change('type', event.target.value)}
              options={LESSON_MODES.map((mode) => ({ value: mode, label: t(`create.types.${mode}`) }))}
            />
            <TextField
              label={t('create.lesson-title')}
              value={draft.title}
              maxLength={200}
              onChange={(event) => change('title', event.target.value)}
              error={fieldError('title')}
            />
          </div>
          <Checkbox
            label={t('create.free')}
            checked={draft.freeLesson}
            onChange={(event) => change('freeLesson', event.target.checked)}
          />
          <p className="lessons-muted">{t('create.length')}</p>
          {formError ? (
            <p className="form-alert" role="alert">
              {formError}
            </p>
          ) : null}
          <div className="lesson-form__actions">
            <Button type="submit" size="lg" disabled={create.isPending}>
              {create.isPending ? t('create.creating') : t('create.submit')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
