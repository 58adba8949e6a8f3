import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  DirectRequestBody,
  type DirectRequestValues,
  type GuestDirectRequestBody,
} from '../../../shared/contracts/requests';
import { isApiError, meansNotFound } from '../../api';
import { PATHS, useSession } from '../../app';
import { ErrorPage } from '../../app/errors/ErrorPage';
import { currentLanguage } from '../../i18n';
import { browserStorage } from '../../platform/storage';
import {
  AlertIcon,
  Button,
  Card,
  Checkbox,
  ChevronLeftIcon,
  EmptyState,
  Select,
  Spinner,
  linkClassName,
  useToast,
} from '../../ui';
import { payloadResolver } from '../../ui/payload-resolver';
import { fieldText } from '../../ui/form';
import { formatDateTime, viewerZone } from '../../lib/zoned-time';
import { SlotPicker } from './SlotPicker';
import { TextAreaField } from '../../ui/form';
import { optional } from './form-fields';
import { ageOptions, frequencyOptions, levelOptions } from './request-options';
import { RequestErrorAlert } from './RequestErrorAlert';
import {
  clearActiveSlots,
  newIdempotencyKey,
  readActiveSlots,
  writeActiveSlots,
  writeGuestRequest,
} from './request-storage';
import { useCreateDirectRequest, useRequestTutor } from './requests.queries';
import './requests.css';

type Step = 1 | 2;

/** Step 2 as filled in: '' is an unanswered question. */
interface Details {
  subject: string;
  studentAge: string;
  knowledgeLevel: string;
  lessonFrequency: string;
  message: string;
  agreeToRules: boolean;
}

const DETAIL_FIELDS = [
  'subject',
  'studentAge',
  'knowledgeLevel',
  'lessonFrequency',
  'message',
  'agreeToRules',
] as const;

/** /tutor/:id/request: step 1 pick slots, step 2 subject, age, level, classes per week, message. */
export function LessonRequestPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('requests');
  const session = useSession();
  const tutor = useRequestTutor(id);

  if (session && session.role !== 'ROLE_STUDENT') {
    return <EmptyState icon={<AlertIcon />} title={t('direct.students-only')} />;
  }
  if (tutor.isPending) {
    return (
      <div className="requests-page__status">
        <Spinner size="lg" label={t('direct.loading')} />
      </div>
    );
  }
  if (tutor.isError) {
    if (meansNotFound(tutor.error)) return <ErrorPage variant="NOT_FOUND" />;
    return (
      <EmptyState
        icon={<AlertIcon />}
        title={t('direct.load-error')}
        action={<Button onClick={() => void tutor.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  return (
    <RequestWizard
      teacherId={tutor.data.id}
      tutorName={`${tutor.data.firstName} ${tutor.data.lastName}`}
      subjects={tutor.data.subjects}
    />
  );
}

interface WizardProps {
  teacherId: string;
  tutorName: string;
  subjects: { code: string; name: string }[];
}

function RequestWizard({ teacherId, tutorName, subjects }: WizardProps) {
  const { t, i18n } = useTranslation('requests');
  const language = currentLanguage(i18n);
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateDirectRequest();
  const [zone] = useState(viewerZone);
  const [step, setStep] = useState<Step>(1);
  const [slots, setSlots] = useState<string[]>(() =>
    readActiveSlots(browserStorage, teacherId).filter((slot) => Date.parse(slot) > Date.now()),
  );
  const [slotsError, setSlotsError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Details, unknown, DirectRequestValues>({
    defaultValues: {
      subject: subjects.length === 1 ? subjects[0]!.code : '',
      studentAge: '',
      knowledgeLevel: '',
      lessonFrequency: '',
      message: '',
      agreeToRules: false,
    },
    // The step-1 slots join the details here, so DirectRequestBody judges the whole request.
    resolver: payloadResolver<Details, typeof DirectRequestBody>(DirectRequestBody, (details) => ({
      teacherId,
      slots,
      subject: details.subject,
      studentAge: optional(details.studentAge),
      knowledgeLevel: optional(details.knowledgeLevel),
      lessonFrequency: optional(details.lessonFrequency),
      message: details.message.trim() === '' ? undefined : details.message,
      // false goes to the schema on purpose: its message is the field error.
      agreeToRules: details.agreeToRules as true,
      idempotencyKey: newIdempotencyKey(),
    })),
  });
  const tutorPath = PATHS.tutor.replace(':id', encodeURIComponent(teacherId));
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // A new step starts at the top with focus on its heading, so screen readers announce it.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    stepHeading.current?.focus();
  }, [step]);

  function changeSlots(next: string[]) {
    setSlots(next);
    writeActiveSlots(browserStorage, teacherId, next);
    if (next.length > 0) setSlotsError(null);
  }

  function goToDetails() {
    const checked = DirectRequestBody.shape.slots.safeParse(slots);
    if (!checked.success) {
      setSlotsError(checked.error.issues[0]?.message ?? 'validation.time-required');
      return;
    }
    setSlotsError(null);
    setStep(2);
  }

  const onSubmit = handleSubmit((body) => {
    setSubmitError(null);
    if (!session) {
      // A guest's request waits in local storage and is sent after sign-in.
      writeGuestRequest(browserStorage, { kind: 'direct', body: body as GuestDirectRequestBody });
      navigate(`${PATHS.login}?${new URLSearchParams({ next: PATHS.requests }).toString()}`);
      return;
    }
    create.mutate(body, {
      onSuccess: () => {
        clearActiveSlots(browserStorage);
        toast.show({ kind: 'success', message: t('direct.sent') });
        navigate(PATHS.requests);
      },
      onError: (error) => {
        const fields = isApiError(error) ? (error.details?.fields ?? {}) : {};
        if (fields.slots) setSlotsError(fields.slots);
        // The first field the server refused takes the focus, so it is announced.
        DETAIL_FIELDS.filter((field) => fields[field]).forEach((field, index) =>
          setError(field, { type: 'server', message: fields[field] }, { shouldFocus: index === 0 }),
        );
        setSubmitError(error);
      },
    });
  });

  const fieldError = (key: keyof Details) => fieldText(t, errors[key]?.message);

  return (
    <div className="requests-page request-wizard">
      <Link to={tutorPath} className={`${linkClassName('muted')} requests-back`}>
        <ChevronLeftIcon size={18} />
        {t('direct.back-to-tutor')}
      </Link>
      <header className="requests-page__header">
        <h1 ref={stepHeading} tabIndex={-1}>
          {t('direct.title', { name: tutorName })}
        </h1>
        <ol className="wizard-steps" aria-label={t('direct.steps.label')}>
          {([1, 2] as const).map((number) => (
            <li
              key={number}
              className={number === step ? 'wizard-steps__item wizard-steps__item--current' : 'wizard-steps__item'}
              aria-current={number === step ? 'step' : undefined}
            >
              <span className="wizard-steps__number" aria-hidden="true">
                {number}
              </span>
              {t(`direct.steps.${number}`)}
            </li>
          ))}
        </ol>
      </header>

      {step === 1 ? (
        <Card className="request-wizard__card">
          <SlotPicker teacherId={teacherId} zone={zone} selected={slots} onChange={changeSlots} />
          {slotsError ? (
            <p className="field__error" role="alert">
              {fieldText(t, slotsError)}
            </p>
          ) : null}
          <div className="request-wizard__actions request-wizard__actions--sticky">
            <Button size="lg" onClick={goToDetails}>
              {t('direct.next')}
            </Button>
          </div>
        </Card>
      ) : (
        <Card className="request-wizard__card">
          <form className="request-form" onSubmit={onSubmit} noValidate aria-labelledby="request-details-title">
            <h2 id="request-details-title">{t('direct.details.title')}</h2>
            <div className="request-form__slots">
              <p className="requests-muted">{t('direct.details.chosen', { count: slots.length })}</p>
              <ul>
                {slots.map((slot) => (
                  <li key={slot}>
                    <time dateTime={slot}>{formatDateTime(slot, zone, language)}</time>
                  </li>
                ))}
              </ul>
              <Button variant="ghost" size="sm" onClick={() => setStep(1)}>
                {t('direct.details.change-slots')}
              </Button>
            </div>
            <div className="request-form__grid">
              <Select
                label={t('form.subject')}
                {...register('subject')}
                options={subjects.map((item) => ({ value: item.code, label: item.name }))}
                placeholder={t('form.choose')}
                error={fieldError('subject')}
                required
              />
              <Select
                label={t('form.age')}
                {...register('studentAge')}
                options={ageOptions(t)}
                placeholder={t('form.choose')}
              />
              <Select
                label={t('form.level')}
                {...register('knowledgeLevel')}
                options={levelOptions(t)}
                placeholder={t('form.choose')}
              />
              <Select
                label={t('form.frequency')}
                {...register('lessonFrequency')}
                options={frequencyOptions(t)}
                placeholder={t('form.choose')}
              />
            </div>
            <TextAreaField
              label={t('form.message')}
              rows={4}
              maxLength={2000}
              {...register('message')}
              error={fieldError('message')}
            />
            <Checkbox
              {...register('agreeToRules')}
              error={fieldError('agreeToRules')}
              label={
                <>
                  {t('form.rules')}{' '}
                  <Link to={PATHS.termsStudents} target="_blank" rel="noreferrer">
                    {t('form.rules-link')}
                  </Link>
                </>
              }
            />
            <RequestErrorAlert error={submitError} />
            {!session ? <p className="requests-muted">{t('direct.guest-hint')}</p> : null}
            <div className="request-wizard__actions">
              <Button variant="secondary" onClick={() => setStep(1)}>
                {t('direct.back')}
              </Button>
              <Button type="submit" size="lg" disabled={create.isPending}>
                {create.isPending ? t('direct.sending') : t(session ? 'direct.submit' : 'direct.submit-guest')}
              </Button>
            </div>
          </form>
        </Card>
      )}
    </div>
  );
}
