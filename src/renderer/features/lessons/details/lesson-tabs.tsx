import { Suspense, type ComponentType } from 'react';
import type { Lesson } from '../../../../shared/contracts/lessons';
import { Spinner } from '../../../ui';
import { LessonOverview } from './LessonOverview';
import { LessonReviewsTab } from './LessonReviewsTab';
import { HomeworkTab } from '../../homework';
import { DrawboardsTab, RecordingsTab } from '../../classroom';
import { LessonStudentTab } from '../../students';

export interface LessonTabProps {
  lesson: Lesson;
}

/**
 * The tabs of lesson details, in order. Each owner adds one entry with its component:
 * homework (lessons-people), drawboards and recordings (classroom), student (lessons-people). A tab whose
 * component is not here is not shown. `visible` hides a tab from a viewer it is not for.
 */
export interface LessonTab {
  id: 'overview' | 'homework' | 'drawboards' | 'recordings' | 'student' | 'reviews';
  Component: ComponentType<LessonTabProps>;
  visible?: (lesson: Lesson) => boolean;
}

export const LESSON_TABS: readonly LessonTab[] = [
  { id: 'overview', Component: LessonOverview },
  {
    id: 'homework',
    // A lazy chunk (features/homework): its own boundary keeps the tabs on screen while it loads.
    Component: ({ lesson }) => (
      <Suspense fallback={<Spinner />}>
        <HomeworkTab lessonId={lesson.id} />
      </Suspense>
    ),
  },
  { id: 'drawboards', Component: ({ lesson }) => <DrawboardsTab lessonId={lesson.id} /> },
  {
    id: 'recordings',
    Component: ({ lesson }) => <RecordingsTab lessonId={lesson.id} showQuota={lesson.viewerRole === 'tutor'} />,
  },
  {
    id: 'student',
    Component: ({ lesson }) => <LessonStudentTab lessonId={lesson.id} />,
    visible: (lesson) => lesson.viewerRole === 'tutor',
  },
  { id: 'reviews', Component: LessonReviewsTab },
];
