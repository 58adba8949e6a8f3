import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PublicRequestBody, type GuestPublicRequestBody } from '../../../shared/contracts/requests';
import { isApiError } from '../../api';
import { PATHS, useSession } from '../../app';
import { translateFieldError } from '../../i18n/field-error';
import { useCategories } from '../reference';
import { browserStorage } from '../../platform/storage';
import { AlertIcon, Button, Card, EmptyState, Select, useToast } from '../../ui';
import { TextAreaField } from '../../ui/form';
import { optional, zodFieldErrors } from './form-fields';
import { ageOptions, frequencyOptions, levelOptions, priceBandOptions, timeOfDayOptions } from './request-options';
import { RequestErrorAlert } from './RequestErrorAlert';
import { newClientRequestId, writeGuestRequest } from './request-storage';
import { useCreatePublicRequest } from './requests.queries';
import './requests.css';

/** The public request page (spec 2 survey): tutors who teach the subject see it and send offers. */
export function PublicRequestPage() {
  const { t } = useTranslation('requests');
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const subjects = useCategories();
  const create = useCreatePublicRequest();
  const [values, setValues] = useState({
    subject: '',
    knowledgeLevel: '',
    timeOfDay: '',
    priceBand: '',
    lessonFrequency: '',
    studentAge: '',
    message: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitError, setSubmitError] = useState<unknown>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // After a failed check, focus goes to the first field in error so it is announced.
  useEffect(() => {
    if (Object.values(errors).some(Boolean))
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  if (session && session.role !== 'ROLE_STUDENT') {
    return <EmptyState icon={<AlertIcon />} title={t('public.students-only')} />;
  }

  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitError(null);
    const body = {
      subject: values.subject,
      knowledgeLevel: optional(values.knowledgeLevel),
      timeOfDay: optional(values.timeOfDay),
      priceBand: optional(values.priceBand),
      lessonFrequency: optional(values.lessonFrequency),
      studentAge: optional(values.studentAge),
      message: values.message.trim() === '' ? undefined : values.message,
      clientRequestId: newClientRequestId(),
    };
    const parsed = PublicRequestBody.safeParse(body);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    if (!session) {
      writeGuestRequest(browserStorage, { kind: 'public', body: body as GuestPublicRequestBody });
      navigate(`${PATHS.login}?${new URLSearchParams({ next: `${PATHS.requests}?tab=general` }).toString()}`);
      return;
    }
    create.mutate(body as PublicRequestBody, {
      onSuccess: () => {
        toast.show({ kind: 'success', message: t('public.sent') });
        navigate(`${PATHS.requests}?tab=general`);
      },
      onError: (error) => {
        if (isApiError(error) && error.details?.fields) setErrors(error.details.fields);
        setSubmitError(error);
      },
    });
  }

  const fieldError = (key: string) => (errors[key] ? translateFieldError(t, errors[key]) : undefined);

  return (
    <div className="requests-page">
      <header className="requests-page__header">
        <h1>{t('public.title')}</h1>
        <p className="requests-muted">{t('public.lead')}</p>
      </header>
      <Card className="request-wizard__card">
        <form ref={formRef} className="request-form" onSubmit={submit} noValidate aria-label={t('public.title')}>
          <div className="request-form__grid">
            <Select
              label={t('form.subject')}
              value={values.subject}
              onChange={set('subject')}
              options={(subjects.data ?? []).map((item) => ({ value: item.code, label: item.name }))}
              placeholder={subjects.isPending ? t('form.loading-subjects') : t('form.choose')}
              error={fieldError('subject') ?? (subjects.isError ? t('form.subjects-error') : undefined)}
              required
            />
            <Select
              label={t('form.level')}
              value={values.knowledgeLevel}
              onChange={set('knowledgeLevel')}
              options={levelOptions(t)}
              placeholder={t('form.choose')}
            />
            <Select
              label={t('form.time')}
              value={values.timeOfDay}
              onChange={set('timeOfDay')}
              options={timeOfDayOptions(t)}
              placeholder={t('form.choose')}
            />
            <Select
              label={t('form.price')}
              value={values.priceBand}
              onChange={set('priceBand')}
              options={priceBandOptions(t)}
              placeholder={t('form.choose')}
            />
            <Select
              label={t('form.frequency')}
              value={values.lessonFrequency}
              onChange={set('lessonFrequency')}
              options={frequencyOptions(t)}
              placeholder={t('form.choose')}
            />
            <Select
              label={t('form.age')}
              value={values.studentAge}
              onChange={set('studentAge')}
              options={ageOptions(t)}
              placeholder={t('form.choose')}
            />
          </div>
          <TextAreaField
            label={t('form.message')}
            value={values.message}
            rows={4}
            maxLength={2000}
            onChange={set('message')}
            error={fieldError('message')}
          />
          <RequestErrorAlert error={submitError} />
          {!session ? <p className="requests-muted">{t('direct.guest-hint')}</p> : null}
          <div className="request-wizard__actions">
            <Button type="submit" size="lg" disabled={create.isPending}>
              {create.isPending ? t('direct.sending') : t(session ? 'public.submit' : 'direct.submit-guest')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
