import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useDocumentHead } from '../../../app/page-head';
import { BoardUnavailable } from './board-unavailable';
import { LessonBoard } from './lazy-board';
import { useDrawboards } from './boards.queries';
import { boardPagePath } from './board-paths';
import './board.css';

/**
 * `/lessons/:id/boards/:boardId`: one board of the lesson on the whole page, with the lesson's
 * other boards one click away. Live while the lesson is on, read-only after it.
 */
export function BoardPage() {
  const { t } = useTranslation('boards');
  const { id: lessonId = '', boardId = '' } = useParams();
  const boards = useDrawboards(lessonId);
  const board = boards.data?.items.find((b) => b.id === boardId);
  useDocumentHead({ title: board?.name ?? t('title'), description: t('title') });
  return (
    <main className="board-page">
      <header className="board-page__header">
        <h1 className="board-page__title">{board?.name ?? t('title')}</h1>
        {boards.data && !boards.data.editable && <span className="board-page__badge">{t('read-only')}</span>}
        {boards.data && boards.data.items.length > 1 && (
          <nav aria-label={t('other-boards')} className="board-page__nav">
            {boards.data.items.map((b) => (
              <Link
                key={b.id}
                to={boardPagePath(lessonId, b.id)}
                aria-current={b.id === boardId ? 'page' : undefined}
                className="board-page__tab"
              >
                {b.name}
              </Link>
            ))}
          </nav>
        )}
      </header>
      {boards.isError || (boards.data && !board) ? (
        // Not a participant, or no such board in this lesson: said at once, without tldraw's code.
        <div className="lesson-board">
          <BoardUnavailable onRetry={() => void boards.refetch()} />
        </div>
      ) : (
        <LessonBoard key={boardId} lessonId={lessonId} boardId={boardId} />
      )}
    </main>
  );
}
