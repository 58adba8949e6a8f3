import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { InviteStudentBody, type MyStudent, type MyStudentTab } from '../../../shared/contracts/students';
import { PATHS, useSession, userPath } from '../../app';
import { ErrorPage } from '../../app/errors/ErrorPage';
import { useCurrentLanguage } from '../../i18n';
import { Button, Card, EmptyState, Spinner, TextField, linkClassName, useToast } from '../../ui';
import { Tabs } from '../../ui/Tabs';
import { applyFieldErrors, errorMessage, fieldText } from '../../ui/form';
import { useInviteStudent, useMyStudents, useSetStudentActive } from './students.queries';
import './students.css';

/** My students with tabs all and invited, for tutors. */
export function MyStudentsPage() {
  const session = useSession();
  if (session?.role !== 'ROLE_TEACHER') return <ErrorPage variant="ACCESS_DENIED" />;
  return <MyStudents />;
}

function MyStudents() {
  const { t } = useTranslation('students');
  const [params, setParams] = useSearchParams();
  const tab: MyStudentTab = params.get('tab') === 'invited' ? 'invited' : 'all';
  return (
    <div className="students-page">
      <header className="students-page__header">
        <h1>{t('list.title')}</h1>
        <p className="students-muted">{t('list.lead')}</p>
      </header>
      <InviteForm />
      <Tabs
        label={t('list.tabs')}
        selectedId={tab}
        onSelect={(id) => setParams(id === 'all' ? {} : { tab: id }, { replace: true })}
        items={[
          { id: 'all', label: t('list.tab-all'), content: <StudentList tab="all" /> },
          { id: 'invited', label: t('list.tab-invited'), content: <StudentList tab="invited" /> },
        ]}
      />
    </div>
  );
}

function InviteForm() {
  const { t } = useTranslation(['students', 'errors']);
  const toast = useToast();
  const invite = useInviteStudent();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InviteStudentBody>({ resolver: zodResolver(InviteStudentBody), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const sent = await invite.mutateAsync(values);
      toast.show({ kind: 'success', message: t('invite.sent', { email: sent.email }) });
      reset({ email: '' });
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['email'])) setFormError(errorMessage(t, error));
    }
  });

  return (
    <Card as="section" aria-labelledby="invite-title" className="students-invite">
      <h2 id="invite-title">{t('invite.title')}</h2>
      <p className="students-muted">{t('invite.lead')}</p>
      <form className="students-invite__form" onSubmit={onSubmit} noValidate>
        <TextField
          type="email"
          autoComplete="off"
          label={t('invite.email')}
          error={fieldText(t, errors.email?.message)}
          {...register('email')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {t('invite.submit')}
        </Button>
      </form>
      {formError ? (
        <p role="alert" className="students-error">
          {formError}
        </p>
      ) : null}
    </Card>
  );
}

function StudentList({ tab }: { tab: MyStudentTab }) {
  const { t } = useTranslation('students');
  const list = useMyStudents(tab);
  if (list.isPending) return <Spinner label={t('list.loading')} />;
  if (list.isError)
    return (
      <p role="alert" className="students-error">
        {t('list.failed')}{' '}
        <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
          {t('list.retry')}
        </Button>
      </p>
    );
  if (list.data.items.length === 0)
    return (
      <EmptyState title={t(tab === 'all' ? 'list.empty' : 'list.empty-invited')} description={t('list.empty-hint')} />
    );
  return (
    <ul className="students-list" aria-label={t(tab === 'all' ? 'list.tab-all' : 'list.tab-invited')}>
      {list.data.items.map((item) => (
        <StudentRow key={item.key} item={item} />
      ))}
    </ul>
  );
}

function StudentRow({ item }: { item: MyStudent }) {
  const { t } = useTranslation(['students', 'errors']);
  const language = useCurrentLanguage();
  const toast = useToast();
  const setActive = useSetStudentActive();
  const date = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'uk-UA', { dateStyle: 'medium' });
  const name = item.student ? `${item.student.firstName} ${item.student.lastName}` : item.email;
  const toggle = (active: boolean) =>
    setActive.mutate(
      { studentId: item.student!.id, active },
      { onError: (error) => toast.show({ kind: 'error', message: errorMessage(t, error) }) },
    );
  return (
    <li className="students-row">
      <div className="students-row__who">
        {item.student ? (
          <Link to={userPath(item.student.id)} className={linkClassName()}>
            {name}
          </Link>
        ) : (
          <span>{name}</span>
        )}
        {item.student && item.email ? <span className="students-muted">{item.email}</span> : null}
      </div>
      <span className={`students-status students-status--${item.status.toLowerCase()}`}>
        {t(`status.${item.status}`)}
      </span>
      <span className="students-muted">{t('list.since', { date: date.format(new Date(item.since)) })}</span>
      {item.student ? (
        <div className="students-row__actions">
          {item.status === 'INACTIVE' ? (
            <Button size="sm" variant="secondary" disabled={setActive.isPending} onClick={() => toggle(true)}>
              {t('list.activate')}
              <span className="visually-hidden"> {name}</span>
            </Button>
          ) : (
            <>
              <Link
                to={`${PATHS.createLesson}?${new URLSearchParams({ studentId: item.student.id }).toString()}`}
                className={linkClassName()}
              >
                {t('list.new-lesson')}
                <span className="visually-hidden"> {name}</span>
              </Link>
              <Button size="sm" variant="ghost" disabled={setActive.isPending} onClick={() => toggle(false)}>
                {t('list.deactivate')}
                <span className="visually-hidden"> {name}</span>
              </Button>
            </>
          )}
        </div>
      ) : null}
    </li>
  );
}
