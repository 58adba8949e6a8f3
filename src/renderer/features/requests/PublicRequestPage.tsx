import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  PublicRequestBody,
  type GuestPublicRequestBody,
  type PublicRequestValues,
} from '../../../shared/contracts/requests';
import { isApiError } from '../../api';
import { PATHS, useSession } from '../../app';
import { payloadResolver } from '../../ui/payload-resolver';
import { useCategories } from '../reference';
import { browserStorage } from '../../platform/storage';
import { AlertIcon, Button, Card, EmptyState, Select, useToast } from '../../ui';
import { fieldText } from '../../ui/form';
import { TextAreaField } from '../../ui/form';
import { optional } from './form-fields';
import { ageOptions, frequencyOptions, levelOptions, priceBandOptions, timeOfDayOptions } from './request-options';
import { RequestErrorAlert } from './RequestErrorAlert';
import { newIdempotencyKey, writeGuestRequest } from './request-storage';
import { useCreatePublicRequest } from './requests.queries';
import './requests.css';

/** The survey as chosen: '' is an unanswered question. */
interface Survey {
  subject: string;
  knowledgeLevel: string;
  timeOfDay: string;
  priceBand: string;
  lessonFrequency: string;
  studentAge: string;
  message: string;
}

const FIELDS = [
  'subject',
  'knowledgeLevel',
  'timeOfDay',
  'priceBand',
  'lessonFrequency',
  'studentAge',
  'message',
] as const;

/** The API's payload: unanswered questions are left out; a fresh id makes a retry create one request. */
const surveyBody = (values: Survey): PublicRequestBody => ({
  subject: values.subject,
  knowledgeLevel: optional(values.knowledgeLevel),
  timeOfDay: optional(values.timeOfDay),
  priceBand: optional(values.priceBand),
  lessonFrequency: optional(values.lessonFrequency),
  studentAge: optional(values.studentAge),
  message: values.message.trim() === '' ? undefined : values.message,
  idempotencyKey: newIdempotencyKey(),
});

const resolver = payloadResolver<Survey, typeof PublicRequestBody>(PublicRequestBody, surveyBody);

/** The public request page (the survey): tutors who teach the subject see it and send offers. */
export function PublicRequestPage() {
  const { t } = useTranslation('requests');
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const subjects = useCategories();
  const create = useCreatePublicRequest();
  const [submitError, setSubmitError] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Survey, unknown, PublicRequestValues>({
    resolver,
    defaultValues: Object.fromEntries(FIELDS.map((field) => [field, ''])) as unknown as Survey,
  });

  if (session && session.role !== 'ROLE_STUDENT') {
    return <EmptyState icon={<AlertIcon />} title={t('public.students-only')} />;
  }

  const onSubmit = handleSubmit((body) => {
    setSubmitError(null);
    if (!session) {
      writeGuestRequest(browserStorage, { kind: 'public', body: body as GuestPublicRequestBody });
      navigate(`${PATHS.login}?${new URLSearchParams({ next: `${PATHS.requests}?tab=general` }).toString()}`);
      return;
    }
    create.mutate(body, {
      onSuccess: () => {
        toast.show({ kind: 'success', message: t('public.sent') });
        navigate(`${PATHS.requests}?tab=general`);
      },
      onError: (error) => {
        const fields = isApiError(error) ? (error.details?.fields ?? {}) : {};
        // The first field the server refused takes the focus, so it is announced.
        FIELDS.filter((field) => fields[field]).forEach((field, index) =>
          setError(field, { type: 'server', message: fields[field] }, { shouldFocus: index === 0 }),
        );
        setSubmitError(error);
      },
    });
  });

  const fieldError = (key: keyof Survey) => fieldText(t, errors[key]?.message);

  return (
    <div className="requests-page">
      <header className="requests-page__header">
        <h1>{t('public.title')}</h1>
        <p className="requests-muted">{t('public.lead')}</p>
      </header>
      <Card className="request-wizard__card">
        <form className="request-form" onSubmit={onSubmit} noValidate aria-label={t('public.title')}>
          <div className="request-form__grid">
            <Select
              label={t('form.subject')}
              {...register('subject')}
              options={(subjects.data ?? []).map((item) => ({ value: item.code, label: item.name }))}
              placeholder={subjects.isPending ? t('form.loading-subjects') : t('form.choose')}
              error={fieldError('subject') ?? (subjects.isError ? t('form.subjects-error') : undefined)}
              required
            />
            <Select
              label={t('form.level')}
              {...register('knowledgeLevel')}
              options={levelOptions(t)}
              placeholder={t('form.choose')}
            />
            <Select
              label={t('form.time')}
              {...register('timeOfDay')}
              options={timeOfDayOptions(t)}
              placeholder={t('form.choose')}
            />
            <Select
              label={t('form.price')}
              {...register('priceBand')}
              options={priceBandOptions(t)}
              placeholder={t('form.choose')}
            />
            <Select
              label={t('form.frequency')}
              {...register('lessonFrequency')}
              options={frequencyOptions(t)}
              placeholder={t('form.choose')}
            />
            <Select
              label={t('form.age')}
              {...register('studentAge')}
              options={ageOptions(t)}
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
