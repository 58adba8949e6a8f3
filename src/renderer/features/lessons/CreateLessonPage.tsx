import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { CreateLessonValues } from '../../../shared/contracts/lessons';
import { LESSON_MODES } from '../../../shared/enums';
import { STORAGE_KEYS } from '../../../shared/storage-keys';
import { isApiError } from '../../api';
import { PATHS, useSession } from '../../app';
import { ErrorPage } from '../../app/errors/ErrorPage';
import { browserStorage } from '../../platform/storage';
import { Button, Card, Checkbox, Select, TextField, useToast } from '../../ui';
import { fieldText } from '../../ui/form';
import { FormAlert } from '../../ui/form';
import { addDays, dateKey, offsetLabel, viewerZone, zonedParts } from '../../lib/zoned-time';
import { zoneName } from '../../lib/zone-names';
import { requestErrorText } from '../requests';
import { useTeacherProfile } from '../profile';
import { useCategories, useCurrencies } from '../reference';
import { draftField, isLessonDraft, lessonBody, lessonDraftResolver, type LessonDraft } from './lesson-draft';
import { useCreateLesson, useLessonStudents } from './lessons.queries';
import './lessons.css';

/** Lesson creation: student, currency, price, subject and time required; a free lesson possible. */
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
  const [defaultValues] = useState<LessonDraft>(() => {
    const stored = browserStorage.getJson(STORAGE_KEYS.createLessonData, isLessonDraft);
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
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<LessonDraft, unknown, CreateLessonValues>({
    defaultValues,
    resolver: lessonDraftResolver((draft) => lessonBody(draft, zone, taught)),
  });
  const draft = watch();

  // The draft survives a reload until the lesson is created.
  useEffect(() => {
    const subscription = watch((values) => browserStorage.setJson(STORAGE_KEYS.createLessonData, values));
    return () => subscription.unsubscribe();
  }, [watch]);

  const onSubmit = handleSubmit((body) => {
    setFormError(null);
    create.mutate(body, {
      onSuccess: () => {
        browserStorage.remove(STORAGE_KEYS.createLessonData);
        toast.show({ kind: 'success', message: t('create.created') });
        navigate(PATHS.mySchedule);
      },
      onError: (error) => {
        if (isApiError(error) && error.details?.fields) {
          for (const [key, message] of Object.entries(error.details.fields)) {
            setError(draftField(key), { type: 'server', message });
          }
        }
        setFormError(
          isApiError(error) && error.code === 'VALIDATION_FAILED' ? t('create.failed') : requestErrorText(t, error),
        );
      },
    });
  });

  const fieldError = (key: keyof LessonDraft) => fieldText(t, errors[key]?.message);
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
        <form className="lesson-form" onSubmit={onSubmit} noValidate aria-label={t('create.title')}>
          <div className="lesson-form__grid">
            <Select
              label={t('create.student')}
              options={(students.data?.items ?? []).map((student) => ({
                value: student.id,
                label: `${student.firstName} ${student.lastName}`,
              }))}
              placeholder={students.isPending ? t('create.loading') : t('create.choose')}
              hint={students.data && students.data.items.length === 0 ? t('create.no-students') : undefined}
              error={fieldError('studentId')}
              required
              value={draft.studentId}
              {...register('studentId')}
            />
            <Select
              label={t('create.subject')}
              options={subjects.map((subject) => ({ value: subject.code, label: subject.name }))}
              placeholder={profile.isPending || categories.isPending ? t('create.loading') : t('create.choose')}
              hint={profile.data && subjects.length === 0 ? t('create.no-subjects') : undefined}
              error={fieldError('subject')}
              required
              // Options arrive later than the draft: controlled, so the kept choice shows once they do.
              value={taught.has(draft.subject) ? draft.subject : ''}
              {...register('subject')}
            />
            <TextField
              type="date"
              label={t('create.date')}
              min={dateKey(zonedParts(zone, Date.now()))}
              error={fieldError('date')}
              required
              {...register('date')}
            />
            <Select
              label={t('create.time')}
              options={hours}
              hint={t('create.time-hint', { zone: zoneName(t, zone), offset: offsetLabel(zone, Date.now()) })}
              required
              value={draft.hour}
              {...register('hour')}
            />
            <Select
              label={t('create.currency')}
              options={(currencies.data ?? [{ code: 'UAH', name: 'UAH', symbol: '₴' }]).map((currency) => ({
                value: currency.code,
                label: currency.code,
              }))}
              error={fieldError('currency')}
              required
              value={draft.currency}
              {...register('currency')}
            />
            {/* A free lesson shows its price as a fixed 0; the typed price waits unchanged for its return. */}
            {draft.freeLesson ? (
              <TextField type="number" label={t('create.price')} value="0" disabled readOnly />
            ) : (
              <TextField
                type="number"
                inputMode="decimal"
                min={0}
                label={t('create.price')}
                error={fieldError('price')}
                required
                {...register('price')}
              />
            )}
            <Select
              label={t('create.type')}
              options={LESSON_MODES.map((mode) => ({ value: mode, label: t(`create.types.${mode}`) }))}
              value={draft.type}
              {...register('type')}
            />
            <TextField
              label={t('create.lesson-title')}
              maxLength={200}
              error={fieldError('title')}
              {...register('title')}
            />
          </div>
          <Checkbox label={t('create.free')} {...register('freeLesson')} />
          <p className="lessons-muted">{t('create.length')}</p>
          <FormAlert message={formError} />
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
