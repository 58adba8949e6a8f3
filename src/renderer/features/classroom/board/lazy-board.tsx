import { lazy, Suspense } from 'react';
import { Spinner } from '../../../ui';
import type { LessonBoardProps } from './LessonBoard';

const Board = lazy(() => import('./LessonBoard'));

/** The board for the meeting room and the board page: tldraw's code loads only when one is shown. */
export function LessonBoard(props: LessonBoardProps) {
  return (
    <Suspense
      fallback={
        <div className="lesson-board lesson-board__state">
          <Spinner />
        </div>
      }
    >
      <Board {...props} />
    </Suspense>
  );
}
export type { LessonBoardProps };
