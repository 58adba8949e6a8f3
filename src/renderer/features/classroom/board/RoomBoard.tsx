import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Select, Spinner, useToast } from '../../../ui';
import { errorMessage } from '../../../ui/form';
import { boardPagePath } from './board-paths';
import { useCreateDrawboard, useDrawboards } from './boards.queries';
import { LessonBoard } from './lazy-board';
import './board.css';

/**
 * The board inside the meeting room: the lesson's first board, or another one picked here. A
 * lesson without a board offers to start one; the other side sees it appear (the board list is
 * refreshed by a live push). tldraw itself loads with the board only.
 */
export function RoomBoard({ lessonId }: { lessonId: string }) {
  const { t } = useTranslation('boards');
  const toast = useToast();
  const boards = useDrawboards(lessonId);
  const create = useCreateDrawboard(lessonId);
  const [picked, setPicked] = useState<string | null>(null);
  if (boards.isPending) return <Spinner label={t('loading')} />;
  if (boards.isError) return <p role="alert">{t('errors:DRAWBOARD_UNAVAILABLE')}</p>;
  const { items, editable } = boards.data;
  const board = items.find((b) => b.id === picked) ?? items[0];

  if (!board) {
    return (
      <div className="room-board room-board--empty">
        <p>{t('room.empty')}</p>
        {editable && (
          <Button
            disabled={create.isPending}
            onClick={() =>
              create
                .mutateAsync(t('room.firstName'))
                .then((made) => setPicked(made.id))
                .catch((error: unknown) => toast.show({ kind: 'error', message: errorMessage(t, error) }))
            }
          >
            {t('room.start')}
          </Button>
        )}
      </div>
    );
  }

  return (
    <div className="room-board">
      <div className="room-board__bar">
        {items.length > 1 ? (
          <Select
            label={t('room.pick')}
            hideLabel
            className="room-board__pick"
            value={board.id}
            onChange={(event) => setPicked(event.target.value)}
            options={items.map((b) => ({ value: b.id, label: b.name }))}
          />
        ) : (
          <span className="room-board__name">{board.name}</span>
        )}
        <Link className="room-board__open" to={boardPagePath(lessonId, board.id)} target="_blank" rel="noopener">
          {t('room.openPage')}
        </Link>
      </div>
      <LessonBoard key={board.id} lessonId={lessonId} boardId={board.id} />
    </div>
  );
}
