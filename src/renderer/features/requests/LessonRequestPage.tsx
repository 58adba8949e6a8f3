import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DirectRequestBody, type GuestDirectRequestBody } from '../../../shared/contracts/requests';
import { isApiError, meansNotFound } from '../../api';
import { PATHS, useSession } from '../../app';
import { ErrorPage } from '../../app/errors/ErrorPage';
import { currentLanguage } from '../../i18n';
import { translateFieldError } from '../../i18n/field-error';
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
import { formatDateTime, viewerZone } from '../../lib/zoned-time';
import { SlotPicker } from './SlotPicker';
import { TextAreaField } from '../../ui/form';
import { optional, zodFieldErrors } from './form-fields';
import { ageOptions, frequencyOptions, levelOptions } from './request-options';
import { RequestErrorAlert } from './RequestErrorAlert';
import {
  clearActiveSlots,
  newClientRequestId,
  readActiveSlots,
  writeActiveSlots,
  writeGuestRequest,
} from './request-storage';
import { useCreateDirectRequest, useRequestTutor } from './requests.queries';
import './requests.css';

type Step = 1 | 2;

/** /tutor/:id/request (spec 2): step 1 pick slots, step 2 subject, age, level, classes per week, message. */
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
  const [subject, setSubject] = useState(subjects.length === 1 ? subjects[0]!.code : '');
  const [studentAge, setStudentAge] = useState('');
  const [knowledgeLevel, setKnowledgeLevel] = useState('');
  const [lessonFrequency, setLessonFrequency] = useState('');
  const [message, setMessage] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitError, setSubmitError] = useState<unknown>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // After a failed check, focus goes to the first field in error so it is announced.
  useEffect(() => {
    if (Object.values(errors).some(Boolean))
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
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
    if (next.length > 0) setErrors((previous) => ({ ...previous, slots: '' }));
  }

  function goToDetails() {
    if (slots.length === 0) {
      setErrors({ slots: 'validation.time-required' });
      return;
    }
    setErrors({});
    setStep(2);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitError(null);
    const body = {
      teacherId,
      slots,
      subject,
      studentAge: optional(studentAge),
      knowledgeLevel: optional(knowledgeLevel),
      lessonFrequency: optional(lessonFrequency),
      message: message.trim() === '' ? undefined : message,
      // false is sent to the schema on purpose: its message is the field error (spec 5).
      agreeToRules: agree as true,
      clientRequestId: newClientRequestId(),
    } satisfies Record<string, unknown>;
    const parsed = DirectRequestBody.safeParse(body);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    if (!session) {
      // Spec 6: a guest's request waits in local storage and is sent after sign-in.
      writeGuestRequest(browserStorage, { kind: 'direct', body: body as GuestDirectRequestBody });
      navigate(`${PATHS.login}?${new URLSearchParams({ next: PATHS.requests }).toString()}`);
      return;
    }
    create.mutate(body as DirectRequestBody, {
      onSuccess: () => {
        clearActiveSlots(browserStorage);
        toast.show({ kind: 'success', message: t('direct.sent') });
        navigate(PATHS.requests);
      },
      onError: (error) => {
        if (isApiError(error) && error.details?.fields) setErrors(error.details.fields);
        setSubmitError(error);
      },
    });
  }

  const fieldError = (key: string) => (errors[key] ? translateFieldError(t, errors[key]) : undefined);

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
          {errors.slots ? (
            <p className="field__error" role="alert">
              {translateFieldError(t, errors.slots)}
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
          <form
            ref={formRef}
            className="request-form"
            onSubmit={submit}
            noValidate
            aria-labelledby="request-details-title"
          >
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
                value={subject}
                onChange={(event) => setSubject(event.target.value)}
                options={subjects.map((item) => ({ value: item.code, label: item.name }))}
                placeholder={t('form.choose')}
                error={fieldError('subject')}
                required
              />
              <Select
                label={t('form.age')}
                value={studentAge}
                onChange={(event) => setStudentAge(event.target.value)}
                options={ageOptions(t)}
                placeholder={t('form.choose')}
              />
              <Select
                label={t('form.level')}
                value={knowledgeLevel}
                onChange={(event) => setKnowledgeLevel(event.target.value)}
                options={levelOptions(t)}
                placeholder={t('form.choose')}
              />
              <Select
                label={t('form.frequency')}
                value={lessonFrequency}
                onChange={(event) => setLessonFrequency(event.target.value)}
                options={frequencyOptions(t)}
                placeholder={t('form.choose')}
              />
            </div>
            <TextAreaField
              label={t('form.message')}
              value={message}
              rows={4}
              maxLength={2000}
              onChange={(event) => setMessage(event.target.value)}
              error={fieldError('message')}
            />
            <Checkbox
              checked={agree}
              onChange={(event) => setAgree(event.target.checked)}
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
