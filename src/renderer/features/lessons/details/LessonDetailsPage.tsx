import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { meansNotFound } from '../../../api';
import { ErrorPage } from '../../../app/errors/ErrorPage';
import { Spinner } from '../../../ui';
import { Tabs } from '../../../ui/Tabs';
import { useLesson } from '../lessons.queries';
import { LESSON_TABS } from './lesson-tabs';
import '../lessons.css';

/** Lesson details: tabs overview, homework, drawboards, student, reviews. */
export function LessonDetailsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('lessons');
  const lesson = useLesson(id);
  const [tab, setTab] = useState<string>('overview');
  if (lesson.isError) return <ErrorPage variant={meansNotFound(lesson.error) ? 'NOT_FOUND' : 'SOMETHING_WRONG'} />;
  if (!lesson.data) return <Spinner />;
  const l = lesson.data;
  const tabs = LESSON_TABS.filter((x) => !x.visible || x.visible(l));
  return (
    <main className="lesson-details">
      <h1 className="lesson-details__title">{l.title || l.subject.name}</h1>
      <p className="lesson-details__status" data-testid="lesson-status">{t(`status.${l.status}`)}</p>
      <Tabs
        label={t('details.tabs-label')}
        selectedId={tab}
        onSelect={setTab}
        items={tabs.map(({ id: tabId, Component }) => ({
          id: tabId,
          label: t(`details.tabs.${tabId}`),
          content: <Component lesson={l} />,
        }))}
      />
    </main>
  );
}
